import { ApiError } from '../../core/errors.js';
import type { Database } from '../../db/index.js';
import { nextCategoryCode, ROOT_PID } from '../category/service.js';
import { nextOrgCode } from '../depart/service.js';
import { jsonObject } from '../quartz/handler.js';
import { defineFillRule } from './handler.js';

const parentIdOf = (formData: Readonly<Record<string, unknown>>, key: string) => {
  const v = formData[key];
  return typeof v === 'string' && v && v !== ROOT_PID ? v : undefined;
};

/**
 * 机构编码: the org code the next department under `formData.parentId` gets (JeecgBoot's OrgCodeRule), by the
 * department module's own rule. A proposal: the department's write computes its code again.
 */
export const orgCodeRule = defineFillRule({
  name: 'orgCode',
  aliases: ['org.jeecg.modules.system.rule.OrgCodeRule'],
  title: '机构编码',
  description: '按上级部门（表单数据 parentId）生成下一个部门编码，如 A01、A01A01',
  en: {
    title: 'Department code',
    description: 'The next department code under the parent department (form data parentId), e.g. A01, A01A01',
  },
  params: jsonObject({}),
  async fill({ formData, db, tenantId }) {
    const parentId = parentIdOf(formData, 'parentId');
    if (!parentId) return nextOrgCode(db, '', tenantId);
    const parent = await (db as Database)
      .selectFrom('sysDepart')
      .select('orgCode')
      .where('id', '=', parentId)
      .where('tenantId', '=', tenantId)
      .executeTakeFirst();
    if (!parent) throw new ApiError('上级部门不存在');
    return nextOrgCode(db, parent.orgCode, tenantId);
  },
});

/** 分类字典编码: the code the next category under `formData.pid` gets (JeecgBoot's CategoryCodeRule). */
export const categoryCodeRule = defineFillRule({
  name: 'categoryCode',
  aliases: ['org.jeecg.modules.system.rule.CategoryCodeRule'],
  title: '分类字典编码',
  description: '按上级分类（表单数据 pid，空或0为顶级）生成下一个分类编码，如 A01、A01A01',
  en: {
    title: 'Category code',
    description: 'The next category code under the parent category (form data pid; empty or 0: top level)',
  },
  params: jsonObject({}),
  async fill({ formData, db }) {
    const pid = parentIdOf(formData, 'pid');
    if (!pid) return nextCategoryCode(db as Database, null);
    const parent = await (db as Database)
      .selectFrom('sysCategory')
      .select(['id', 'code'])
      .where('id', '=', pid)
      .executeTakeFirst();
    if (!parent) throw new ApiError('上级分类不存在');
    return nextCategoryCode(db as Database, { id: parent.id, code: parent.code ?? '' });
  },
});
