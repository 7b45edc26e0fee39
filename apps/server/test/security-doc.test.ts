import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { EntityDef } from '@yunzhan/common/entities/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNERS } from '../src/core/crud/owners.js';
import { API, createTestApp, type TestApp } from './helpers.js';

/**
 * `docs/security/by-id-routes.md` stays true: its generated table is exactly the engine's routes that name a row
 * by id (with the rule derived from the entity: site, the data rules of its menu, its owner), every other route of
 * the server is named in its hand-written part, and it names no route that does not exist.
 * `UPDATE_SECURITY_DOC=1 npx vitest run apps/server/test/security-doc.test.ts` rewrites the generated table.
 */
const DOC = join(import.meta.dirname, '..', '..', '..', 'docs', 'security', 'by-id-routes.md');
const START = '<!-- generated: engine by-id routes (security-doc.test.ts) -->';
const END = '<!-- end of generated table -->';

/** The engine's endpoints that name rows by id (`ids`, `pid`, `selections`), besides an entity's actions. */
const BY_ID = new Set([
  'queryById',
  'edit',
  'delete',
  'deleteBatch',
  'versions',
  'restoreVersion',
  'previewData',
  'preview',
  'previewTicket',
  'recycleBin',
  'putRecycleBin',
  'deleteRecycleBin',
  'childList',
  'move',
  'exportXls',
  'submitReview',
  'reviewState',
]);
/** The engine's endpoints that name no row. */
const UNNAMED = new Set(['list', 'add', 'importExcel']);
const RECYCLE = new Set(['recycleBin', 'putRecycleBin', 'deleteRecycleBin']);
const METHOD = /`((?:GET|POST|PUT|PATCH|DELETE)(?:\+(?:GET|POST|PUT|PATCH|DELETE))*) (\/[^`\s]*)`/g;

interface Route {
  method: string;
  url: string;
  access: string;
}

const accessText = (a: unknown) =>
  typeof a === 'object' && a ? `\`${(a as { permission: string }).permission}\`` : String(a);
/** The entity (registered or replaced by a module) whose endpoint a route is, and the endpoint's name. */
function endpointOf(url: string): { entity: EntityDef; name: string } | undefined {
  if (!url.startsWith(API)) return undefined;
  const path = url.slice(API.length);
  const at = path.lastIndexOf('/');
  const [base, name] = [path.slice(0, at), path.slice(at + 1)];
  const entity = ENTITIES.find((e) => e.apiBase === base && !e.embedded);
  return entity && { entity, name };
}

describe('docs/security/by-id-routes.md', () => {
  let t: TestApp;
  let routes: Route[];
  /** Menu name of each permission prefix (the menu holding its list button). */
  const menus = new Map<string, string>();

  beforeAll(async () => {
    t = await createTestApp();
    routes = t.routes
      .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && !r.webFile)
      .map((r) => ({ method: String(r.method), url: r.url, access: accessText(r.access) }));
    const rows = await t.ctx.db
      .selectFrom('sysPermission as b')
      .innerJoin('sysPermission as m', 'm.id', 'b.parentId')
      .select(['b.perms', 'm.name'])
      .where('b.perms', 'like', '%:list')
      .execute();
    for (const r of rows) menus.set(String(r.perms).slice(0, -':list'.length), r.name);
  });
  afterAll(() => t.close());

  const rulesOf = (entity: EntityDef) => {
    const menu = menus.get(entity.permPrefix);
    return menu ? `data rules of ${menu}` : 'no menu: no data rules';
  };

  /** The rule that guards an engine endpoint naming rows by id. */
  const ruleOf = (entity: EntityDef, name: string) => {
    const scope = entity.scope === 'global' ? (entity.tenantMembers ? 'tenant members + ' : '') : `${entity.scope} + `;
    const parts = [`${scope}${rulesOf(entity)}`];
    const owner = OWNERS.get(entity.name);
    if (owner) parts.push(`only with its ${owner.owner.title} (${rulesOf(owner.owner)})`);
    if (RECYCLE.has(name)) parts.push('deleted rows');
    return parts.join('; ');
  };

  const engineRoutes = () =>
    routes
      .flatMap((r) => {
        const e = endpointOf(r.url);
        if (!e || !(BY_ID.has(e.name) || Object.hasOwn(e.entity.actions, e.name))) return [];
        return [{ ...r, rule: ruleOf(e.entity, e.name) }];
      })
      .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));

  const generated = () =>
    [
      '| Method | URL | Permission | Rule |',
      '|---|---|---|---|',
      ...engineRoutes().map((r) => `| ${r.method} | \`${r.url.slice(API.length)}\` | ${r.access} | ${r.rule} |`),
    ].join('\n');

  it('has the generated table of the engine routes (UPDATE_SECURITY_DOC=1 rewrites it)', () => {
    const doc = readFileSync(DOC, 'utf8');
    const [head, rest] = doc.split(START);
    expect(rest, `the doc lacks the marker ${START}`).toBeDefined();
    const [, tail] = rest.split(END);
    expect(tail, `the doc lacks the marker ${END}`).toBeDefined();
    const fresh = `${head}${START}\n${generated()}\n${END}${tail}`;
    if (process.env.UPDATE_SECURITY_DOC === '1' && doc !== fresh) writeFileSync(DOC, fresh);
    else expect(doc, 'the generated table is stale: run with UPDATE_SECURITY_DOC=1').toBe(fresh);
  });

  it('names every other route of the server in its hand-written part, and no route that does not exist', () => {
    const doc = readFileSync(DOC, 'utf8');
    const written = doc.slice(0, doc.indexOf(START)) + doc.slice(doc.indexOf(END));
    const named = new Set<string>();
    for (const [, methods, path] of written.matchAll(METHOD)) {
      for (const m of methods.split('+')) named.add(`${m} ${path}`);
    }
    const key = (r: Route) => `${r.method} ${r.url.startsWith(API) ? r.url.slice(API.length) : r.url}`;
    const exists = new Set(routes.map(key));
    expect(
      [...named].filter((n) => !exists.has(n)),
      'routes the doc names that do not exist',
    ).toEqual([]);
    const engine = (r: Route) => {
      const e = endpointOf(r.url);
      return !!e && (BY_ID.has(e.name) || UNNAMED.has(e.name) || Object.hasOwn(e.entity.actions, e.name));
    };
    const missing = routes.filter((r) => !engine(r) && !named.has(key(r))).map(key);
    expect(missing, 'routes the doc does not name').toEqual([]);
  });
});
