import { translated } from '../../locales/i18n';
/** Spec §5, §8 and §9 of the popup report picker. */
export const POPUP_MESSAGES = translated({
  config: 'popup.config',
  counts: 'popup.counts',
  selectOne: 'popup.selectOne',
});
export const POPUP_MODAL_WIDTH = 1200;
/** Report columns and pages are reused this long (spec §9: cached popup report responses 30 s). */
export const POPUP_CACHE_MS = 30_000;

export const splitFields = (fields: string | undefined) =>
  (fields ?? '')
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);

/** The configuration problem of a popup, or undefined: a code and as many original as destination fields. */
export function popupConfigProblem(code: string | undefined, orgFields?: string, destFields?: string) {
  const org = splitFields(orgFields);
  const dest = splitFields(destFields);
  if (!code?.trim() || !org.length || !dest.length) return POPUP_MESSAGES.config;
  if (org.length !== dest.length) return POPUP_MESSAGES.counts;
  return undefined;
}

/** At least one chosen row, exactly one unless `multi`. */
export const selectionProblem = (count: number, multi: boolean) =>
  count === 0 || (!multi && count > 1) ? POPUP_MESSAGES.selectOne : undefined;

/** Values for the destination fields: each original field of the chosen rows, comma-joined in their order. */
export function pickedValues(
  rows: readonly Record<string, unknown>[],
  orgFields: string,
  destFields: string,
): Record<string, string> {
  const org = splitFields(orgFields);
  const dest = splitFields(destFields);
  return Object.fromEntries(
    dest.map((d, i) => [
      d,
      rows.map((r) => (r[org[i] as string] == null ? '' : String(r[org[i] as string]))).join(','),
    ]),
  );
}
