import type { EntityAction, EntityDef } from '../define';
import { datetime, dict, int, text, textarea } from '../fields';

/** The publishing fields of every public content module (CONTENT.md "Rules for every module"). */
export const publishingFields = () => ({
  status: dict('publish_status', {
    label: '状态',
    en: 'Status',
    default: 'draft',
    search: 'eq',
    form: false,
    width: 90,
    pinned: true,
  }),
  publishTime: datetime({ label: '发布时间', en: 'Publish time', search: 'range', width: 170, pinned: true }),
  sortNo: int({ label: '排序', en: 'Order', default: 0, min: 0, max: 999999, width: 80 }),
});

/**
 * 发布 / 下线, each with its own permission (`<prefix>:publish`, `<prefix>:offline`); a row offers 下线 only once
 * it is published (a draft offers 发布 alone).
 */
export const publishingActions = {
  publish: {
    label: '发布',
    en: 'Publish',
    set: { status: 'published' },
    stamp: 'publishTime',
    done: '发布成功!',
    doneEn: 'Published!',
  },
  offline: {
    label: '下线',
    en: 'Unpublish',
    set: { status: 'offline' },
    when: { status: ['published'] },
    done: '下线成功!',
    doneEn: 'Unpublished!',
  },
} as const satisfies Record<string, EntityAction>;

/**
 * Whether rows of the entity are published content: a `publish` action, a `status` and a `publishTime` field
 * (CONTENT.md "Publishing"). Such a module can publish under approval, and a row of it can be under review.
 */
export const isPublishable = (entity: EntityDef): boolean =>
  Object.hasOwn(entity.actions, 'publish') && !!entity.field('status') && !!entity.field('publishTime');

/** Whether a site's rule can put the module's publishing under approval: site content published by its rows. */
export const isReviewable = (entity: EntityDef): boolean =>
  !entity.embedded && entity.scope === 'site' && isPublishable(entity);

/** The status of a row under review (dictionary `publish_status`: 审批中); it keeps still until its review ends. */
export const REVIEWING = 'reviewing';

/** A URL path segment: lower-case letters, digits and dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The SEO fields of a row that is a public page; the slug is unique within the site. */
export const seoFields = () => ({
  seoTitle: text({ label: 'SEO标题', en: 'SEO title', max: 200, list: false }),
  seoKeywords: text({ label: 'SEO关键词', en: 'SEO keywords', max: 500, list: false }),
  seoDescription: textarea({ label: 'SEO描述', en: 'SEO description', max: 1000, list: false }),
  slug: text({ label: '访问路径', en: 'URL path', max: 100, unique: true, pattern: SLUG, width: 140 }),
});
