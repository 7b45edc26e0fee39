/**
 * Button permissions (spec §6, contract §3.3), faithful to ant-design-vue-jeecg's `v-has` directive
 * (`hasPermission.js`), `disabledAuthFilter` and `getNoAuthCols` (`authFilter.js`) and the JVxeTable toolbar.
 *
 * Inputs come from `GET /sys/permission/getUserPermissionByToken`:
 * - `auth`    — the buttons granted to the user (only rows with status '1' are sent): `{ action, type, describe }`;
 * - `allAuth` — every button of the system: `{ action, status, type, describe }`;
 * - `node`    — optional workflow-node permission list (JeecgBoot's `formData.permissionList`), checked first.
 *
 * `type` ('perms_type'): '1' = show when granted (visibility), '2' = disabled unless granted.
 * `status`: '1' = enabled, '0' = invalid (the rule is switched off, so it does not restrict anybody).
 * An `action` may hold several codes separated by commas; such an entry covers each of them.
 * Values are compared as strings, so numeric `type`/`status` coming from JSON behave the same.
 */

export interface PermissionItem {
  /** Permission code(s), e.g. 'user:add' or 'user:add,user:edit'. */
  action: string;
  /** '1' visibility, '2' disabled semantics. */
  type: string;
  /** '1' enabled, '0' invalid (only in `allAuth`). */
  status?: string;
  describe?: string;
}

export interface PermissionLists {
  /** Buttons granted to the user. */
  auth: readonly PermissionItem[];
  /** Every button of the system with its status. */
  allAuth: readonly PermissionItem[];
  /** Optional workflow-node permission list, consulted before the global lists. */
  node?: readonly PermissionItem[];
}

/** Splits a comma-separated code list into trimmed, non-empty codes. */
export function splitPermissionCodes(codes: string | readonly string[] | null | undefined): string[] {
  if (codes == null) return [];
  const parts = typeof codes === 'string' ? codes.split(',') : codes.flatMap((c) => String(c).split(','));
  return parts.map((c) => c.trim()).filter((c) => c.length > 0);
}

const isDisableType = (item: PermissionItem): boolean => String(item.type) === '2';
const isInvalid = (item: PermissionItem): boolean => String(item.status) === '0';
const covers = (item: PermissionItem, code: string): boolean => splitPermissionCodes(item.action).includes(code);
/** The well-formed entries of a list (tolerates a missing list and malformed entries from storage). */
const entries = (list: readonly PermissionItem[] | null | undefined): PermissionItem[] =>
  (list ?? []).filter((item) => item != null && typeof item.action === 'string');

function visibleSingle(code: string, lists: PermissionLists): boolean {
  // Node permissions win when they grant the code (filterNodePermission).
  if (entries(lists.node).some((item) => !isDisableType(item) && covers(item, code))) return true;
  // A switched-off rule (status '0') restricts nobody: always shown.
  const showRules = entries(lists.allAuth).filter((item) => !isDisableType(item) && covers(item, code));
  if (showRules.some(isInvalid)) return true;
  // Otherwise the user must hold the code with type != '2'.
  return entries(lists.auth).some((item) => !isDisableType(item) && covers(item, code));
}

function disabledSingle(code: string, lists: PermissionLists): boolean {
  // A type-2 node entry disables (nodeDisabledAuth).
  if (entries(lists.node).some((item) => isDisableType(item) && covers(item, code))) return true;
  // The first type-2 rule in allAuth for the code decides whether the code is restricted at all.
  const rule = entries(lists.allAuth).find((item) => isDisableType(item) && covers(item, code));
  if (rule == null || isInvalid(rule)) return false;
  // Restricted: disabled unless the user holds it as a type-2 grant.
  return !entries(lists.auth).some((item) => isDisableType(item) && covers(item, code));
}

/**
 * Visibility directive (`v-has`). True when the element guarded by `code` should be shown:
 * - a non-type-2 node entry covering the code shows it;
 * - a non-type-2 `allAuth` entry covering the code with status '0' shows it (rule switched off);
 * - otherwise shown only if `auth` has an entry covering the code whose type is not '2'.
 * Type-2 entries are ignored here. Several codes (comma list or array): shown if any one is allowed.
 * An empty code guards nothing and is allowed.
 */
export function hasPermission(code: string | readonly string[] | null | undefined, lists: PermissionLists): boolean {
  const codes = splitPermissionCodes(code);
  if (codes.length === 0) return true;
  return codes.some((c) => visibleSingle(c, lists));
}

