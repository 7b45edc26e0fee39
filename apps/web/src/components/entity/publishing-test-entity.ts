import { publishingActions, publishingFields } from '@yunzhan/common/entities/cms/publishing';
import { entity, text } from '@yunzhan/common/entities/index';

/** A site-scoped content entity with the publishing fields and actions: the publishing-under-approval tests' module. */
export const publishingTestEntity = entity({
  name: 'test.page',
  table: 'test_page',
  apiBase: '/test/page',
  permPrefix: 'test:page',
  title: '页面',
  scope: 'site',
  actions: publishingActions,
  fields: { title: text({ label: '标题', required: true }), ...publishingFields() },
});
