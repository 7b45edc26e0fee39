import type { LinksField } from '@yunzhan/common/entities/index';
import { cmsFitting, cmsProduct } from '@yunzhan/common/entities/products/index';
import { BulkInsert } from '../../core/crud/bulk-insert.js';
import { linkPairs, sides } from '../../core/crud/links.js';
import type { Actor, AnyDb } from '../../core/crud/store.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { ApiError } from '../../core/errors.js';
import { newId } from '../../core/time.js';

const FIELD = cmsProduct.fields.fittings as LinksField;
/** The link table the fitting's 适用产品 and the product's 兼容配件 share, seen from the product. */
const SIDES = sides(cmsProduct, 'fittings');
/** Ids (or texts) per `in (…)` look-up. */
const CHUNK = 500;

/** The fittings a cell names: one a line (or separated by commas). */
export const fittingTexts = (cell: unknown): string[] => [
  ...new Set(
    String(cell ?? '')
      .split(/\r?\n|[,，]/)
      .map((t) => t.trim())
      .filter(Boolean),
  ),
];

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

/**
 * The 兼容配件 column of the product Excel: the export writes each product's fittings by model number (unique in
 * a site), one a line; the import reads model numbers, or the name of exactly one fitting, in the actor's site
 * (another site's fitting is unknown there), and writes the links with the products.
 */
export function fittingsColumn(stores: EntityStores) {
  const fittings = stores.of(cmsFitting);
  const links = new BulkInsert(SIDES.table);

  /** The model numbers of the products' fittings in the actor's site, by product id. */
  async function exported(db: AnyDb, actor: Actor, productIds: readonly string[]): Promise<Map<string, string>> {
    // owner: the product, target: its fitting.
    const pairs = await linkPairs(db, cmsProduct, 'fittings', productIds);
    const models = new Map<string, string>();
    for (const ids of chunks([...new Set(pairs.map((p) => p.target))])) {
      for (const f of await fittings.getMany(actor, ids, db)) models.set(String(f.id), String(f.model));
    }
    const out = new Map<string, string[]>();
    for (const { owner: product, target: fitting } of pairs) {
      const model = models.get(fitting);
      if (model !== undefined) out.set(product, [...(out.get(product) ?? []), model]);
    }
    return new Map([...out].map(([id, list]) => [id, list.join('\n')]));
  }

  /**
   * The fitting ids of a cell, resolved against the fittings the file names (read once per import): a model
   * number, else a name only one fitting has. Throws the row's error for anything else.
   */
  async function resolver(trx: AnyDb, actor: Actor, cells: readonly unknown[]) {
    const texts = [...new Set(cells.flatMap(fittingTexts))];
    const byModel = new Map<string, string>();
    const byName = new Map<string, string[]>();
    for (const part of chunks(texts)) {
      for (const f of await fittings.where(actor, 'model', part, trx)) byModel.set(String(f.model), String(f.id));
      for (const f of await fittings.where(actor, 'name', part, trx)) {
        byName.set(String(f.name), [...(byName.get(String(f.name)) ?? []), String(f.id)]);
      }
    }
    return (cell: unknown): string[] => {
      const ids = fittingTexts(cell).map((text) => {
        const id = byModel.get(text) ?? byName.get(text)?.[0];
        if (!id) throw new ApiError(`${FIELD.label}「${text}」不存在`);
        if (!byModel.has(text) && (byName.get(text)?.length ?? 0) > 1) {
          throw new ApiError(`${FIELD.label}「${text}」有多个同名配件，请填写型号`);
        }
        return id;
      });
      const distinct = [...new Set(ids)];
      if (distinct.length > FIELD.maxLinks) {
        throw new ApiError(`${FIELD.label}最多${FIELD.maxLinks}个`);
      }
      return distinct;
    };
  }

  /** Links each new product to its fittings. */
  async function write(trx: AnyDb, products: readonly { id: string; fittings: readonly string[] }[]) {
    const rows = products.flatMap((p) => p.fittings.map((f) => [newId(), p.id, f]));
    if (rows.length) await links.run(trx, ['id', SIDES.mine, SIDES.theirs], rows);
  }

  return { exported, resolver, write };
}
