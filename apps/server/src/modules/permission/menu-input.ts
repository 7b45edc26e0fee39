import { z } from 'zod';
import { badRequest } from '../../core/errors.js';
import { MENU_TYPE } from './service.js';

export const ROUTE_VIEW = 'layouts/RouteView';

/** A 0/1 switch: booleans, 0/1 and their strings; empty means off. */
const flag = z.preprocess((v) => {
  if (v === undefined) return undefined;
  if (v === null || v === '' || v === false || v === 0 || v === '0' || v === 'false') return 0;
  if (v === true || v === 1 || v === '1' || v === 'true') return 1;
  return v;
}, z.union([z.literal(0), z.literal(1)], { error: '开关字段的值不正确' }).optional());

/** Optional text: null and blank mean empty. */
const optText = (max: number, label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    z
      .string({ error: `${label}格式不正确` })
      .trim()
      .max(max, `${label}最多${max}个字符`)
      .nullish(),
  );

/** Control characters (U+0000–U+001F, U+007F). */
const hasControl = (s: string) =>
  [...s].some((c) => {
    const n = c.charCodeAt(0);
    return n < 32 || n === 127;
  });

/**
 * Fields a client may send for a menu (contract §3.4, §6). Anything else (id, isLeaf, ruleFlag, delFlag, audit
 * columns) is dropped: no mass assignment. Every field is optional here; `completeMenu` checks the whole row.
 */
export const menuFields = z.object({
  menuType: z
    .preprocess(
      (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
      z.union([z.literal(0), z.literal(1), z.literal(2)], { error: '菜单类型不正确' }),
    )
    .optional(),
  name: optText(100, '菜单名称'),
  parentId: optText(32, '上级菜单'),
  url: optText(255, '菜单路径'),
  component: optText(255, '前端组件'),
  componentName: optText(100, '组件名称'),
  redirect: optText(255, '默认跳转地址'),
  perms: optText(255, '授权标识'),
  permsType: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(['1', '2']).optional()),
  status: z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'number' ? String(v) : v),
    z.enum(['0', '1'], { error: '状态的值不正确' }).optional(),
  ),
  sortNo: z
    .preprocess(
      (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
      z.number({ error: '排序必须是数字' }).finite('排序必须是数字').min(-1e6).max(1e6),
    )
    .optional(),
  icon: optText(100, '菜单图标'),
  description: optText(255, '描述'),
  route: flag,
  isRoute: flag,
  keepAlive: flag,
  hidden: flag,
  alwaysShow: flag,
  internalOrExternal: flag,
});
export type MenuFields = z.infer<typeof menuFields>;

/** The writable columns of a sys_permission row. */
export interface MenuValues {
  menuType: number;
  name: string;
  parentId: string | null;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  perms: string | null;
  permsType: string;
  status: string;
  sortNo: number;
  icon: string | null;
  description: string | null;
  isRoute: number;
  keepAlive: number;
  hidden: number;
  alwaysShow: number;
  internalOrExternal: number;
}

/** `PermissionDataUtil.intelligentProcessData` for the component: no leading '/', 'views/', 'src/views/', '.vue'. */
export function normaliseComponent(component: string): string {
  let c = component.trim();
  if (c.startsWith('/')) c = c.slice(1);
  if (c.startsWith('views/')) c = c.slice('views/'.length);
  if (c.startsWith('src/views/')) c = c.slice('src/views/'.length);
  if (c.endsWith('.vue')) c = c.slice(0, -'.vue'.length);
  return c;
}

