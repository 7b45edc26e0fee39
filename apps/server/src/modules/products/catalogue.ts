import {
  cmsProduct,
  cmsProductAttribute,
  cmsProductAttrValue,
  cmsProductParameter,
  cmsProductType,
} from '@yunzhan/common/entities/products/index';
import { attributeOptions } from '@yunzhan/common/entities/products/product-attribute';
import { type AttributeDef, type AttrValueRow, attributeValueProblem } from '@yunzhan/common/products/attribute-values';
import { sql } from 'kysely';
import type { WriteContext } from '../../core/crud/contracts.js';
import { type Actor, type AnyDb, actorOf, type Row } from '../../core/crud/store.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { ApiError, badRequest } from '../../core/errors.js';
import { type Database, dynamic } from '../../db/index.js';

const toAttr = (r: Row): AttributeDef => ({
  id: String(r.id),
  name: String(r.name),
  code: (r.code as string | null) ?? null,
  inputKind: String(r.inputKind),
  options: (r.options as string | null) ?? null,
  unit: (r.unit as string | null) ?? null,
  required: (r.required as string | null) ?? 'N',
  filterable: (r.filterable as string | null) ?? 'N',
  sortNo: Number(r.sortNo ?? 0),
});

const bySortNo = (a: { sortNo?: number | null }, b: { sortNo?: number | null }) => (a.sortNo ?? 0) - (b.sortNo ?? 0);

/** How many rows of `table` (deleted ones too: the recycle bin may restore them) name one of `ids` in `column`. */
async function countUsing(db: AnyDb, table: string, column: string, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where(sql.ref(column), 'in', ids)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The rules of the 产品中心 modules beyond their schemas: attributes checked by type, cascades refused. */
export class Catalogue {
  constructor(private readonly stores: EntityStores) {}

  /** The attributes of a type, in order. */
  async attributes(actor: Actor, typeId: string, db?: AnyDb): Promise<AttributeDef[]> {
    const rows = await this.stores.of(cmsProductAttribute).where(actor, 'typeId', [typeId], db);
    return rows.map(toAttr).sort(bySortNo);
  }

  /** What the product form needs once a type is chosen: its attributes and its parameter template. */
  async typeSchema(actor: Actor, typeId: string) {
    const type = await this.stores.of(cmsProductType).get(actor, typeId);
    if (!type) throw new ApiError('产品类型不存在');
    const params = await this.stores.of(cmsProductParameter).where(actor, 'typeId', [typeId]);
    return {
      attributes: await this.attributes(actor, typeId),
      parameters: params
        .map((p) => ({
          groupName: String(p.groupName),
          name: String(p.name),
          unit: (p.unit as string | null) ?? null,
          sortNo: Number(p.sortNo ?? 0),
        }))
        .sort(bySortNo),
    };
  }

  /** A product's attribute values (those sent, else the stored ones) are checked against its type's attributes. */
  async checkProduct(ctx: WriteContext): Promise<void> {
    const actor = actorOf(ctx.session);
    const typeId = String(ctx.values.typeId ?? ctx.before?.typeId ?? '');
    let rows: AttrValueRow[];
    if (Array.isArray(ctx.body.attrValues)) {
      rows = (ctx.body.attrValues as Record<string, unknown>[]).map((r) => ({
        attributeId: String(r.attributeId ?? ''),
        value: String(r.value ?? ''),
      }));
    } else if (ctx.mode === 'edit') {
      const stored = await this.stores.of(cmsProductAttrValue).where(actor, 'productId', [ctx.id], ctx.trx);
      rows = stored.map((r) => ({ attributeId: String(r.attributeId), value: String(r.value) }));
    } else rows = [];
    const problem = attributeValueProblem(await this.attributes(actor, typeId, ctx.trx), rows);
    if (problem) throw badRequest(problem);
  }

  /** A dictionary or multi-select attribute offers options. */
  checkAttribute(ctx: WriteContext): void {
    const row = { ...ctx.before, ...ctx.values };
    if ((row.inputKind === 'dictionary' || row.inputKind === 'multi') && !attributeOptions(row.options).length) {
      throw badRequest('单选或多选属性请填写可选值');
    }
  }

  /** A type still used by products (recycle bin included) stays; an unused one takes its template rows along. */
  async beforeTypeDelete(rows: Row[], trx: Database): Promise<void> {
    const db = dynamic(trx);
    const ids = rows.map((r) => String(r.id));
    const used = await countUsing(db, cmsProduct.table, cmsProduct.columnOf('typeId'), ids);
    if (used) {
      throw new ApiError(`产品类型「${String(rows[0].name)}」等仍被${used}个产品使用（含回收站），不能删除`);
    }
    for (const child of [cmsProductAttribute, cmsProductParameter]) {
      await db
        .deleteFrom(child.table)
        .where(sql.ref(child.columnOf('typeId')), 'in', ids)
        .execute();
    }
  }

  /** An attribute some product has a value of stays. */
  async beforeAttributeDelete(rows: Row[], trx: Database): Promise<void> {
    const ids = rows.map((r) => String(r.id));
    const used = await countUsing(
      dynamic(trx),
      cmsProductAttrValue.table,
      cmsProductAttrValue.columnOf('attributeId'),
      ids,
    );
    if (used) throw new ApiError(`属性「${String(rows[0].name)}」等已被产品使用（${used}个属性值），不能删除`);
  }

  /** An attribute's type is fixed once products hold values of it. */
  async checkAttributeType(ctx: WriteContext): Promise<void> {
    if (ctx.mode !== 'edit' || !ctx.values.typeId || ctx.values.typeId === ctx.before?.typeId) return;
    await this.beforeAttributeDelete([{ ...ctx.before, id: ctx.id }], ctx.trx).catch(() => {
      throw new ApiError(`属性「${String(ctx.before?.name)}」已被产品使用，不能改变所属产品类型`);
    });
  }
}
