import type { PublicView } from '@yunzhan/common/entities/index';
import {
  cmsFitting,
  cmsProduct,
  cmsProductAttrValue,
  cmsProductImage,
  cmsProductSpec,
} from '@yunzhan/common/entities/products/index';
import { attributeOptions } from '@yunzhan/common/entities/products/product-attribute';
import { sql } from 'kysely';
import type { AnyDb, ListScope, Row } from '../../core/crud/contracts.js';
import type { EntityStores } from '../../core/crud/stores.js';
import { badRequest } from '../../core/errors.js';
import type { DeliveryService } from '../public/delivery-service.js';
import { publicFileUrl } from '../public/projection.js';
import type { PublicSite } from '../public/sites.js';
import type { Catalogue } from './catalogue.js';

type Public<E> = E & { publicView: PublicView };
const PRODUCT = cmsProduct as Public<typeof cmsProduct>;
const FITTING = cmsFitting as Public<typeof cmsFitting>;
export const ATTR = 'attr.';
const MAX_FILTERS = 10;
const MAX_VALUES = 20;

const bySortNo = (a: Row, b: Row) => Number(a.sortNo ?? 0) - Number(b.sortNo ?? 0);

/**
 * The public catalogue: products of a type filtered by attribute values (`attr.<code>=v1,v2`, any of the values;
 * several attributes all apply), and a product with its attributes, specification table, gallery and fittings.
 * Each attribute filter is `id IN (product ids of one attribute's values)`, read from the attribute values' index
 * (site, attribute, value, product).
 */
export class PublicCatalogue {
  constructor(
    private readonly stores: EntityStores,
    private readonly delivery: DeliveryService,
    private readonly catalogue: Catalogue,
    private readonly db: AnyDb,
  ) {}

  private actor = (site: PublicSite) => ({ username: 'public', siteId: site.id });

  async products(site: PublicSite, params: Record<string, unknown>) {
    const plain: Record<string, unknown> = {};
    const wanted: [string, string[]][] = [];
    for (const [name, raw] of Object.entries(params)) {
      if (!name.startsWith(ATTR)) plain[name] = raw;
      else if (typeof raw !== 'string') throw badRequest(`查询参数${name.slice(0, 40)}只能出现一次`);
      else
        wanted.push([
          name.slice(ATTR.length),
          raw
            .split(',')
            .map((v) => v.trim())
            .filter(Boolean),
        ]);
    }
    if (!wanted.length) return this.delivery.list(site, PRODUCT, plain);
    if (wanted.length > MAX_FILTERS) throw badRequest(`属性筛选最多${MAX_FILTERS}个`);
    if (typeof plain.typeId !== 'string' || !plain.typeId) throw badRequest('按属性筛选时请指定产品类型typeId');
    const attrs = new Map(
      (await this.catalogue.attributes(this.actor(site), plain.typeId)).map((a) => [a.code ?? '', a]),
    );
    const filters = wanted.map(([code, values]) => {
      const attr = attrs.get(code);
      if (attr?.filterable !== 'Y') throw badRequest(`不支持的属性筛选: ${code.slice(0, 40)}`);
      if (!values.length || values.length > MAX_VALUES) throw badRequest(`属性筛选${code}应有1到${MAX_VALUES}个值`);
      return { attributeId: attr.id, values: values.map((v) => v.slice(0, 200)).sort() };
    });
    filters.sort((a, b) => a.attributeId.localeCompare(b.attributeId));
    const v = cmsProductAttrValue;
    const where: NonNullable<ListScope['where']> = (qb) =>
      filters.reduce(
        (q, f) =>
          q.where(
            sql.ref(cmsProduct.columnOf('id')),
            'in',
            this.db
              .selectFrom(v.table)
              .select(sql.ref(v.columnOf('productId')).as('pid'))
              .where(sql.ref(v.columnOf('siteId')), '=', site.id)
              .where(sql.ref(v.columnOf('attributeId')), '=', f.attributeId)
              .where(sql.ref(v.columnOf('value')), 'in', f.values),
          ),
        qb,
      );
    return this.delivery.list(site, PRODUCT, plain, { where, key: JSON.stringify(filters) });
  }

  /** The type's filterable attributes that have options (single and multiple choice), in their order. */
  async filterable(site: PublicSite, typeId: string) {
    const attrs = await this.catalogue.attributes(this.actor(site), typeId);
    return attrs
      .filter((a) => a.filterable === 'Y' && a.code && (a.inputKind === 'dictionary' || a.inputKind === 'multi'))
      .map((a) => ({ code: String(a.code), name: a.name, options: attributeOptions(a.options) }));
  }

  /** A published product with everything its page shows. */
  async product(site: PublicSite, id: string) {
    const { result, validUntil } = await this.delivery.item(site, PRODUCT, id);
    return { result: { ...result, ...(await this.extras(site, result)) }, validUntil };
  }

  /** Attributes (with their values), specification rows (and by group), gallery and fittings of a product. */
  async extras(site: PublicSite, product: Row) {
    const actor = this.actor(site);
    const id = String(product.id);
    const [values, specs, images] = await Promise.all(
      [cmsProductAttrValue, cmsProductSpec, cmsProductImage].map((e) =>
        this.stores.of(e).where(actor, 'productId', [id]),
      ),
    );
    const attributes = (await this.catalogue.attributes(actor, String(product.typeId)))
      .map((a) => ({
        code: a.code,
        name: a.name,
        unit: a.unit,
        filterable: a.filterable === 'Y',
        options: a.inputKind === 'dictionary' || a.inputKind === 'multi' ? attributeOptions(a.options) : undefined,
        values: values.filter((r) => r.attributeId === a.id).map((r) => String(r.value)),
      }))
      .filter((a) => a.values.length);
    const specification = specs.sort(bySortNo).map((r) => ({
      groupName: r.groupName,
      name: r.name,
      value: r.value ?? null,
      unit: r.unit ?? null,
    }));
    const groups: { name: unknown; rows: typeof specification }[] = [];
    for (const row of specification) {
      const last = groups.at(-1);
      if (last && last.name === row.groupName) last.rows.push(row);
      else groups.push({ name: row.groupName, rows: [row] });
    }
    const link = cmsFitting.linkTable('products');
    const owners = await this.db
      .selectFrom(link)
      .select(sql.ref('owner_id').as('ownerId'))
      .where(sql.ref('target_id'), '=', id)
      .execute();
    const fittings = await this.stores.of(cmsFitting).getMany(
      actor,
      owners.map((o) => String(o.ownerId)),
    );
    return {
      attributes,
      specification,
      specificationGroups: groups,
      gallery: images
        .sort(bySortNo)
        .map((r) => ({ image: r.image, image_url: publicFileUrl(site.code, r.image), caption: r.caption ?? null })),
      fittings: await this.delivery.project(site, FITTING, fittings.sort(bySortNo)),
    };
  }
}
