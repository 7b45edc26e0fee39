import { deflateSync } from 'node:zlib';
import { expect, request, test } from '@playwright/test';
import { login, shot } from './helpers';

/** A 64×64 PNG: an orange disc on blue, easy to tell from the default icon in a screenshot. */
function avatarPng(): Buffer {
  const size = 64;
  const rows = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const inside = (x - 32) ** 2 + (y - 32) ** 2 < 400;
      rows.set(inside ? [250, 140, 22] : [22, 119, 255], y * (1 + size * 3) + 1 + x * 3);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const byte of b) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('staff avatars need a session: the header shows it through the file cookie, nobody else reads it', async ({
  page,
  baseURL,
}) => {
  await login(page);
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('Access-Token') ?? '{}').value as string);
  const headers = { 'X-Access-Token': token };
  const uploaded = await page.request.post('/system-api/sys/common/upload', {
    headers,
    multipart: { biz: 'avatar', file: { name: '头像.png', mimeType: 'image/png', buffer: avatarPng() } },
  });
  const key = (await uploaded.json()).message as string;
  expect(key).toMatch(/^avatar\//);
  const users = await (await page.request.get('/system-api/sys/user/list?username=admin', { headers })).json();
  const id = users.result.records[0].id as string;
  const edited = await page.request.put('/system-api/sys/user/edit', { headers, data: { id, avatar: key } });
  expect((await edited.json()).success).toBe(true);

  // A fresh sign-in (the header reads the avatar from the login answer), with no file cookie yet.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const staticRequests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/sys/common/static/')) staticRequests.push(r.url());
  });
  await login(page);
  const avatar = page.locator('.ant-layout-header .ant-avatar img');
  await expect(avatar).toHaveAttribute('src', `/system-api/sys/common/static/${key}`);
  await expect
    .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  expect(staticRequests.every((u) => !u.includes('token='))).toBe(true);
  // The welcome notification covers the header's right end: closed for the screenshot.
  const welcome = page.locator('.ant-notification-notice');
  if (await welcome.isVisible()) await welcome.locator('.ant-notification-notice-close').click();
  await expect(welcome).toHaveCount(0);
  await shot(page, 'header-avatar');

  // Without a session the same address answers 401.
  const anonymous = await request.newContext({ baseURL });
  expect((await anonymous.get(`/system-api/sys/common/static/${key}`)).status()).toBe(401);
  await anonymous.dispose();
});
