import type { EntityDef, Field, PublicView } from '@yunzhan/common/entities/index';
import { cmsProduct } from '@yunzhan/common/entities/products/index';
import { ENTITIES } from '@yunzhan/common/entities/registry';
import { downloadOpenApiPaths } from '../downloads/openapi-paths.js';
import { SUBSCRIPTION_PATHS } from '../forms/openapi-paths.js';
import { catalogueOpenApiPaths } from '../products/openapi-paths.js';
import { PUBLIC_ENTITIES } from './delivery-service.js';
import { isFileField, publicLinesOf, publicRefTarget } from './projection.js';
import { PUBLIC_MAX_PAGE_SIZE } from './query.js';
import { SITE_PROFILE } from './sites.js';

type Schema = Record<string, unknown>;

const schemaOf = (f: Field): Schema => {
  const type = f.valueType === 'string' ? 'string' : f.valueType === 'int' ? 'integer' : 'number';
  const format = f.kind === 'date' ? 'date' : f.kind === 'datetime' ? 'YYYY-MM-DD HH:mm:ss' : undefined;
  return { type: [type, 'null'], description: f.label, ...(format ? { format } : {}) };
};

const envelope = (result: Schema): Schema => ({
  type: 'object',
  properties: {
    success: { type: 'boolean' },
    message: { type: 'string' },
    code: { type: 'integer' },
    result,
  },
});

const param = (name: string, description: string, schema: Schema = { type: 'string' }, where = 'query') => ({
  name,
  in: where,
  required: where === 'path',
  description,
  schema,
});

const site = param('siteCode', '站点编码', { type: 'string' }, 'path');
const errors = {
  '304': { description: '未修改（If-None-Match 与 ETag 相同）' },
  '400': { description: '查询参数有误（中文说明）' },
  '404': { description: '站点或内容不存在' },
  '429': { description: '请求过于频繁' },
};
const ok = (ref: Schema) => ({
  description: '成功；带 ETag 与 Cache-Control',
  content: { 'application/json': { schema: envelope(ref) } },
});

function paths(entity: EntityDef, view: PublicView): Record<string, Schema> {
  const ref = { $ref: `#/components/schemas/${view.path}` };
  const base = `/api/public/{siteCode}/${view.path}`;
  const list = {
    get: {
      summary: `${entity.title}列表${view.publishable ? '（仅已发布）' : ''}`,
      tags: [entity.title],
      parameters: [
        site,
        param('pageNo', '页码', { type: 'integer', minimum: 1, default: 1 }),
        param('pageSize', '每页条数', { type: 'integer', minimum: 1, maximum: PUBLIC_MAX_PAGE_SIZE, default: 10 }),
        ...(view.sort.length ? [param('sort', `排序：${view.sort.join(', ')}；前加 - 为降序，逗号分隔`)] : []),
        ...(view.search.length
          ? [param('q', `按${view.search.map((n) => entity.field(n)?.label).join('、')}搜索（包含）`)]
          : []),
        ...view.filters.map((n) => {
          const f = entity.field(n);
          return param(n, `按${f?.label}筛选（等于）`, f ? schemaOf(f) : {});
        }),
      ],
      responses: {
        '200': ok({
          type: 'object',
          properties: {
            records: { type: 'array', items: ref },
            total: { type: 'integer' },
            size: { type: 'integer' },
            current: { type: 'integer' },
            pages: { type: 'integer' },
          },
        }),
        ...errors,
      },
    },
  };
  const item = (summary: string, name: string, label: string) => ({
    get: {
      summary,
      tags: [entity.title],
      parameters: [site, param(name, label, { type: 'string' }, 'path')],
      responses: { '200': ok(ref), ...errors },
    },
  });
  return {
    [base]: list,
    [`${base}/{id}`]: item(`一条${entity.title}`, 'id', 'ID'),
    ...(view.slug ? { [`${base}/by-slug/{slug}`]: item(`按别名取一条${entity.title}`, 'slug', '别名') } : {}),
    ...(entity.tree
      ? {
          [`${base}/tree`]: {
            get: {
              summary: `${entity.title}树`,
              tags: [entity.title],
              parameters: [site, ...view.filters.map((n) => param(n, `按${entity.field(n)?.label}筛选`))],
              responses: { '200': ok({ type: 'array', items: ref }), ...errors },
            },
          },
        }
      : {}),
  };
}

