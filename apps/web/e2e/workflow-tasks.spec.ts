import { test } from '@playwright/test';
import { api, shot, toast } from './helpers';
import { discPng } from './png';
import { expect, fillLeave, handle, listRow, open, settle, signIn, toEnglish } from './workflow-helpers';

/**
 * 审批流程's task screens with two of the seeded staff: 张伟 (软件部) applies for two days of leave on the seeded
 * 请假审批 process; his department head 徐丽 rejects it with a comment and a file; 张伟 finds it returned in 我的待办,
 * changes the reason and resubmits; 徐丽 approves. Both then see it in 我的已办 / 已办结 with every step of its
 * history, the admin in 流程历史 and 流程实例. Screens in Chinese, and in English for 徐丽 and the admin.
 */

const APPLICANT = 'zhangwei';
const HEAD = 'xuli';
const TITLE = 'E2E 请假-张伟-两天';
const OTHER_TITLE = 'E2E 报销-张伟-打印纸';
const OK = /确\s*定|OK/;

test('apply, reject, resubmit and approve a leave request between two users, with its history', async ({ browser }) => {
  test.setTimeout(360_000);
  const applicant = await signIn(browser, APPLICANT);

  // 发起申请: the seeded processes as cards; 请假审批's form is the wf.leave schema.
  await open(applicant, '/workflow/apply');
  const leave = applicant.getByTestId('startable-process').filter({ hasText: '请假审批' });
  await expect(leave).toContainText('表单：请假申请');
  await shot(applicant, 'workflow-apply');
  await leave.getByRole('button', { name: /发\s*起/ }).click();
  const form = applicant.getByRole('dialog').filter({ hasText: '请假申请（请假审批）' });
  await expect(form.getByRole('radio', { name: '年假' })).toBeVisible();
  await fillLeave(form, TITLE, '回家探亲');
  await form.locator('.ant-radio-button-wrapper', { hasText: '重要' }).click();
  await shot(applicant, 'workflow-apply-form');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(toast(applicant, '提交成功！')).toBeVisible();
  const mine = listRow(applicant, TITLE);
  await expect(mine).toContainText('处理中');
  await expect(mine).toContainText('部门负责人审批');

  // A second application stays running (流程实例 shows it, with its diagram).
  const processes = await api<{ id: string; processKey: string }[]>(applicant, 'GET', '/actBusiness/processes');
  const expense = processes.find((p) => p.processKey === 'expense')?.id;
  const draft = await api<{ id: string }>(applicant, 'POST', '/actBusiness/add', {
    procDefId: expense,
    title: OTHER_TITLE,
    data: { expenseType: 'office', amount: 120, occurDate: '2026-12-01', description: '打印纸两箱' },
  });
  await api(applicant, 'POST', '/actBusiness/apply', { id: draft.id, priority: 0 });

  // 徐丽 rejects it: the comment is required, the file goes with it.
  const head = await signIn(browser, HEAD);
  await open(head, '/workflow/todo');
  await expect(listRow(head, TITLE)).toContainText('重要');
  await shot(head, 'workflow-todo');
  let drawer = await handle(head, TITLE);
  await expect(drawer.getByTestId('application-form')).toContainText('回家探亲');
  await expect(drawer.getByTestId('application-form')).toContainText('年假');
  await expect(drawer.getByTestId('flow-step').first()).toContainText('提交申请');
  await shot(head, 'workflow-task-drawer');
  await drawer
    .getByTestId('task-actions')
    .getByRole('button', { name: /驳\s*回/ })
    .click();
  await expect(drawer.getByText('请输入审批意见')).toBeVisible();
  await drawer.getByLabel('审批意见').fill('请写明行程');
  await drawer
    .getByTestId('comment-box')
    .locator('input[type=file]')
    .setInputFiles({ name: '行程说明.png', mimeType: 'image/png', buffer: discPng() });
  await expect(drawer.getByTestId('upload-item')).toHaveAttribute('data-status', 'done');
  await drawer
    .getByTestId('task-actions')
    .getByRole('button', { name: /驳\s*回/ })
    .click();
  await expect(toast(head, '已驳回至申请人')).toBeVisible();
  await expect(drawer).toBeHidden();
  await expect(listRow(head, TITLE)).toHaveCount(0);

  // 张伟 finds it returned to him, in 我的待办 and by his bell: 去处理 opens the task; he edits the reason, resubmits.
  await open(applicant, '/workflow/todo');
  await expect(listRow(applicant, TITLE)).toContainText('退回申请人');
  await applicant.getByTestId('notice-bell').click();
  await applicant
    .locator('.ant-popover')
    .getByRole('tab', { name: /系统消息/ })
    .click();
  await applicant
    .locator('.ant-popover')
    .getByTestId('notice-item')
    .filter({ hasText: `待办：${TITLE}` })
    .click();
  const notice = applicant.getByRole('dialog', { name: '通知消息' });
  // A click while the dialog still zooms in can be lost under load: click until it closes.
  await expect(async () => {
    if (await notice.isVisible()) await notice.getByRole('button', { name: '去处理' }).click();
    await expect(notice).toBeHidden({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  drawer = applicant.getByTestId('task-drawer');
  await expect(drawer.getByTestId('task-actions')).toBeVisible();
  await expect(applicant).toHaveURL(/\/workflow\/todo$/);
  await settle(applicant);
  await expect(drawer.getByTestId('flow-step').filter({ hasText: '请写明行程' })).toContainText('行程说明.png');
  await drawer.getByLabel('请假事由').fill('回家探亲：12月21日去，22日回');
  await shot(applicant, 'workflow-task-returned');
  await drawer.getByTestId('task-actions').getByRole('button', { name: '重新提交' }).click();
  await expect(toast(applicant, '审批通过')).toBeVisible();
  await expect(drawer).toBeHidden();

  // 徐丽, in English now, approves the edited application.
  await toEnglish(head);
  await open(head, '/workflow/todo');
  await shot(head, 'workflow-todo-en');
  drawer = await handle(head, TITLE, 'Handle');
  await expect(drawer.getByTestId('application-form')).toContainText('12月21日去');
  await shot(head, 'workflow-task-drawer-en');
  await drawer.getByLabel('Comment').fill('同意');
  await drawer.getByTestId('task-actions').getByRole('button', { name: 'Approve' }).click();
  await expect(drawer).toBeHidden();
  await expect(listRow(head, TITLE)).toHaveCount(0);

  await open(head, '/workflow/done');
  await expect(listRow(head, TITLE)).toHaveCount(2);
  await expect(listRow(head, TITLE).first()).toContainText('Approved');
  await expect(listRow(head, TITLE).last()).toContainText('Rejected');
  await shot(head, 'workflow-done-en');
  await open(head, '/dashboard/workplace');
  await expect(head.getByTestId('workplace-todo').getByRole('link', { name: OTHER_TITLE })).toBeVisible();
  await shot(head, 'workplace-todo-en');

  // 已办结: the applicant's instance approved, every step in its history, and its diagram.
  await open(applicant, '/workflow/finished');
  const finished = listRow(applicant, TITLE);
  await expect(finished).toContainText('已通过');
  await shot(applicant, 'workflow-finished');
  await finished.getByRole('button', { name: '查看' }).click();
  const detail = applicant.getByTestId('instance-detail');
  const steps = detail.getByTestId('flow-step');
  await expect(steps).toHaveCount(5);
  for (const [i, step] of ['提交申请', '驳回', '重新提交', '通过', '结束'].entries()) {
    await expect(steps.nth(i)).toContainText(step);
  }
  await expect(steps.nth(1)).toContainText('请写明行程');
  await expect(steps.nth(3)).toContainText('徐丽');
  await settle(applicant);
  await shot(applicant, 'workflow-history-detail');
  await detail.getByRole('tab', { name: '流程图' }).click();
  await expect(detail.getByTestId('process-diagram').locator('svg').first()).toBeVisible();
  await settle(applicant);
  await shot(applicant, 'workflow-diagram');

  // The admin oversees: 流程历史 has both, 流程实例 the running one with the current node on its diagram.
  const admin = await signIn(browser, 'admin');
  await open(admin, '/workflow/history');
  await expect(listRow(admin, TITLE)).toContainText('已完成');
  await expect(listRow(admin, OTHER_TITLE)).toContainText('运行中');
  await shot(admin, 'workflow-history');
  await open(admin, '/workflow/instance');
  await expect(listRow(admin, TITLE)).toHaveCount(0);
  const running = listRow(admin, OTHER_TITLE);
  await expect(running).toContainText('部门负责人审批');
  await shot(admin, 'workflow-instance');
  await running.getByRole('button', { name: '查看' }).click();
  const diagram = admin.getByTestId('instance-detail').getByTestId('process-diagram');
  await expect(diagram.locator('svg').first()).toBeVisible();
  await settle(admin);
  await shot(admin, 'workflow-instance-diagram');
  await admin.keyboard.press('Escape');

  // 挂起 and 激活 of the running one.
  await running.getByRole('button', { name: /挂\s*起/ }).click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: OK }).click();
  await expect(toast(admin, '挂起成功')).toBeVisible();
  await expect(running).toContainText('已挂起');
  await running.getByRole('button', { name: /激\s*活/ }).click();
  await admin.locator('.ant-popconfirm').getByRole('button', { name: OK }).click();
  await expect(toast(admin, '激活成功')).toBeVisible();
  await expect(running).toContainText('运行中');

  await toEnglish(admin);
  for (const screen of ['apply', 'finished', 'instance', 'history']) {
    await open(admin, `/workflow/${screen}`);
    await shot(admin, `workflow-${screen}-en`);
  }
});
