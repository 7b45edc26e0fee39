import type { EntityDef } from '@yunzhan/common/entities/index';
import {
  cmsProduct,
  cmsProductAttrValue,
  cmsProductImage,
  cmsProductSpec,
  cmsProductType,
} from '@yunzhan/common/entities/products/index';
import { attributeValueProblem } from '@yunzhan/common/products/attribute-values';
import type { SessionContext } from '../../core/auth/session.js';
import { actorFor } from '../../core/crud/actor.js';
import type { CrudDeps, Values } from '../../core/crud/contracts.js';
import { OPERATE } from '../../core/crud/oplog.js';
import type { Actor, Row } from '../../core/crud/store.js';
import { ApiError } from '../../core/errors.js';
import type { WriteOrigin } from '../../core/unit-of-work.js';
import type { SiteService } from '../site/service.js';
import type { Catalogue } from './catalogue.js';

export interface CopyRequest {
  id: string;
  /** The copy's model number; default the source's (another site only). */
  modelNo?: string;
  /** The site to copy to; default the session's. */
  siteId?: string;
}

/** Fields a copy does not take: it starts as a draft, and the slug is the source's own page. */
const NOT_COPIED = new Set(['status', 'publishTime', 'slug']);
const LINE_OWN = new Set(['id', 'productId', 'createBy', 'createTime', 'updateBy', 'updateTime', 'siteId']);

const lineValues = (rows: Row[]): Values[] =>
  rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !LINE_OWN.has(k))) as Values);

/**
 * Copies a product (its attribute values, specification table and gallery) to a new model number, or to another
 * site the user may work on: there its type is the type with the same code and its attributes those with the same
 * codes. The copy is a draft.
 */
export async function copyProduct(
  deps: CrudDeps,
  sites: SiteService,
  catalogue: Catalogue,
  session: SessionContext,
  origin: WriteOrigin,
  req: CopyRequest,
): Promise<string> {
  const from = await actorFor(deps, session, cmsProduct);
  const store = deps.stores.of(cmsProduct);
  const source = await store.get(from, req.id);
  if (!source) throw new ApiError('未找到对应实体');
  const siteId = req.siteId || session.siteId;
  if (siteId !== session.siteId && !(await sites.sitesOfUser(session)).some((s) => s.id === siteId)) {
    throw new ApiError('您没有该站点的权限');
  }
  const to: Actor = { username: session.username, siteId };
  const modelNo = req.modelNo?.trim() || String(source.modelNo);
  if (siteId === session.siteId && modelNo === source.modelNo) throw new ApiError('请填写新的型号');
  if (await store.taken(to, 'modelNo', modelNo)) throw new ApiError('型号已存在');

  const values: Values = {};
  for (const name of cmsProduct.columnFields) if (!NOT_COPIED.has(name)) values[name] = source[name] as Values[string];
  values.modelNo = modelNo;
  const attrs = await deps.stores.of(cmsProductAttrValue).where(from, 'productId', [req.id]);
  let attrRows = attrs.map((a) => ({ attributeId: String(a.attributeId), value: String(a.value) }));
  if (siteId !== session.siteId) {
    const type = await deps.stores.of(cmsProductType).get(from, String(source.typeId));
    const [target] = await deps.stores.of(cmsProductType).where(to, 'code', [type?.code]);
    if (!target) throw new ApiError(`目标站点没有编码为「${String(type?.code)}」的产品类型`);
    values.typeId = String(target.id);
    const codeOf = new Map((await catalogue.attributes(from, String(source.typeId))).map((a) => [a.id, a.code]));
    const targetAttrs = new Map((await catalogue.attributes(to, String(target.id))).map((a) => [a.code, a]));
    attrRows = attrRows.map((r) => {
      const attr = targetAttrs.get(codeOf.get(r.attributeId));
      if (!attr) throw new ApiError(`目标站点的产品类型没有编码为「${String(codeOf.get(r.attributeId))}」的属性`);
      return { attributeId: attr.id, value: r.value };
    });
  }
  const problem = attributeValueProblem(await catalogue.attributes(to, String(values.typeId)), attrRows);
  if (problem) throw new ApiError(problem);

  return deps.uow.run(origin, async ({ trx, log }) => {
    const id = await store.insert(trx, to, values);
    const children: [EntityDef, Values[]][] = [
      [cmsProductAttrValue, attrRows.map((r) => ({ ...r }))],
      [cmsProductSpec, lineValues(await deps.stores.of(cmsProductSpec).where(from, 'productId', [req.id], trx))],
      [cmsProductImage, lineValues(await deps.stores.of(cmsProductImage).where(from, 'productId', [req.id], trx))],
    ];
    for (const [child, rows] of children) {
      if (rows.length)
        await deps.stores.of(child).insertMany(
          trx,
          to,
          rows.map((r) => ({ ...r, productId: id })),
        );
    }
    await log(cmsProduct, OPERATE.add, [{ id, after: { ...values } }], `复制自产品${String(source.modelNo)}`);
    return id;
  });
}