/**
 * Disabled semantics (`disabledAuthFilter`, perms_type '2'). True when the element should be disabled:
 * - a type-2 node entry covering the code disables it;
 * - else the first type-2 `allAuth` entry covering the code decides: none, or status '0' → not disabled;
 *   an enabled rule → disabled unless `auth` has a type-2 entry covering the code.
 * Several codes: disabled only when every one of them is disabled. An empty code is never disabled.
 */
export function isDisabledByPermission(
  code: string | readonly string[] | null | undefined,
  lists: PermissionLists,
): boolean {
  const codes = splitPermissionCodes(code);
  if (codes.length === 0) return false;
  return codes.every((c) => disabledSingle(c, lists));
}

/**
 * Data-permission helper (`getNoAuthCols`): the codes under `prefix` that are configured as enabled
 * visibility rules (type '1', status '1' in `allAuth`) but not granted to the user (type '1' in `auth`),
 * returned without the prefix, in `allAuth` order, without duplicates. An empty prefix yields [].
 * Used to hide columns (suffix = dataIndex) and toolbar buttons (suffix = 'add', 'batch_delete').
 */
export function dataPermissionActions(prefix: string | null | undefined, lists: PermissionLists): string[] {
  if (!prefix) return [];
  const suffixes = (items: readonly PermissionItem[] | undefined, keep: (item: PermissionItem) => boolean): string[] =>
    entries(items)
      .filter((item) => String(item.type) === '1' && keep(item))
      .flatMap((item) => splitPermissionCodes(item.action))
      .filter((c) => c.startsWith(prefix))
      .map((c) => c.slice(prefix.length));
  const granted = new Set(suffixes(lists.auth ?? [], () => true));
  const result: string[] = [];
  for (const suffix of suffixes(lists.allAuth ?? [], (item) => String(item.status) === '1')) {
    if (!granted.has(suffix) && !result.includes(suffix)) result.push(suffix);
  }
  return result;
}

/**
 * Column filter (`colAuthFilter`): drops the columns whose `dataIndex` (or, lacking one, `key`) is among
 * `dataPermissionActions(prefix, lists)`.
 */
export function filterColumnsByPermission<T extends { dataIndex?: unknown; key?: unknown }>(
  columns: readonly T[],
  prefix: string | null | undefined,
  lists: PermissionLists,
): T[] {
  const hidden = new Set(dataPermissionActions(prefix, lists));
  if (hidden.size === 0) return [...columns];
  return columns.filter((col) => {
    const name = col.dataIndex ?? col.key;
    return !(typeof name === 'string' && hidden.has(name));
  });
}

/** Toolbar button codes of the editable table. */
export type ToolbarButton = 'add' | 'remove' | 'clearSelection' | 'save' | (string & {});

/** Default toolbar buttons of the editable table. */
export const DEFAULT_TOOLBAR_BUTTONS: readonly ToolbarButton[] = ['add', 'remove', 'clearSelection'];

/**
 * Codes excluded from a table toolbar for the user (JVxeTable `loadExcludeCode`): with an empty auth prefix nothing
 * is excluded; otherwise the prefix gets a trailing ':' when missing and the excluded codes are
 * `dataPermissionActions(prefix, lists)`. Because the system's batch-delete code is 'batch_delete' while the toolbar
 * button is 'remove', excluding 'batch_delete' also excludes 'remove'.
 */
export function toolbarExcludedCodes(authPrefix: string | null | undefined, lists: PermissionLists): string[] {
  if (!authPrefix) return [];
  const prefix = authPrefix.endsWith(':') ? authPrefix : `${authPrefix}:`;
  const excluded = dataPermissionActions(prefix, lists);
  if (excluded.includes('batch_delete') && !excluded.includes('remove')) excluded.push('remove');
  return excluded;
}

export interface ToolbarVisibility {
  /** The add button. */
  add: boolean;
  /** The batch-delete permission ('batch_delete' code). */
  batchDelete: boolean;
  /** The toolbar's remove-selected button (hidden with 'remove' or 'batch_delete'). */
  remove: boolean;
  /** The given toolbar buttons that remain visible, in order. */
  buttons: ToolbarButton[];
}

/**
 * Which toolbar buttons stay visible for the user (JVxeToolbar `btns`): `buttons` (default add, remove,
 * clearSelection) minus `toolbarExcludedCodes(authPrefix, lists)`.
 */
export function toolbarButtons(
  authPrefix: string | null | undefined,
  lists: PermissionLists,
  buttons: readonly ToolbarButton[] = DEFAULT_TOOLBAR_BUTTONS,
): ToolbarVisibility {
  const excluded = new Set(toolbarExcludedCodes(authPrefix, lists));
  return {
    add: !excluded.has('add'),
    batchDelete: !excluded.has('batch_delete'),
    remove: !excluded.has('remove'),
    buttons: buttons.filter((b) => !excluded.has(b)),
  };
}
