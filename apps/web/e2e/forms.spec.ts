import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type Page, test } from '@playwright/test';
import { api, login, rowAction, shot, toast } from './helpers';

/** 邮件订阅 and 推送记录 from the browser: subscribe on the site, confirm by the mailed link, push a new product. */

const EMAIL = 'fan-e2e@example.cn';
const OK = /确\s*定/;

/** The last link the server's log sender mailed to `email` (the e2e server's log file). */
function loggedLink(email: string, kind: string): string | undefined {
  const log = readFileSync(join(process.env.E2E_DATA_DIR ?? '', 'server.log'), 'utf8');
  const lines = log.split('\n').filter((l) => l.includes(`"receiver":"${email}"`));
  const links = lines.flatMap((l) => [
    ...l.matchAll(new RegExp(`https?://[^\\s"\\\\]+/subscribe/${kind}\\?token=[\\w.-]+`, 'g')),
  ]);
  return links.at(-1)?.[0];
}

const token = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);

test('subscribe on the site, confirm through the mailed link, and receive a push of a newly published product', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/site/cn/subscribe');
  await page.getByLabel('电子邮件').fill(EMAIL);
  await page.getByLabel('新品发布').check();
  await shot(page, 'site-subscribe-form');
  await page.getByRole('button', { name: '订阅' }).click();
  await expect(page.getByRole('status')).toHaveText('请查收确认邮件，点击邮件中的链接完成订阅');

  await expect.poll(() => loggedLink(EMAIL, 'confirm')).toBeTruthy();
  const link = new URL(loggedLink(EMAIL, 'confirm') ?? '');
  await page.goto(link.pathname + link.search);
  await shot(page, 'site-subscribe-confirm');
  await page.getByRole('button', { name: '确认订阅' }).click();
  await expect(page.getByRole('status')).toHaveText('订阅成功，感谢您的关注！');

  // A visitor's script tag stays text in the back office.
  await page.goto('/site/cn/form/suggestion');
  await page.getByLabel('类型').selectOption('complaint');
  await page.getByLabel('内容').fill('<img src=x onerror="window.__xss=1">售后太慢');
  await page.getByLabel('联系方式').fill('xss@example.cn');
  await shot(page, 'site-suggestion-form');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status')).toContainText('提交成功');

  await login(page);
  await page.goto('/cms/form/suggestion');
  await expect(page.getByRole('row').filter({ hasText: 'xss@example.cn' })).toContainText('<img src=x onerror=');
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  await shot(page, 'suggestion-inbox');
  for (const [path, name] of [
    ['/cms/form/subscription', 'subscription-list'],
    ['/cms/form/blacklist', 'blacklist-list'],
    ['/cms/form/cooperation', 'cooperation-inbox'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    await shot(page, name);
  }

  const typeId = await api<string>(page, 'POST', '/cms/productType/add', { name: '智能终端', code: 'terminal' });
  const productId = await api<string>(page, 'POST', '/cms/product/add', {
    typeId,
    name: '云站 Y2 智能终端',
    modelNo: 'Y2',
  });
  const published = await page.request.fetch('/system-api/cms/product/publish', {
    method: 'PUT',
    headers: { 'X-Access-Token': await token(page) },
    data: { ids: productId },
  });
  expect((await published.json()).success).toBe(true);

  await page.goto('/cms/operation/push');
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '新增推送记录' });
  // Few modules render as radio buttons, more as a select.
  const productRadio = dialog.getByRole('radio', { name: '产品', exact: true });
  if (await productRadio.count()) await productRadio.check();
  else {
    await dialog.getByLabel('内容类型').click();
    await page.locator('.ant-select-dropdown:visible').getByTitle('产品', { exact: true }).click();
  }
  await dialog.getByLabel('推送内容').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle('云站 Y2 智能终端').click();
  await expect(dialog.getByLabel('邮件订阅者')).toBeChecked();
  await shot(page, 'push-record-form');
  await dialog.getByRole('button', { name: OK }).click();
  await expect(toast(page, '添加成功！')).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: '云站 Y2 智能终端' });
  await expect(async () => {
    await page
      .getByRole('button', { name: /查\s*询/ })
      .first()
      .click();
    await expect(row).toContainText('已完成', { timeout: 1000 });
  }).toPass();
  await shot(page, 'push-record-list');
  await rowAction(row, '明细');
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByRole('row').filter({ hasText: EMAIL })).toContainText('已发送');
  await shot(page, 'push-record-deliveries');
  expect(loggedLink(EMAIL, 'unsubscribe')).toBeTruthy();
});

/** A `size`×`size` PNG of one colour (a real picture: the inbox shows it). */
function png(size: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length, 0);
    head.write(type, 4, 'latin1');
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
    return Buffer.concat([head, data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.concat(Array.from({ length: size }, () => Buffer.from(rgb)))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', ihdr), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
}

test('a feedback sent with a picture on the site shows the picture in the 意见反馈 inbox', async ({
  page,
  request,
}) => {
  await page.goto('/site/cn/form/feedback');
  await page.getByLabel('反馈类型').selectOption('problem');
  await page.getByLabel('反馈内容').fill('包装破损，见照片');
  await page
    .getByLabel('反馈图片')
    .setInputFiles({ name: 'box.png', mimeType: 'image/png', buffer: png(64, [230, 60, 40]) });
  await page.getByLabel('联系方式').fill('photo@example.cn');
  await shot(page, 'site-feedback-form-image');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('status')).toContainText('提交成功');

  await login(page);
  await page.goto('/cms/form/feedback');
  await rowAction(page.getByRole('row').filter({ hasText: 'photo@example.cn' }), '详情');
  const picture = page.locator('img[src*="/sys/common/static/intake/"]').first();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);
  await shot(page, 'feedback-inbox-image');
  // Without the session the picture is not served (`request` shares none of the page's cookies).
  const src = (await picture.getAttribute('src')) ?? '';
  const anonymous = await request.fetch(src);
  expect(anonymous.status()).toBe(401);
});
