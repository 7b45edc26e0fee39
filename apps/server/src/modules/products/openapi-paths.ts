import { cmsFitting, cmsProduct } from '@yunzhan/common/entities/products/index';

type Schema = Record<string, unknown>;

/** The catalogue's routes under the delivery prefix (`delivery-routes.ts` mounts them; the document names them). */
export const CATALOGUE_ROUTES = { list: '/:site/catalog/products', item: '/:site/catalog/products/:id' } as const;

/** A route of the delivery API as an OpenAPI path: `/:site/x/:id` → `/api/public/{siteCode}/x/{id}`. */
const openApiPath = (route: string) => `/api/public${route.replace(':site', '{siteCode}').replace(/:(\w+)/g, '{$1}')}`;

const schemaRef = (path: string | undefined) => ({ $ref: `#/components/schemas/${path}` });
const text = (description: string) => ({ type: ['string', 'null'], description });
const array = (items: Schema, description: string) => ({ type: 'array', items, description });
const envelope = (result: Schema) => ({
  description: '成功；带 ETag 与 Cache-Control',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        properties: { success: { type: 'boolean' }, message: { type: 'string' }, code: { type: 'integer' }, result },
      },
    },
  },
});

const specRow = {
  type: 'object',
  properties: { groupName: text('分组'), name: text('名称'), value: text('值'), unit: text('单位') },
};

/** What `GET …/catalog/products/{id}` adds to the product's public fields (`PublicCatalogue.extras`). */
const productDetail = {
  allOf: [
    schemaRef(cmsProduct.publicView?.path),
    {
      type: 'object',
      properties: {
        attributes: array(
          {
            type: 'object',
            properties: {
              code: text('属性编码'),
              name: text('属性名称'),
              unit: text('单位'),
              filterable: { type: 'boolean', description: '可筛选（可用作 attr.<编码>）' },
              options: array({ type: 'string' }, '可选值（单选 / 多选）'),
              values: array({ type: 'string' }, '本产品的值'),
            },
          },
          '属性及其值',
        ),
        specification: array(specRow, '规格参数（按排序）'),
        specificationGroups: array(
          { type: 'object', properties: { name: text('分组'), rows: array(specRow, '该组的参数') } },
          '按分组的规格参数',
        ),
        gallery: array(
          {
            type: 'object',
            properties: { image: text('图片'), image_url: text('图片公开地址'), caption: text('说明') },
          },
          '产品图册',
        ),
        fittings: array(schemaRef(cmsFitting.publicView?.path), '兼容配件（已发布）'),
      },
    },
  ],
};

/**
 * The catalogue's paths for the delivery API's OpenAPI document, at the routes' own addresses. `productList` is the
 * generated product list operation: the catalogue list takes its parameters and answer, plus attribute filters.
 */
export function catalogueOpenApiPaths(productList: Schema | undefined): Record<string, Schema> {
  const list = productList as { parameters?: Schema[]; responses?: Schema } | undefined;
  const attr = {
    name: 'attr.{code}',
    in: 'query',
    required: false,
    description:
      '按产品类型的可筛选属性筛选，如 attr.memory=16GB；多个值以逗号分隔（任一），多个属性同时满足；需同时给出 typeId',
    schema: { type: 'string' },
  };
  const site = list?.parameters?.[0];
  return {
    [openApiPath(CATALOGUE_ROUTES.list)]: {
      get: {
        summary: '产品目录：按类型与属性筛选产品（仅已发布）',
        tags: ['产品目录'],
        parameters: [...(list?.parameters ?? []), attr],
        responses: list?.responses ?? {},
      },
    },
    [openApiPath(CATALOGUE_ROUTES.item)]: {
      get: {
        summary: '产品目录：一个产品及其属性、规格参数、图册与兼容配件',
        tags: ['产品目录'],
        parameters: [
          site,
          { name: 'id', in: 'path', required: true, description: '产品ID', schema: { type: 'string' } },
        ],
        responses: {
          '200': envelope(productDetail),
          '304': { description: '未修改（If-None-Match 与 ETag 相同）' },
          '404': { description: '站点或产品不存在，或尚未发布' },
          '429': { description: '请求过于频繁' },
        },
      },
    },
  };
}
