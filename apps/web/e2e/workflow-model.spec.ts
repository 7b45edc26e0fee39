import { type Locator, type Page, test } from '@playwright/test';
import { chooseOption, login, shot, toast } from './helpers';
import { expect, fillLeave, handle, listRow, open, signIn } from './workflow-helpers';

/**
 * 模型管理 and 流程管理 (issue 25): a model added and drawn in the modeler — start, the department head, a task
 * approved by a role, an exclusive gateway with a condition and a default way, two ends — checked, saved and
 * deployed; its version 1 in 流程管理 suspended, activated and shown as a diagram; then run by two of the staff and
 * the role holder: applied, approved by the head, rejected by the role; a content module's publishing review set
 * and unset. Screenshots of both lists and the modeler in both languages.
 */

const OK = /确\s*定|^OK$/;

/** The element selected on the canvas (none: null), without waiting for one. */
const selectedId = (canvas: Locator) =>
  canvas.locator('.djs-shape.selected').evaluateAll((els) => els[0]?.getAttribute('data-element-id') ?? null);

/**
 * Appends an element to `from` through its context pad; the new element is selected then. A click on the element
 * selected already would deselect it (diagram-js), so `from` is clicked only when it is not.
 */
async function append(canvas: Locator, from: string, icon: string): Promise<string> {
  if ((await selectedId(canvas)) !== from) await canvas.locator(`[data-element-id="${from}"]`).click();
  await canvas.locator(`.djs-context-pad .entry.${icon}`).click();
  await expect(canvas.locator('.djs-shape.selected')).not.toHaveAttribute('data-element-id', from);
  return (await selectedId(canvas)) as string;
}

/** Confirms the open pop-confirm. */
async function confirmPop(page: Page): Promise<void> {
  await page.locator('.ant-popover:visible').getByRole('button', { name: OK }).click();
}

const view = async (page: Page, name: string) => {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  await shot(page, name);
};

