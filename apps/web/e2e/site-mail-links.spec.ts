import { expect, type Page, test } from '@playwright/test';
import { login, shot, toast } from './helpers';

/**
 * 站点信息 warns about a site whose mails could carry no links: the e2e server has no PUBLIC_URL, so a site whose 域名
 * is cleared is named in a warning above the list, and filling it in again takes the warning away.
 */

const OK = /确\s*定/;
const WARNING = '以下站点未填写域名，服务器也未配置PUBLIC_URL';

async function setDomain(page: Page, site: string, domain: string) {
  await page.getByRole('row').filter({ hasText: site }).getByText('编辑', { exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '编辑站点' });
  await dialog.getByLabel('域名').fill(domain);
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '编辑成功!')).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('站点信息 names the site without a 域名 while PUBLIC_URL is unset, until the 域名 is filled in', async ({
  page,
}) => {
  await login(page);
  await page.goto('/cms/site/info');
  await expect(page.getByRole('row').filter({ hasText: 'English site' })).toBeVisible();
  await expect(page.getByText(WARNING)).toHaveCount(0);

  await setDomain(page, 'English site', '');
  const alert = page.getByRole('alert').filter({ hasText: WARNING });
  await expect(alert).toContainText('English site（en）');
  await expect(alert).toContainText('邮件订阅会被拒绝');
  await shot(page, 'site-info-mail-links');

  await setDomain(page, 'English site', 'www.example.com');
  await expect(page.getByText(WARNING)).toHaveCount(0);
});
