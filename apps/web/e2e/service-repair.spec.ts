import { expect, type Page, test } from '@playwright/test';
import { api, login, shot, toast } from './helpers';

/** 服务支持 from the browser: a customer's repair request on the rendered site, worked through in the back office. */

const PHONE = '13700001234';

async function lookUp(page: Page, number: string) {
  await page.goto('/site/cn/repair');
  const form = page.locator('#svc-repair-status');
  await form.getByLabel('维修单号').fill(number);
  await form.getByLabel('手机号').fill(PHONE);
  await form.getByRole('button', { name: '查询进度' }).click();
  return page.locator('#svc-repair-status-result');
}

test('a repair request goes from the site through the flow, and the customer sees its status', async ({ page }) => {
  await page.goto('/site/cn/repair');
  const form = page.locator('#svc-repair');
  await form.getByLabel('姓名').fill('赵女士');
  await form.getByLabel('手机号').fill(PHONE);
  await form.getByLabel('故障描述').fill('开机后风扇一直高速运转，很吵');
  await form.getByLabel('寄回地址').fill('深圳市南山区粤海街道 1 号');
  await form.getByRole('button', { name: '提交申请' }).click();
  const receipt = page.locator('#svc-repair-result');
  await expect(receipt).toContainText('提交成功，维修单号：WX');
  const number = ((await receipt.locator('strong').textContent()) ?? '').split('：')[1];
  await shot(page, 'site-repair-submitted');
  await expect(await lookUp(page, number)).toContainText(`维修单 ${number}：已提交`);

  await login(page);
  await page.goto('/cms/service/repair');
  const row = page.locator('.ant-table-row').filter({ hasText: number });
  await expect(row).toContainText('已提交');
  await expect(row).toContainText(PHONE);
  const menuItem = page.locator('.ant-menu-item').filter({ hasText: '维修申请' });
  await expect(menuItem.getByTestId('unread-badge')).toBeVisible({ timeout: 30_000 });
  await shot(page, 'repair-list-badge');

  await row.getByText('处理').click();
  const dialog = page.getByRole('dialog', { name: '维修处理' });
  for (const [to, reason] of [
    ['已受理', '已收到申请，请寄送设备'],
    ['维修中', '检测为风扇故障'],
  ]) {
    await dialog.getByText(to, { exact: true }).click();
    await dialog.getByLabel('说明（客户可见）').fill(reason);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(toast(page, '状态已更新')).toBeVisible();
    await expect(dialog.locator('.ant-timeline')).toContainText(reason);
  }
  await expect(dialog.getByText('已受理 → 维修中')).toBeVisible();
  await shot(page, 'repair-flow-timeline');
  await dialog.getByRole('button', { name: '关闭' }).click();
  await expect(row).toContainText('维修中');

  const status = await lookUp(page, number);
  await expect(status).toContainText(`维修单 ${number}：维修中`);
  await expect(status).toContainText('检测为风扇故障');
  await expect(status).not.toContainText('admin');
  await shot(page, 'site-repair-status');

  // A warranty imported in the back office answers on the site with the product and its dates only.
  // (The site's pages are sandboxed, without the back office's storage: its API calls start from a back-office page.)
  await page.goto('/cms/service/guarantee');
  const typeId = await api<string>(page, 'POST', '/cms/productType/add', { name: '台式机', code: 'svc-e2e-desktop' });
  const productId = await api<string>(page, 'POST', '/cms/product/add', {
    typeId,
    name: '云站台式机 D1',
    modelNo: 'D1',
  });
  await api(page, 'POST', '/cms/guarantee/add', {
    ...{ serialNo: 'SN-E2E-0001', productId, purchaseDate: '2026-03-01', warrantyMonths: 24, channel: 'dealer' },
  });
  await page.goto('/site/cn/warranty');
  await page.getByLabel('序列号').fill('SN-E2E-0001');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('#svc-warranty-result')).toContainText('保修截止：2028年3月1日（在保）');
  await shot(page, 'site-warranty-answer');

  // The other screens of the group, to look at.
  for (const [path, name] of [
    ['/cms/service/network', 'service-network-list'],
    ['/cms/service/guarantee', 'guarantee-list'],
    ['/cms/service/dealer', 'dealer-list'],
    ['/cms/service/policy', 'service-policy-list'],
    ['/site/cn/serviceNetwork', 'site-service-network'],
    ['/site/cn/dealer', 'site-dealer'],
  ]) {
    await page.goto(path);
    const ready = path.startsWith('/site/') ? page.locator('h1') : page.getByRole('button', { name: /新\s*增/ });
    await expect(ready).toBeVisible();
    await shot(page, name);
  }
});
