/**
 * A custom action (`PUT <apiBase>/<name>` with `{ids}`, guarded by `<permPrefix>:<name>`): sets fields of the
 * chosen rows, e.g. publish sets `status` to 'published'.
 */
export interface EntityAction {
  /** Button and permission name, e.g. '发布' (`en`: in the English interface). */
  readonly label: string;
  readonly en?: string;
  /** Values the action writes. */
  readonly set: Readonly<Record<string, string | number>>;
  /** A date-time field set to now when it is empty (e.g. the publish time). */
  readonly stamp?: string;
  /** Success message (`doneEn`: in the English interface). */
  readonly done?: string;
  readonly doneEn?: string;
  /** Offered only on rows whose fields hold one of these values (下线 only on a published row). */
  readonly when?: Readonly<Record<string, readonly (string | number)[]>>;
}

/**
 * Whether a row's action list offers the action: not when the row already holds every value it sets (a published
 * row is not published again), nor when the row is outside its `when`.
 */
export function actionOffered(action: EntityAction, row: Readonly<Record<string, unknown>>): boolean {
  const text = (field: string) => String(row[field] ?? '');
  if (Object.entries(action.set).every(([field, value]) => text(field) === String(value))) return false;
  return Object.entries(action.when ?? {}).every(([field, values]) => values.map(String).includes(text(field)));
}
