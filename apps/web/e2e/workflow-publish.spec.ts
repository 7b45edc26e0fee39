import { test } from '@playwright/test';
import { api, chooseOption, rowAction, shot, toast } from './helpers';
import { expect, handle, listRow, open, signIn } from './workflow-helpers';

/**
 * Publishing under approval (issue 25): the admin puts 产品管理 of site cn under the seeded 内容发布审批; an editor's
 * 发布 becomes 提交审批 and the row is locked 审批中; the admin approves it in 我的待办; the product is published and
 * on the public site. The rule is taken off again at the end, so that the other tests publish directly.
 */

test('a product published under approval: submitted by an editor, approved by the reviewer, on the public site', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const name = `审批手表 ${run}`;
  const modelNo = `WF-${run}`.toUpperCase();

  const admin = await signIn(browser, 'admin');
  await open(admin, '/cms/products/product');
  await admin.getByRole('button', { name: '审批设置' }).click();
  const settings = admin.getByRole('dialog', { name: /发布审批设置/ });
  await settings.getByRole('radio', { name: /^审批后发布/ }).check();
  await chooseOption(admin, settings.getByLabel('审批流程'), '内容发布审批（content_review）');
  await shot(admin, 'workflow-publish-rule');
  await settings.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(settings).toBeHidden();

  const editor = await signIn(browser, 'editor');
  // A new draft: a copy of a seeded product (its type's required attributes filled) under a new name and model.
  const seeded = await api<{ records: Record<string, unknown>[] }>(editor, 'GET', '/cms/product/list?pageSize=1');
  const original = await api<Record<string, unknown>>(
    editor,
    'GET',
    `/cms/product/queryById?id=${seeded.records[0].id}`,
  );
  const { id: _id, createTime: _c, updateTime: _u, ...copy } = original;
  await api(editor, 'POST', '/cms/product/add', {
    ...copy,
    name,
    modelNo,
    slug: `wf-${run}`,
    status: undefined,
    publishTime: undefined,
  });
  await open(editor, '/cms/products/product');
  const row = listRow(editor, modelNo);
  await expect(row).toContainText('草稿');
  await rowAction(row, '提交审批');
  await expect(toast(editor, '已提交审批')).toBeVisible();
  await expect(row).toContainText('审批中');
  await shot(editor, 'workflow-publish-reviewing');

  // The reviewer: the admin role is the content review's candidate; one candidate handles it without claiming.
  const drawer = await handle(admin, name);
  await drawer.getByLabel('审批意见').fill('内容无误，同意发布');
  await drawer
    .getByTestId('task-actions')
    .getByRole('button', { name: /通\s*过/ })
    .click();
  await expect(drawer).toBeHidden();

  await open(editor, '/cms/products/product');
  await expect(row).toContainText('已发布');
  const found = await api<{ records: { id: string }[] }>(
    editor,
    'GET',
    `/cms/product/list?modelNo=${encodeURIComponent(modelNo)}`,
  );
  await editor.goto(`/site/cn/product/${found.records[0].id}`);
  await expect(editor.getByRole('heading', { name })).toBeVisible();
  await shot(editor, 'workflow-publish-public');

  await open(admin, '/cms/products/product');
  await admin.getByRole('button', { name: '审批设置' }).click();
  await settings.getByRole('radio', { name: /^直接发布/ }).check();
  await settings.getByRole('button', { name: /确\s*定|保\s*存/ }).click();
  await expect(settings).toBeHidden();
});
