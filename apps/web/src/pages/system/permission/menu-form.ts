import type { Menu, MenuInput } from '../../../api/system-tree';
import { t } from '../../../locales/i18n';

/** sys_permission.menu_type (contract §6). */
export const MENU_TYPE = { root: 0, sub: 1, button: 2 } as const;
export type MenuType = (typeof MENU_TYPE)[keyof typeof MENU_TYPE];

export const menuTypeOptions = () => [
  { value: MENU_TYPE.root, label: t('menu.typeRoot') },
  { value: MENU_TYPE.sub, label: t('menu.typeSub') },
  { value: MENU_TYPE.button, label: t('menu.typeButton') },
];

/** Form fields besides the menu type; which ones a menu type shows is `MENU_FIELDS`. */
export type MenuField =
  | 'name'
  | 'parentId'
  | 'url'
  | 'component'
  | 'componentName'
  | 'redirect'
  | 'icon'
  | 'sortNo'
  | 'route'
  | 'hidden'
  | 'keepAlive'
  | 'alwaysShow'
  | 'internalOrExternal'
  | 'perms'
  | 'permsType'
  | 'status'
  | 'description';

const PAGE_FIELDS: MenuField[] = [
  'url',
  'component',
  'componentName',
  'icon',
  'sortNo',
  'route',
  'hidden',
  'keepAlive',
  'alwaysShow',
  'internalOrExternal',
  'description',
];

/** JeecgBoot's menu form: a first-level menu has a redirect and no parent, a button only its permission code. */
export const MENU_FIELDS: Readonly<Record<MenuType, readonly MenuField[]>> = {
  [MENU_TYPE.root]: ['name', 'redirect', ...PAGE_FIELDS],
  [MENU_TYPE.sub]: ['name', 'parentId', ...PAGE_FIELDS],
  [MENU_TYPE.button]: ['name', 'parentId', 'perms', 'permsType', 'status', 'sortNo', 'description'],
};

export const showsField = (menuType: MenuType, field: MenuField) => MENU_FIELDS[menuType].includes(field);

export type MenuFormValues = Partial<Record<MenuField, unknown>> & { menuType: MenuType };

const DEFAULTS = {
  sortNo: 1,
  route: true,
  hidden: false,
  keepAlive: false,
  alwaysShow: false,
  internalOrExternal: false,
  permsType: '1',
  status: '1',
};

/** Initial form values: the edited menu, or a new one (a child of `parent` when given). */
export function initialMenuValues(menu: Menu | null, parent: Menu | null): MenuFormValues {
  if (menu) return { ...DEFAULTS, ...menu, menuType: menu.menuType as MenuType };
  if (parent) return { ...DEFAULTS, menuType: MENU_TYPE.sub, parentId: parent.id };
  return { ...DEFAULTS, menuType: MENU_TYPE.root };
}

/** The request body: only the fields the chosen type shows (others are cleared), plus id and updateTime on edit. */
export function menuInput(values: MenuFormValues, menu: Menu | null): MenuInput {
  const shown = MENU_FIELDS[values.menuType];
  const body: Record<string, unknown> = { menuType: values.menuType };
  for (const field of shown) body[field] = values[field] ?? null;
  if (values.menuType === MENU_TYPE.root) body.parentId = null;
  if (menu) Object.assign(body, { id: menu.id, updateTime: menu.updateTime });
  return body as MenuInput;
}

export interface ParentOption {
  value: string;
  title: string;
  disabled?: boolean;
  children?: ParentOption[];
}

/**
 * Parents a menu may go under: menus (never buttons), without the menu itself and its descendants, which
 * would make a cycle.
 */
export function parentOptions(menus: readonly Menu[], excludeId?: string): ParentOption[] {
  return menus
    .filter((m) => m.menuType !== MENU_TYPE.button && m.id !== excludeId)
    .map((m) => {
      const children = parentOptions(m.children ?? [], excludeId);
      return { value: m.id, title: m.name, ...(children.length ? { children } : {}) };
    });
}