const EXTERNAL = /^https?:\/\//i;
const EXPRESSION = /^\{\{/;

/** The url: '.vue' stripped; '/' prefixed unless an external link or a `{{ }}` expression. */
export function normaliseUrl(url: string): string {
  let u = url.trim();
  if (u.endsWith('.vue')) u = u.slice(0, -'.vue'.length);
  if (!EXTERNAL.test(u) && !EXPRESSION.test(u) && !u.startsWith('/')) u = `/${u}`;
  return u;
}

const COMPONENT = /^[A-Za-z0-9_@][A-Za-z0-9_@\-./]*$/;
const COMPONENT_NAME = /^[A-Za-z0-9_-]+$/;
const ICON = /^[A-Za-z0-9_\-:]+$/;
const PERMS = /^[A-Za-z0-9_\-.:]+(,[A-Za-z0-9_\-.:]+)*$/;
// `{{ window._CONFIG['domianURL'] }}/path`: the web app resolves the expression from a fixed variable map.
const URL_EXPRESSION = /^\{\{\s*[A-Za-z_$][\w$.[\]'"]*\s*\}\}[^\s{}]*$/;

function checkUrl(url: string): void {
  if (hasControl(url) || /[<>`\\]/.test(url)) throw badRequest('菜单路径格式不正确');
  if (EXPRESSION.test(url)) {
    if (!URL_EXPRESSION.test(url)) throw badRequest('菜单路径格式不正确');
  } else if (/\s/.test(url)) {
    throw badRequest('菜单路径格式不正确');
  }
}

/**
 * The complete, normalised row of contract §3.4 from the stored row (edit) or defaults (add) plus what the
 * client sent; throws 400 with a clear message for anything missing or malformed.
 */
export function completeMenu(base: Partial<MenuValues>, input: MenuFields): MenuValues {
  const pick = <K extends keyof MenuFields & keyof MenuValues>(k: K) =>
    (input[k] === undefined ? base[k] : input[k]) as MenuValues[K] | null | undefined;
  const menuType = pick('menuType');
  if (menuType === undefined || menuType === null || ![0, 1, 2].includes(menuType)) {
    throw badRequest('菜单类型不正确');
  }
  const name = pick('name');
  if (!name) throw badRequest('菜单名称不能为空');
  if (hasControl(name)) throw badRequest('菜单名称格式不正确');
  const isRoute = input.route ?? input.isRoute ?? base.isRoute ?? 1;
  const out: MenuValues = {
    menuType,
    name,
    parentId: menuType === MENU_TYPE.root ? null : (pick('parentId') ?? null),
    url: pick('url') ?? null,
    component: pick('component') ?? null,
    componentName: pick('componentName') ?? null,
    redirect: pick('redirect') ?? null,
    perms: pick('perms') ?? null,
    permsType: pick('permsType') ?? '1',
    status: pick('status') ?? '1',
    sortNo: pick('sortNo') ?? 1,
    icon: pick('icon') ?? null,
    description: pick('description') ?? null,
    isRoute,
    keepAlive: pick('keepAlive') ?? 0,
    hidden: pick('hidden') ?? 0,
    alwaysShow: pick('alwaysShow') ?? 0,
    internalOrExternal: pick('internalOrExternal') ?? 0,
  };

  if (out.component) {
    out.component = normaliseComponent(out.component);
    if (!out.component) out.component = null;
  }
  if (out.url) out.url = normaliseUrl(out.url);
  if (out.menuType === MENU_TYPE.root && !out.component) out.component = ROUTE_VIEW;

  if (out.menuType === MENU_TYPE.button) {
    if (!out.perms) throw badRequest('授权标识不能为空');
  } else {
    if (!out.url) throw badRequest('菜单路径不能为空');
    if (!out.component) throw badRequest('前端组件不能为空');
  }
  if (out.menuType !== MENU_TYPE.root && !out.parentId) throw badRequest('请选择上级菜单');
  if (out.url) checkUrl(out.url);
  if (out.component && (!COMPONENT.test(out.component) || out.component.includes('..'))) {
    throw badRequest('前端组件格式不正确');
  }
  if (out.componentName && !COMPONENT_NAME.test(out.componentName)) throw badRequest('组件名称格式不正确');
  if (out.redirect && (hasControl(out.redirect) || /[\s<>`\\]/.test(out.redirect))) {
    throw badRequest('默认跳转地址格式不正确');
  }
  if (out.icon && !ICON.test(out.icon)) throw badRequest('菜单图标格式不正确');
  if (out.perms && !PERMS.test(out.perms)) throw badRequest('授权标识格式不正确');
  if (out.description && hasControl(out.description.replace(/[\r\n\t]/g, ''))) {
    throw badRequest('描述格式不正确');
  }
  return out;
}
