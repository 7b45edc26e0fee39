import { ENTITIES, registryProblems } from '@yunzhan/common/entities/registry';
import { IMPLEMENTED_PAGES } from '@yunzhan/common/menu/pages';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tableSpecs } from '../src/db/schema/derive.js';
import { diffSchema, type Snapshot } from '../src/db/schema/diff.js';
import snapshot from '../src/db/schema/snapshot.json' with { type: 'json' };
import { typeClass } from '../src/db/schema/spec.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';
import { multipart } from './multipart.js';
import { FormValues } from './round-trip/form-values.js';
import { FORMS } from './round-trip/forms.js';
import { roundTrip } from './round-trip/round-trip.js';
import type { Client } from './round-trip/types.js';

/**
 * Buttons that only show or hide something in the web app, their routes being open to every signed-in user:
 * the header's own-password change and the dictionary screen's 刷新缓存 (the header's 清理缓存 does the same); and
 * rights a service checks on the rows it answers rather than a route (维修申请's full phone numbers), or a socket's
 * handshake (the editable-table demo's real-time page).
 */
const UI_ONLY_BUTTONS = ['sysUser:password', 'system:dict:refresh', 'cms:repair:unmask', 'demo:editableTable:list'];

/** The registry drives routes, tables and permissions: these checks keep the three from drifting apart. */
describe('entity registry', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is consistent: unique names and tables, known references, embedded lines', () => {
    expect(registryProblems()).toEqual([]);
  });

  it('has a committed migration for every schema change (npm run db:generate)', () => {
    const { steps, problems } = diffSchema(snapshot as Snapshot, ENTITIES.flatMap(tableSpecs));
    expect(problems).toEqual([]);
    expect(steps, 'schemas changed without a generated migration: run npm run db:generate').toEqual([]);
  });

  it('matches the live database: columns, their types and the generated indexes', async () => {
    const tables = new Map((await t.ctx.db.introspection.getTables()).map((x) => [x.name, x]));
    const drift: string[] = [];
    for (const spec of ENTITIES.flatMap(tableSpecs)) {
      const live = tables.get(spec.table);
      if (!live) {
        drift.push(`${spec.table}: missing`);
        continue;
      }
      const columns = new Map(live.columns.map((c) => [c.name, c]));
      for (const c of spec.columns) {
        const col = columns.get(c.name);
        if (!col) drift.push(`${spec.table}.${c.name}: missing`);
        else if (typeClass(col.dataType) !== typeClass(c.type)) drift.push(`${spec.table}.${c.name}: ${col.dataType}`);
      }
      const managed = (snapshot as Snapshot).tables[spec.table]?.managed;
      if (!managed) continue;
      for (const name of columns.keys()) {
        if (!spec.columns.some((c) => c.name === name)) drift.push(`${spec.table}.${name}: not in the schema`);
      }
      const indexes = new Set(await indexNames(t, spec.table));
      for (const i of spec.indexes) if (!indexes.has(i.name)) drift.push(`${spec.table}: index ${i.name} missing`);
    }
    expect(drift).toEqual([]);
  });

  it('mounts every entity that is not embedded, once', () => {
    const lists = new Set(t.routes.filter((r) => r.method === 'GET').map((r) => r.url));
    for (const e of ENTITIES) expect(lists.has(`${API}${e.apiBase}/list`), e.name).toBe(!e.embedded);
  });

  it('guards every route with a seeded permission code, and every button of a page is used by a route', async () => {
    const rows = await t.ctx.db
      .selectFrom('sysPermission as b')
      .innerJoin('sysPermission as m', 'm.id', 'b.parentId')
      .select(['b.perms', 'm.component'])
      .where('b.menuType', '=', 2)
      .where('b.delFlag', '=', 0)
      .execute();
    const seeded = new Set(rows.map((r) => r.perms));
    const used = new Set(t.routes.flatMap((r) => (typeof r.access === 'object' ? [r.access.permission] : [])));
    expect([...used].filter((code) => !seeded.has(code)).sort()).toEqual([]);
    const pages = new Set(IMPLEMENTED_PAGES);
    const unused = rows
      .filter(
        (r) =>
          r.component && pages.has(r.component) && r.perms && !used.has(r.perms) && !UI_ONLY_BUTTONS.includes(r.perms),
      )
      .map((r) => r.perms);
    expect(unused.sort()).toEqual([]);
  });

  it('has a menu for every entity page, whose buttons carry the entity permission prefix', async () => {
    const menus = await t.ctx.db
      .selectFrom('sysPermission as m')
      .leftJoin('sysPermission as b', (j) => j.onRef('b.parentId', '=', 'm.id').on('b.menuType', '=', 2))
      .select(['m.component', 'b.perms'])
      .where('m.menuType', '!=', 2)
      .execute();
    for (const e of ENTITIES.filter((x) => x.page)) {
      const codes = menus.filter((m) => m.component === e.page).map((m) => m.perms);
      expect(codes, `menu of ${e.page}`).toContain(e.perm('list'));
    }
  });

  /**
   * Every entity with a page through the calls its form makes, with a valid value in every field (links, lines,
   * references, files, cron, area, dates …): the form's rules and duplicate checks, add, read back, edit every
   * field, read back, and its list by each search field. Exceptions are listed in `round-trip/forms.ts` with why.
   */
  describe('round trip of every entity through its form', () => {
    let values: FormValues;
    let client: Client;
    beforeAll(async () => {
      const token = await login(t, 'admin');
      client = {
        call: (method, path, body) => call(t, method, `${API}${path}`, { token, body }),
        async upload(biz, name, data) {
          const m = multipart({ name, data }, { biz });
          const res = await t.app.inject({
            method: 'POST',
            url: `${API}/sys/common/upload`,
            payload: m.payload,
            headers: { ...m.headers, 'x-access-token': token },
          });
          if (!res.json().success) throw new Error(`upload ${name} to ${biz}: ${res.body}`);
          return res.json().message as string;
        },
      };
      values = new FormValues(client);
    });

    it('names its exceptions among the registered entities with a page of their own', () => {
      const named = new Set(ENTITIES.filter((e) => !e.embedded).map((e) => e.name));
      expect(Object.keys(FORMS).filter((name) => !named.has(name))).toEqual([]);
    });

    it.each(ENTITIES.filter((e) => !e.embedded && !FORMS[e.name]?.skip).map((e) => [e.name, e] as const))(
      '%s',
      async (_name, entity) => {
        await roundTrip(client, values, entity);
      },
    );
  });

  it('derives typed permission codes from the schema', () => {
    const ad = ENTITIES.find((e) => e.name === 'cms.ad');
    expect(ad?.perm('publish')).toBe('cms:ad:publish');
    expect(ad?.perm('list')).toBe('cms:ad:list');
  });
});

async function indexNames(t: TestApp, table: string): Promise<string[]> {
  const rows =
    t.ctx.dialect === 'sqlite'
      ? await sql<{
          name: string;
        }>`select name from sqlite_master where type = 'index' and tbl_name = ${table}`.execute(t.ctx.db)
      : await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = ${table}`.execute(
          t.ctx.db,
        );
  return rows.rows.map((r) => r.name);
}
