import { expect as baseExpect, type Page, test } from '@playwright/test';
import { login, shot } from './helpers';

/** The real-time table socket: two people on one table see each other's saves. */

const expect = baseExpect.configure({ timeout: 20_000 });
const nameInput = (page: Page, id: string) => page.locator(`[data-row-id="${id}"] [data-key="name"] input`);

async function openRealtime(page: Page) {
  await login(page);
  await page.goto('/demo/editableTable');
  await page.getByRole('tab', { name: '实时协同' }).click();
  await expect(nameInput(page, 'rt-1')).toHaveValue('主板');
}

test('a row saved in one window shows in the other', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  try {
    await openRealtime(page);
    await openRealtime(other);
    // Both sockets are open once the heartbeat could run; the handshake itself is quick.
    await page.waitForTimeout(1_000);

    await nameInput(page, 'rt-2').fill('电源适配器 65W');
    await page.getByRole('button', { name: '保存并同步' }).click();
    await expect(page.locator('.ant-message').getByText('已保存，1 行已同步给其他人')).toBeVisible();

    await expect(nameInput(other, 'rt-2')).toHaveValue('电源适配器 65W');
    await expect(other.locator('[data-row-id="rt-2"] [data-key="savedBy"] input')).toHaveValue(/\S/);
    await expect(nameInput(other, 'rt-1')).toHaveValue('主板');
    await shot(other, 'table-socket');
  } finally {
    await otherContext.close();
  }
});
