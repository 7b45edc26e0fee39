import { PassThrough } from 'node:stream';
import type { EntityDef } from '@yunzhan/common/entities/index';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { dynamic } from '../../db/index.js';
import type { SessionContext } from '../auth/session.js';
import { ApiError } from '../errors.js';
import {
  DEFAULT_IMPORT_LIMITS,
  importAllSuccessMessage,
  importErrorReport,
  importResultMessage,
  readEntityRows,
  writeEntityXlsx,
} from '../excel/index.js';
import type { FileStorage } from '../files/storage.js';
import type { Condition, ListQuery } from '../query/index.js';
import { ok } from '../result.js';
import { type Access, route } from '../route.js';
import { originOf } from '../unit-of-work.js';
import { referencingActor } from './actor.js';
import type { CrudDeps, CrudOptions } from './contracts.js';
import { tableDictCodes, tableDictTexts } from './dict-text.js';
import { engineImporter, writeImportRows } from './import.js';
import { OPERATE } from './oplog.js';
import { addRefText } from './refs.js';
import type { Actor, EntityStore, ListScope, Row } from './store.js';

export interface ExcelContext {
  entity: EntityDef;
  store: EntityStore;
  deps: CrudDeps & { files: FileStorage };
  opts: CrudOptions;
  sessionFor(req: FastifyRequest): SessionContext;
  listQuery(req: FastifyRequest, s: SessionContext): Promise<{ query: ListQuery; scope: ListScope; actor: Actor }>;
}

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * value → text maps of the entity's dictionary fields; table dictionaries and references (read in the actor's
 * site) filled as rows stream by.
 */
async function exportTexts(x: ExcelContext, actor: Actor) {
  const refs = x.entity.columnFields.filter((n) => x.entity.fields[n].kind === 'ref');
  const maps = new Map<string, Map<string, string>>(refs.map((n) => [n, new Map()]));
  for (const name of x.entity.dictFields) {
    const f = x.entity.field(name);
    if (f?.kind === 'dict') maps.set(name, new Map(await x.deps.dicts.textsOf(f.dictCode)));
    if (f?.kind === 'tableDict') maps.set(name, new Map());
  }
  async function* withTableTexts(rows: AsyncIterable<Row>): AsyncGenerator<Row> {
    let chunk: Row[] = [];
    const flush = async () => {
      for (const name of x.entity.dictFields) {
        const f = x.entity.field(name);
        if (f?.kind !== 'tableDict') continue;
        const codes = chunk.flatMap((r) => (r[name] == null ? [] : String(r[name]).split(',')));
        for (const [c, t] of await tableDictTexts(x.deps.db, f.dictTable, codes, actor.siteId))
          maps.get(name)?.set(c, t);
      }
      await addRefText(x.deps.stores, x.entity, actor, chunk);
      await x.opts.exportMore?.fill(chunk, actor);
      for (const name of refs) {
        for (const r of chunk)
          if (r[`${name}_dictText`]) maps.get(name)?.set(String(r[name]), String(r[`${name}_dictText`]));
      }
      const out = chunk;
      chunk = [];
      return out;
    };
    for await (const r of rows) {
      chunk.push(r);
      if (chunk.length >= 1000) yield* await flush();
    }
    yield* await flush();
  }
  const dictText = (field: string, value: unknown) => {
    const m = maps.get(field);
    return m && value != null ? m.get(String(value)) : undefined;
  };
  return { dictText, withTableTexts };
}

/** text → value maps for import: dictionaries and (registered) table dictionaries of the entity. */
async function importValues(x: ExcelContext, siteId: string | null) {
  const maps = new Map<string, Map<string, string>>();
  for (const name of x.entity.dictFields) {
    const f = x.entity.field(name);
    if (f?.kind === 'dict') {
      const texts = await x.deps.dicts.textsOf(f.dictCode);
      maps.set(name, new Map([...(texts ?? [])].map(([v, t]) => [t, v])));
    } else if (f?.kind === 'tableDict') {
      maps.set(name, await tableDictCodes(dynamic(x.deps.db), f.dictTable, siteId));
    }
  }
  return (field: string, text: string) => maps.get(field)?.get(text);
}

async function* mapRows(rows: AsyncIterable<Row>, map: (row: Row) => Row): AsyncGenerator<Row> {
  for await (const row of rows) yield map(row);
}

