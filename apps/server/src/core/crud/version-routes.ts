import { z } from 'zod';
import { ApiError } from '../errors.js';
import { type Language, languageOf } from '../language.js';
import { ok } from '../result.js';
import { route } from '../route.js';
import type { EntityRoutes } from './contracts.js';
import { addDictText } from './dict-text.js';
import { readInput } from './input.js';
import { OPERATE } from './oplog.js';
import { isPublishable, publicView } from './publishing.js';
import { addRefText } from './refs.js';
import type { Actor, Row } from './store.js';
import { type VersionEntry, versionSnapshot, versionsOf } from './versions.js';

/** The publishing state (and its time) changes through 发布 / 下线, not through a restore. */
const PUBLISHING = ['status', 'publishTime'];

const id = z.string({ error: '参数id不能为空' }).min(1, '参数id不能为空').max(64);

/**
 * Version history of a versioned entity: `GET <apiBase>/versions?id=` (guarded by `<permPrefix>:versions`) lists
 * a row's versions with their field-level diff; `PUT <apiBase>/restoreVersion` `{id, versionId}` (guarded by
 * `<permPrefix>:restoreVersion`) writes that version's fields back as a new edit, itself a new version. The
 * publishing state and time are not restored.
 */
/** Adds the texts of dictionary and reference values (草稿, a menu's name) to the changes, as lists show them. */
async function withTexts(r: EntityRoutes, actor: Actor, versions: VersionEntry[], language: Language) {
  const changes = versions.flatMap((v) => v.changes);
  const rows: Row[] = changes.flatMap((c) => [{ [c.field]: c.before }, { [c.field]: c.after }]);
  await addDictText(r.entity, rows, r.deps.dicts.in(language), r.deps.db, actor.siteId);
  await addRefText(r.deps.stores, r.entity, actor, rows);
  const text = (row: Row, field: string) => {
    const t = row[`${field}_dictText`];
    return typeof t === 'string' && t !== '' && t !== String(row[field]) ? t : undefined;
  };
  let i = 0;
  return versions.map((v) => ({
    ...v,
    changes: v.changes.map((c) => {
      const [before, after] = [rows[i++], rows[i++]];
      return { ...c, beforeText: text(before, c.field), afterText: text(after, c.field) };
    }),
  }));
}

export function mountVersions(r: EntityRoutes): void {
  const base = r.entity.apiBase;
  const inScope = async (actor: Actor, rowId: string) => {
    const row = await r.store.get(actor, rowId);
    if (!row) throw new ApiError('未找到对应实体');
    return row;
  };

  route(r.app, {
    method: 'GET',
    url: `${base}/versions`,
    access: r.code('versions'),
    query: z.object({ id }),
    handler: async ({ req, query }) => {
      const actor = await r.actor(r.sessionFor(req));
      await inScope(actor, query.id);
      return ok(await withTexts(r, actor, await versionsOf(r.deps.db, r.entity, query.id), languageOf(req)));
    },
  });

  route(r.app, {
    method: ['PUT', 'POST'],
    url: `${base}/restoreVersion`,
    access: r.code('restoreVersion'),
    body: z.object({ id, versionId: z.string({ error: '参数versionId不能为空' }).min(1).max(64) }),
    handler: async ({ req, body }) => {
      const s = r.sessionFor(req);
      const actor = await r.actor(s);
      await inScope(actor, body.id);
      const found = await versionSnapshot(r.deps.db, r.entity, body.id, body.versionId);
      if (!found) throw new ApiError('版本不存在');
      const content = Object.entries(found.values).filter(([name]) => !PUBLISHING.includes(name));
      const values = readInput(r.entity, Object.fromEntries(content), 'edit', await r.deps.dicts.valueSets());
      for (const [name, value] of Object.entries(values)) {
        const field = r.entity.fields[name];
        if (field?.unique && value !== null && (await r.store.taken(actor, name, value, body.id))) {
          throw new ApiError(`${field.label}已存在，不能恢复此版本`);
        }
      }
      await r.write(req, s, async ({ trx, log }) => {
        const before = await r.store.get(actor, body.id, trx);
        if (!before) throw new ApiError('未找到对应实体');
        // A restore is an edit: the module's checks and derived values apply (e.g. a file's recorded size).
        await r.opts.beforeWrite?.({ mode: 'edit', id: body.id, values, before, body: { ...values }, session: s, trx });
        await r.store.update(trx, actor, body.id, values);
        await log(
          r.entity,
          OPERATE.edit,
          [{ id: body.id, before, after: { ...before, ...values } }],
          `恢复版本${found.version}`,
        );
      });
      return ok(null, `已恢复到版本${found.version}`);
    },
  });
}

/**
 * `GET <apiBase>/preview?id=` (guarded by `<permPrefix>:list`): a row of published content as the public would
 * see it, draft or not, with whether it is public now and whether a future publish time holds it back.
 */
export function mountPreview(r: EntityRoutes): void {
  if (!isPublishable(r.entity)) return;
  route(r.app, {
    method: 'GET',
    url: `${r.entity.apiBase}/previewData`,
    access: r.code('list'),
    query: z.object({ id }),
    handler: async ({ req, query, reply }) => {
      const actor = await r.actor(r.sessionFor(req));
      const row = await r.store.get(actor, query.id);
      if (!row) throw new ApiError('未找到对应实体');
      await r.addTexts([row], actor);
      reply.header('cache-control', 'no-store');
      return ok(publicView(r.entity, row));
    },
  });
}
