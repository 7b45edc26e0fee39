import { expect, type Locator, type Page, test } from '@playwright/test';
import { chooseOption, login, shot, toast } from './helpers';

/**
 * 模型管理 and 流程管理 (issue 25): a model added and drawn in the modeler — start, a user task approved by a role,
 * an exclusive gateway with a condition and a default way, two ends — checked, saved and deployed; its version 1 in
 * 流程管理 suspended, activated and shown as a diagram; a content module's publishing review set and unset. Screenshots of both lists and the modeler in both languages.
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

test('a model drawn, checked, saved and deployed is version 1 of a definition: suspended, activated, viewed', async ({
  page,
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

  // The user task is approved by a role instead of the department head.
  await canvas.locator('[data-element-id="approve"]').click();
  await expect(panel).toContainText('用户任务');
  await panel.getByLabel('名称', { exact: true }).fill('编辑审批');
  await panel.getByLabel('名称', { exact: true }).press('Enter');
  await panel.getByRole('checkbox', { name: '申请人部门负责人' }).uncheck();
  await chooseOption(page, panel.locator('#candidateRoles'), '内容编辑');
  // A multiple select stays open after a choice.
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
  await chooseOption(page, panel.locator('#mode'), '或签（一人审批即可）');

  // The end goes; an exclusive gateway follows the task, with two ends after it.
  await canvas.locator('[data-element-id="end"]').click();
  await canvas.locator('.djs-context-pad .entry.bpmn-icon-trash').click();
  await expect(canvas.locator('[data-element-id="end"]')).toHaveCount(0);
  const gateway = await append(canvas, 'approve', 'bpmn-icon-gateway-none');
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
  await expect(diagram.getByTestId('bpmn-viewer').locator('[data-element-id="approve"]')).toBeVisible();
  await expect(diagram).toContainText('候选角色：内容编辑');
  await view(page, 'workflow-diagram-zh');
  await diagram.getByRole('button', { name: '关闭' }).click();

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
  await english.locator('[data-element-id="approve"]').click();
  await expect(english.getByTestId('bpmn-properties')).toContainText('Candidate roles');
  await view(page, 'workflow-modeler-en');
});