test('a two-step model drawn, deployed and run: suspended, activated, viewed; applied, approved, rejected', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const key = `e2e_${run}`;
  const name = `端到端审批${run}`;
  await login(page);

  // 添加: the designer opens on the starter diagram (start → the department head → end).
  await page.goto('/workflow/model');
  const content = page.locator('.ant-layout-content');
  await content.getByRole('button', { name: '添加模型' }).click();
  const add = page.getByRole('dialog', { name: '添加模型' });
  await add.getByLabel('模型名称').fill(name);
  await add.getByLabel('模型标识').fill(key);
  await add.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();
  const designer = page.getByRole('dialog', { name: `设计模型：${name}（${key}）` });
  const canvas = designer.getByTestId('bpmn-modeler');
  const panel = designer.getByTestId('bpmn-properties');
  await expect(canvas.locator('[data-element-id="approve"]')).toBeVisible();

  // The process takes the leave form, so that its conditions may read `days`.
  await chooseOption(page, panel.locator('#bpmn-form'), '请假申请');

  // Two steps: the starter's task (the applicant's department head), then a task approved by a role; the end goes
  // and an exclusive gateway follows the second task, with two ends after it.
  await canvas.locator('[data-element-id="end"]').click();
  await canvas.locator('.djs-context-pad .entry.bpmn-icon-trash').click();
  await expect(canvas.locator('[data-element-id="end"]')).toHaveCount(0);
  const review = await append(canvas, 'approve', 'bpmn-icon-user-task');
  await expect(panel).toContainText('用户任务');
  await panel.getByLabel('名称', { exact: true }).fill('审计复核');
  await panel.getByLabel('名称', { exact: true }).press('Enter');
  await chooseOption(page, panel.locator('#candidateRoles'), '审计员');
  // A multiple select stays open after a choice.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await chooseOption(page, panel.locator('#mode'), '或签（一人审批即可）');
  const gateway = await append(canvas, review, 'bpmn-icon-gateway-none');
  await append(canvas, gateway, 'bpmn-icon-end-event-none');
  await append(canvas, gateway, 'bpmn-icon-end-event-none');

  // 校验 names both ways out of the gateway; each problem selects its flow.
  const problems = designer.getByTestId('bpmn-problems');
  await designer.getByRole('button', { name: /校\s*验/ }).click();
  await expect(problems.locator('li button')).toHaveCount(2);
  await expect(problems).toContainText('缺少条件');
  await problems.locator('li button').first().click();
  await expect(panel).toContainText('连线');
  await panel.getByLabel('名称', { exact: true }).fill('超过3天');
  await panel.getByLabel('名称', { exact: true }).press('Enter');
  const condition = panel.getByLabel('条件');
  await condition.fill('${dayz > 3}');
  await expect(panel).toContainText('未知变量 dayz');
  await condition.fill('${days > 3}');
  await expect(panel).not.toContainText('未知变量');
  await condition.blur();
  // The list follows the edits: one flow is left, made the default way.
  await expect(problems.locator('li button')).toHaveCount(1);
  await problems.locator('li button').click();
  await panel.getByRole('switch', { name: '默认出口' }).click();
  await expect(problems).toContainText('校验通过，可以部署');
  await view(page, 'workflow-modeler-zh');

  await designer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await expect(designer.getByText('有未保存的修改')).toHaveCount(0);
  await designer.getByRole('button', { name: /部\s*署/ }).click();
  await expect(toast(page, '部署成功，版本 v1')).toBeVisible();
  await designer.getByRole('button', { name: '关闭' }).first().click();
  await expect(designer).toBeHidden();

  const model = content.locator('.ant-table-row').filter({ hasText: key });
  await expect(model.getByText('v1', { exact: true })).toBeVisible();
  await view(page, 'workflow-models-zh');

  // 流程管理: version 1, active; suspended and activated again; its diagram and who approves.
  await page.goto('/workflow/process');
  await content.getByLabel('流程标识').fill(key);
  await content.getByRole('button', { name: /查\s*询/ }).click();
  const version = content.locator('.ant-table-row').filter({ hasText: key });
  await expect(version).toHaveCount(1);
  await expect(version).toContainText('v1');
  await expect(version.getByText('激活', { exact: true }).first()).toBeVisible();
  await version.getByRole('button', { name: /^挂\s*起$/ }).click();
  await confirmPop(page);
  await expect(toast(page, '挂起成功')).toBeVisible();
  await expect(version.locator('.ant-tag').filter({ hasText: '挂起' })).toBeVisible();
  await version.getByRole('button', { name: /^激\s*活$/ }).click();
  await confirmPop(page);
  await expect(toast(page, '激活成功')).toBeVisible();
  await expect(version.locator('.ant-tag').filter({ hasText: '激活' })).toBeVisible();
  await view(page, 'workflow-processes-zh');

  await version.getByRole('button', { name: '流程图' }).click();
  const diagram = page.getByRole('dialog', { name: `流程图：${name} v1` });
  await expect(diagram.getByTestId('bpmn-viewer').locator(`[data-element-id="${review}"]`)).toBeVisible();
  await expect(diagram).toContainText('部门负责人审批');
  await expect(diagram).toContainText('候选角色：审计员');
  await view(page, 'workflow-diagram-zh');
  await diagram.getByRole('button', { name: '关闭' }).click();

  // The deployed process at work: 张伟 applies; his department head 徐丽 approves; the 审计员 rejects it to him.
  const title = `E2E ${name}`;
  const applicant = await signIn(browser, 'zhangwei');
  await open(applicant, '/workflow/apply');
  await applicant
    .getByTestId('startable-process')
    .filter({ hasText: name })
    .getByRole('button', { name: /发\s*起/ })
    .click();
  const form = applicant.getByRole('dialog').filter({ hasText: `请假申请（${name}）` });
  await fillLeave(form, title, '参加家人婚礼');
  await form.getByRole('button', { name: /提\s*交/ }).click();
  await expect(toast(applicant, '提交成功！')).toBeVisible();
  await expect(listRow(applicant, title)).toContainText('部门负责人审批');

  const head = await signIn(browser, 'xuli');
  let drawer = await handle(head, title);
  await drawer.getByLabel('审批意见').fill('同意');
  await drawer
    .getByTestId('task-actions')
    .getByRole('button', { name: /通\s*过/ })
    .click();
  await expect(drawer).toBeHidden();
  await head.close();

  const auditor = await signIn(browser, 'auditor');
  drawer = await handle(auditor, title);
  await expect(drawer.getByTestId('application-form')).toContainText('参加家人婚礼');
  await drawer.getByLabel('审批意见').fill('假期冲突，请改期');
  await drawer
    .getByTestId('task-actions')
    .getByRole('button', { name: /驳\s*回/ })
    .click();
  await expect(toast(auditor, '已驳回至申请人')).toBeVisible();
  await auditor.close();

  // 张伟's todo has it back; its history: submitted, approved by 徐丽, rejected by the 审计员 with the comment.
  await open(applicant, '/workflow/todo');
  await expect(listRow(applicant, title)).toContainText('退回申请人');
  drawer = await handle(applicant, title);
  const steps = drawer.getByTestId('flow-step');
  await expect(steps.nth(0)).toContainText('提交申请');
  await expect(steps.nth(1)).toContainText('徐丽');
  await expect(steps.nth(1)).toContainText('通过');
  await expect(steps.nth(2)).toContainText('审计员');
  await expect(steps.nth(2)).toContainText('假期冲突，请改期');
  await shot(applicant, 'workflow-drawn-returned');
  await applicant.close();

  // 发布审批设置: a content module put under the seeded content review, then published directly again.
  await content.getByRole('button', { name: '发布审批设置' }).click();
  const rules = page.locator('.ant-drawer-open');
  const rule = rules.locator('.ant-table-row').first();
  await expect(rule).toContainText('直接发布（不审批）');
  await chooseOption(page, rule.locator('.ant-select input'), '内容发布审批');
  await expect(toast(page, '保存成功！')).toBeVisible();
  await view(page, 'workflow-publish-rules-zh');
  await chooseOption(page, rule.locator('.ant-select input'), '直接发布（不审批）');
  await expect(rule).toContainText('直接发布（不审批）');
  await rules.getByRole('button', { name: '关闭' }).click();

  // The same screens in English.
  const reloaded = page.waitForEvent('load');
  await page.locator('.ant-segmented').getByText('EN', { exact: true }).click();
  await reloaded;
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(version).toContainText('Active');
  await view(page, 'workflow-processes-en');
  await page.goto('/workflow/model');
  await expect(model).toBeVisible();
  await view(page, 'workflow-models-en');
  await model.getByRole('button', { name: 'Design', exact: true }).click();
  const english = page.getByRole('dialog', { name: `Design: ${name} (${key})` });
  await english.locator(`[data-element-id="${review}"]`).click();
  await expect(english.getByTestId('bpmn-properties')).toContainText('Candidate roles');
  await view(page, 'workflow-modeler-en');
});
