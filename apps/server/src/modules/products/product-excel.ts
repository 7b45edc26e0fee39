import {
  cmsProduct,
  cmsProductAttrValue,
  cmsProductSpec,
  cmsProductType,
} from '@yunzhan/common/entities/products/index';
import {
  type AttributeDef,
  attributeValueProblem,
  formatAttrText,
  formatSpecText,
  parseAttrText,
  parseSpecText,
} from '@yunzhan/common/products/attribute-values';
import type { ExportMore, Importer, Values } from '../../core/crud/contracts.js';
import { alreadyExists } from '../../core/crud/import.js';
import { resolveRefs } from '../../core/crud/refs.js';
import type { Actor, AnyDb, Row } from '../../core/crud/store.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { ApiError } from '../../core/errors.js';
import type { Catalogue } from './catalogue.js';
import { fittingsColumn } from './fittings-column.js';

/**
 * Products queued before their rows are written with multi-row statements. Each batch drops and re-creates the
 * n-gram insert trigger (`insertIndexed`), a schema change after which SQLite prepares the connection's statements
 * again: 2 000 imported 10 000 products 10-20 % faster than 500 (measured), 5 000 no faster than 2 000.
 */
const BATCH = 2000;

interface Pending {
  product: Values;
  attrs: Values[];
  specs: Values[];
  fittings: string[];
}

/** The attributes of each type, read once per request. */
function attributeCache(catalogue: Catalogue, actor: Actor, db?: AnyDb) {
  const cache = new Map<string, Promise<AttributeDef[]>>();
  return (typeId: string) => {
    let attrs = cache.get(typeId);
    if (!attrs) {
      attrs = catalogue.attributes(actor, typeId, db);
      cache.set(typeId, attrs);
    }
    return attrs;
  };
}

/**
 * A type named by id, name or code in the actor's site, looked up once per text. The 产品类型 column holds a name
 * (as exported) or an id; a 类型编码 column fills the same field with the type's code.
 */
function typeResolver(stores: EntityStores, actor: Actor, db: AnyDb) {
  const cache = new Map<string, Promise<string>>();
  const byCode = async (text: string, notFound: unknown) => {
    const found = await stores.of(cmsProductType).where(actor, 'code', [text], db);
    if (found.length !== 1) throw notFound;
    return String(found[0].id);
  };
  return (text: string) => {
    let id = cache.get(text);
    if (!id) {
      const values: Values = { typeId: text };
      id = resolveRefs(stores, cmsProduct, actor, values, db).then(
        () => String(values.typeId),
        (e) => byCode(text, e),
      );
      cache.set(text, id);
    }
    return id;
  };
}

/**
 * Excel of products with their attribute values (`名称=值` lines), specification rows (`分组|名称|值|单位`
 * lines) and compatible fittings (model numbers, one a line): the export adds the columns, the import reads them
 * back, checks each row like the form and writes in batches.
 */
export function productExcel(
  stores: EntityStores,
  catalogue: Catalogue,
  db: AnyDb,
): { exportMore: ExportMore; importer: Importer } {
  const values = stores.of(cmsProductAttrValue);
  const specs = stores.of(cmsProductSpec);
  const fittings = fittingsColumn(stores);
  const exportMore: ExportMore = {
    columns: ['summary', 'tags', 'attrValues', 'specs', 'fittings'],
    async fill(rows: Row[], actor: Actor) {
      const ids = rows.map((r) => String(r.id));
      const fittingModels = await fittings.exported(db, actor, ids);
      const attrsOf = attributeCache(catalogue, actor);
      const group = (lines: Row[]) => {
        const out = new Map<string, Row[]>();
        for (const l of lines) out.set(String(l.productId), [...(out.get(String(l.productId)) ?? []), l]);
        return out;
      };
      const attrRows = group(await values.where(actor, 'productId', ids));
      const specRows = group(await specs.where(actor, 'productId', ids));
      for (const r of rows) {
        r.fittings = fittingModels.get(String(r.id)) ?? '';
        const mine = (attrRows.get(String(r.id)) ?? []).map((v) => ({
          attributeId: String(v.attributeId),
          value: String(v.value),
        }));
        r.attrValues = formatAttrText(await attrsOf(String(r.typeId)), mine);
        r.specs = formatSpecText(
          (specRows.get(String(r.id)) ?? []).map((l) => ({
            groupName: String(l.groupName),
            name: String(l.name),
            value: (l.value as string | null) ?? null,
            unit: (l.unit as string | null) ?? null,
          })),
        );
      }
    },
  };

  const importer: Importer = {
    // A type's code instead of its name: the same field (the first of the two columns in the sheet counts).
    columns: { 类型编码: 'typeId', 产品类型编码: 'typeId' },
    async begin({ actor, trx, store, rows }) {
      const attrsOf = attributeCache(catalogue, actor, trx);
      const types = typeResolver(stores, actor, trx);
      const fittingsOf = await fittings.resolver(
        trx,
        actor,
        rows.map((r) => r.values.fittings),
      );
      // Which model numbers and slugs of the file exist already: one query per 500, not one per row.
      const taken = new Map<string, Set<string>>();
      for (const name of ['modelNo', 'slug']) {
        const wanted = [...new Set(rows.map((r) => r.values[name]).filter((v) => typeof v === 'string' && v))];
        const found = new Set<string>();
        for (let i = 0; i < wanted.length; i += 500) {
          for (const row of await store.where(actor, name, wanted.slice(i, i + 500), trx)) found.add(String(row[name]));
        }
        taken.set(name, found);
      }
      let pending: Pending[] = [];
      const flush = async () => {
        const ids = await store.insertMany(
          trx,
          actor,
          pending.map((p) => p.product),
        );
        // The lines are this import's own objects: they take their product's id in place.
        for (const [i, p] of pending.entries()) for (const line of [...p.attrs, ...p.specs]) line.productId = ids[i];
        const attrs = pending.flatMap((p) => p.attrs);
        const rows = pending.flatMap((p) => p.specs);
        if (attrs.length) await values.insertMany(trx, actor, attrs);
        if (rows.length) await specs.insertMany(trx, actor, rows);
        await fittings.write(
          trx,
          pending.map((p, i) => ({ id: ids[i], fittings: p.fittings })),
        );
        pending = [];
      };
      return {
        async write({ values: product, cells }) {
          const { attrValues: _a, specs: _s, status: _status, publishTime: _t, ...own } = product;
          own.typeId = await types(String(own.typeId ?? ''));
          for (const name of ['modelNo', 'slug'] as const) {
            if (own[name] && taken.get(name)?.has(String(own[name])))
              throw alreadyExists(cmsProduct.fields[name].label);
          }
          const attributes = await attrsOf(String(own.typeId));
          let attrs: ReturnType<typeof parseAttrText>;
          let specRows: ReturnType<typeof parseSpecText>;
          try {
            attrs = parseAttrText(attributes, String(cells.attrValues ?? ''));
            specRows = parseSpecText(String(cells.specs ?? ''));
          } catch (e) {
            throw new ApiError(e instanceof Error ? e.message : String(e));
          }
          const problem = attributeValueProblem(attributes, attrs);
          if (problem) throw new ApiError(problem);
          const linked = fittingsOf(cells.fittings);
          pending.push({
            product: own,
            attrs: attrs.map((a) => ({ attributeId: a.attributeId, value: a.value })),
            specs: specRows.map((r) => ({ ...r })),
            fittings: linked,
          });
          if (pending.length >= BATCH) await flush();
        },
        async finish() {
          if (pending.length) await flush();
          return undefined;
        },
      };
    },
  };
  return { exportMore, importer };
}