/** `exportXls` and `importExcel` of an entity (contract §5.1, §5.4). */
export function mountExcel(
  app: FastifyInstance,
  x: ExcelContext,
  access: { export: Access; import: Access },
  mountImport: boolean,
) {
  const { entity, store, deps } = x;

  route(app, {
    method: 'GET',
    url: `${entity.apiBase}/exportXls`,
    access: access.export,
    handler: async ({ req, reply }) => {
      const s = x.sessionFor(req);
      const { query, scope, actor } = await x.listQuery(req, s);
      const selections = String((req.query as Record<string, unknown>).selections ?? '')
        .split(',')
        .filter(Boolean);
      const picked: Condition[] = selections.length ? [{ type: 'in', field: 'id', values: selections }] : [];
      const { dictText, withTableTexts } = await exportTexts(x, actor);
      const all = store.all(actor, { ...query, conditions: [...query.conditions, ...picked] }, scope);
      const rows = withTableTexts(x.opts.exportRow ? mapRows(all, await x.opts.exportRow(s)) : all);
      await deps.uow.log(originOf(req, s, entity.apiBase), entity, OPERATE.export);
      const out = new PassThrough();
      const more = x.opts.exportMore?.columns;
      const columns = more && [...Object.keys(entity.fields).filter((n) => entity.fields[n].list), ...more];
      writeEntityXlsx({ entity, rows, exporter: s.realname ?? s.username, dictText, columns }, out).catch((err) => {
        req.log.error({ err }, 'export failed');
        out.destroy(err);
      });
      const name = encodeURIComponent(`${entity.title}.xlsx`);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="export.xlsx"; filename*=UTF-8''${name}`)
        .header('cache-control', 'no-store')
        .send(out);
    },
  });

  if (!mountImport) return;
  route(app, {
    method: 'POST',
    url: `${entity.apiBase}/importExcel`,
    access: access.import,
    bodyLimit: DEFAULT_IMPORT_LIMITS.maxFileBytes + 1024 * 1024,
    handler: async ({ req, reply }) => {
      const s = x.sessionFor(req);
      const file = req.isMultipart()
        ? await req.file({ limits: { fileSize: DEFAULT_IMPORT_LIMITS.maxFileBytes, files: 1 } })
        : undefined;
      if (!file) throw new ApiError('请选择要导入的文件');
      const buffer = await file.toBuffer();
      if (file.file.truncated) throw new ApiError('导入文件过大');
      const importer = x.opts.importer ?? engineImporter(store, x.deps.stores, x.opts);
      const parsed = await readEntityRows({
        entity,
        file: buffer,
        fileName: file.filename,
        dictValue: await importValues(x, s.siteId),
        extraColumns: importer.columns,
      });
      const dictSets = await deps.dicts.valueSets();
      // References in the file name rows the importer sees (its data rules on the referenced menus).
      const actor: Actor = await referencingActor(x.deps, s, entity);
      const origin = originOf(req, s, entity.apiBase);
      const { imported, errors, note } = await deps.uow.run(origin, async ({ trx, log }) => {
        const writer = await importer.begin({ session: s, actor, trx, store, rows: parsed.rows });
        const written = await writeImportRows(entity, parsed.rows, writer, dictSets);
        const note = await writer.finish?.();
        await log(entity, OPERATE.import, undefined, `共${parsed.totalCount}行，导入${written.imported}行`);
        return { ...written, errors: [...parsed.errors, ...written.errors], note };
      });
      reply.header('cache-control', 'no-store');
      const extra = note?.message ?? '';
      if (!errors.length) return ok(note?.result ?? null, importAllSuccessMessage(parsed.totalCount) + extra);
      const key = deps.files.newKey('import', 'txt');
      await deps.files.write(key, importErrorReport(errors));
      return reply.send({
        success: true,
        code: 201,
        message: '文件导入成功，但有错误。',
        result: {
          totalCount: parsed.totalCount,
          errorCount: errors.length,
          successCount: imported,
          msg: importResultMessage(parsed.totalCount, imported, errors.length) + extra,
          fileUrl: `/sys/common/static/${key}`,
          fileName: `${entity.title}导入错误.txt`,
          ...note?.result,
        },
        timestamp: Date.now(),
      });
    },
  });
}
