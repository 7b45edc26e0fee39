import type { Kysely } from 'kysely';
import { formatDateTime } from '../../core/time.js';
import { stableId } from '../../db/seed/ids.js';
import { PUBLIC_ENTITIES } from '../public/delivery-service.js';
import { DEFAULT_TEMPLATES } from './default-templates.js';
import { STANDALONE_PAGES } from './module-templates/index.js';

/**
 * 模板管理 shows the built-in templates as rows of each site: editing one is editing the site's template. A row keeps
 * the built-in's id (`builtInTemplateId`) and, while nobody edited it (no update time), follows the built-in text
 * when a new version of the server changes it; deleting it gives the site the built-in again.
 */
export const BUILT_IN_NOTE = '内置模板：未修改时随系统升级更新，删除后使用内置版本';

/** Names and types (dictionary site_template_type) of the built-ins that are not a module's list, detail or page. */
const OWN: Readonly<Record<string, [name: string, type: string]>> = {
  layout: ['页面布局', 'layout'],
  home: ['首页', 'home'],
  list: ['通用列表页', 'list'],
  detail: ['通用详情页', 'detail'],
  page: ['通用单页', 'page'],
  error: ['错误页', 'page'],
  form: ['互动表单页', 'page'],
  subscribe: ['邮件订阅页', 'page'],
  'subscribe-link': ['订阅入口', 'partial'],
  support: ['服务支持页', 'page'],
};

const KINDS: Readonly<Record<string, [suffix: string, type: string]>> = {
  list: ['列表页', 'list'],
  detail: ['详情页', 'detail'],
  page: ['页', 'page'],
};

/** Name and type of a built-in template code (`<module>-list` is the module's list page …). */
function describe(code: string): [name: string, type: string] {
  if (OWN[code]) return OWN[code];
  const at = code.lastIndexOf('-');
  const [path, kind] = [code.slice(0, at), code.slice(at + 1)];
  const title = PUBLIC_ENTITIES.get(path)?.title ?? STANDALONE_PAGES[path];
  const [suffix, type] = KINDS[kind] ?? ['', 'partial'];
  return title ? [`${title}${suffix}`, type] : [code, type];
}

export interface BuiltInTemplate {
  code: string;
  name: string;
  type: string;
  source: string;
}

/** The built-in templates as rows, in a stable order (the generic pages first). */
export const BUILT_IN_TEMPLATES: readonly BuiltInTemplate[] = Object.keys(DEFAULT_TEMPLATES)
  .sort((a, b) => Number(!OWN[a]) - Number(!OWN[b]) || a.localeCompare(b))
  .map((code) => {
    const [name, type] = describe(code);
    return { code, name, type, source: DEFAULT_TEMPLATES[code] };
  });

/** The id of a site's row of a built-in template (the same on every start, on every server). */
export const builtInTemplateId = (siteId: string, code: string): string => stableId(`template:${siteId}:${code}`);

/** The seed key recording that a site got the row of a built-in (deleted since, it is not added again). */
export const builtInTemplateKey = (siteId: string, code: string): string => `template:${siteId}:${code}`;

/**
 * Adds the rows of the built-ins `codes` (default: all) to a site and records them as given: a new site gets them
 * in its creating transaction, every site gets those a new server version brings (the seed). A code the site
 * already has a template of keeps it.
 */
export async function addBuiltInTemplates(
  // biome-ignore lint/suspicious/noExplicitAny: 模板管理's table belongs to the entity engine, outside the typed schema
  db: Kysely<any>,
  siteId: string,
  by: { username: string; nowMs?: number },
  codes?: ReadonlySet<string>,
): Promise<void> {
  const nowMs = by.nowMs ?? Date.now();
  const wanted = BUILT_IN_TEMPLATES.filter((t) => !codes || codes.has(t.code));
  if (!wanted.length) return;
  const have = await db
    .selectFrom('cms_template')
    .select('code')
    .where('site_id', '=', siteId)
    .where(
      'code',
      'in',
      wanted.map((t) => t.code),
    )
    .execute();
  const taken = new Set(have.map((r) => r.code));
  const rows = wanted.filter((t) => !taken.has(t.code));
  if (rows.length) {
    await db
      .insertInto('cms_template')
      .values(
        rows.map((t, i) => ({
          id: builtInTemplateId(siteId, t.code),
          ...{ code: t.code, name: t.name, type: t.type, source: t.source, description: BUILT_IN_NOTE },
          // A second apart, newest first: the list (newest first) shows them in the built-ins' order.
          ...{ site_id: siteId, create_by: by.username, create_time: formatDateTime(new Date(nowMs - i * 1000)) },
        })),
      )
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  await db
    .insertInto('sys_seed_key')
    .values(
      wanted.map((t) => ({ key: builtInTemplateKey(siteId, t.code), create_time: formatDateTime(new Date(nowMs)) })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}
