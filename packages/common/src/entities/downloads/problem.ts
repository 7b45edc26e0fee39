import { publishingActions, publishingFields } from '../cms/publishing';
import { entity } from '../define';
import { dict, int, links, richText, text } from '../fields';

const counted = { default: 0, form: false, readonly: true, width: 80 } as const;

/** 常见问题: questions and answers for products; readers vote an answer helpful or not. */
export const cmsProblem = entity({
  name: 'cms.problem',
  table: 'cms_problem',
  apiBase: '/cms/problem',
  permPrefix: 'cms:problem',
  title: '常见问题',
  en: 'FAQ',
  page: 'cms/ProblemList',
  scope: 'site',
  softDelete: true,
  recycleBin: true,
  textIndex: ['question'],
  actions: publishingActions,
  sort: { sortNo: 'asc', createTime: 'desc' },
  public: {
    fields: ['question', 'answer', 'category', 'products', 'helpfulCount', 'unhelpfulCount', 'publishTime', 'sortNo'],
    filters: ['products', 'category'],
    sort: ['sortNo', 'publishTime', 'helpfulCount'],
    search: ['question'],
  },
  fields: {
    question: text({ label: '问题', en: 'Question', required: true, max: 500, search: 'like' }),
    category: dict('faq_category', { label: '分类', en: 'Category', search: 'eq', width: 100 }),
    products: links('cms.product', { label: '适用产品', en: 'Products', maxLinks: 200 }),
    answer: richText({ label: '解答', en: 'Answer', required: true, list: false }),
    helpfulCount: int({ label: '有帮助', en: 'Helpful', ...counted }),
    unhelpfulCount: int({ label: '没帮助', en: 'Not helpful', ...counted }),
    ...publishingFields(),
  },
});