/** Properties of public fields: values, dictionary texts, public references' names and public file URLs. */
function fieldProperties(entity: EntityDef, fields: readonly string[]): Record<string, Schema> {
  const properties: Record<string, Schema> = {};
  for (const name of fields) {
    const f = entity.field(name);
    if (!f) continue;
    properties[name] = schemaOf(f);
    if (entity.dictFields.includes(name))
      properties[`${name}_dictText`] = { type: 'string', description: `${f.label}（文字）` };
    if (publicRefTarget(entity, name))
      properties[`${name}_dictText`] =
        f.kind === 'links'
          ? { type: 'string', description: `${f.label}（已发布关联内容的名称，逗号分隔，与 id 同序）` }
          : { type: ['string', 'null'], description: `${f.label}（名称；未发布为 null）` };
    if (isFileField(f))
      properties[`${name}_url`] = { type: ['string', 'null'], description: `${f.label}（公开地址，多个以逗号分隔）` };
  }
  return properties;
}

function rowSchema(entity: EntityDef & { publicView: PublicView }, view: PublicView): Schema {
  const properties = fieldProperties(entity, view.fields);
  for (const line of publicLinesOf(entity)) {
    const items = { type: 'object', title: line.child.title, properties: fieldProperties(line.child, line.fields) };
    properties[line.field] = { type: 'array', description: entity.field(line.field)?.label, items };
  }
  if (entity.tree) properties.children = { type: 'array', items: { $ref: `#/components/schemas/${view.path}` } };
  return { type: 'object', title: entity.title, properties };
}

/** `POST …/intake/{path}`: the fields the public may send, with their limits. */
function intakePath(entity: EntityDef, fields: readonly string[]): Record<string, Schema> {
  const properties: Record<string, Schema> = {};
  for (const name of fields) {
    const f = entity.field(name);
    if (!f) continue;
    properties[name] = {
      ...schemaOf(f),
      ...(f.max !== undefined && f.valueType === 'string' ? { maxLength: f.max } : {}),
    };
  }
  const required = fields.filter((n) => entity.field(n)?.required);
  return {
    [`/api/public/{siteCode}/intake/${entity.intake?.path}`]: {
      post: {
        summary: `提交${entity.title}`,
        tags: ['表单提交'],
        parameters: [site],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: { type: 'object', properties, required } } },
        },
        responses: {
          '200': ok({ type: 'object', properties: { id: { type: 'string' } } }),
          '400': { description: '校验未通过或包含敏感词（中文说明）' },
          '403': { description: '已被黑名单限制' },
          '404': errors['404'],
          '429': { description: '提交过于频繁（带 Retry-After）' },
        },
      },
    },
  };
}

const siteInfo = {
  '/api/public/{siteCode}': {
    get: {
      summary: '站点信息',
      tags: ['站点'],
      parameters: [site],
      responses: {
        '200': ok({
          type: 'object',
          properties: Object.fromEntries(
            ['code', 'name', 'domain', 'language', 'logo', ...SITE_PROFILE].map((n) => [
              n,
              { type: ['string', 'null'] },
            ]),
          ),
        }),
        '404': errors['404'],
      },
    },
  },
};

const areas = {
  '/api/public/{siteCode}/areas': {
    get: {
      summary: '区域（省、市、区县）的下级区域，按区划代码排序',
      tags: ['站点'],
      parameters: [
        site,
        {
          name: 'parent',
          in: 'query',
          required: false,
          description: '上级区划代码，默认 86（全国：各省份）',
          schema: { type: 'string', pattern: '^\\d{2,12}$', default: '86' },
        },
      ],
      responses: {
        '200': ok({
          type: 'array',
          items: {
            type: 'object',
            properties: { code: { type: 'string' }, name: { type: 'string' }, leaf: { type: 'boolean' } },
          },
        }),
        '400': { description: '区域编码格式不正确' },
        '404': errors['404'],
      },
    },
  },
};

/** The OpenAPI 3.1 document of the delivery and intake APIs, generated from the schemas. */
export function openApiDocument(): Schema {
  const all = [...PUBLIC_ENTITIES.values()].flatMap((e) =>
    e.publicView ? [[e as EntityDef & { publicView: PublicView }, e.publicView] as const] : [],
  );
  const intake = ENTITIES.flatMap((e) => (e.intake ? [intakePath(e, e.intake.fields)] : []));
  const generated: Record<string, Schema> = Object.assign({}, ...all.map(([e, v]) => paths(e, v)));
  const productList = generated[`/api/public/{siteCode}/${cmsProduct.publicView?.path}`]?.get as Schema | undefined;
  return {
    openapi: '3.1.0',
    info: {
      title: '云站内容分发接口',
      version: '1.0.0',
      description: '各站点已发布内容的只读接口：无需登录，按 IP 限流，支持 ETag / 304。',
    },
    paths: Object.assign(
      {},
      siteInfo,
      areas,
      generated,
      catalogueOpenApiPaths(productList),
      ...intake,
      SUBSCRIPTION_PATHS,
      downloadOpenApiPaths(),
    ),
    components: { schemas: Object.fromEntries(all.map(([e, v]) => [v.path, rowSchema(e, v)])) },
  };
}
