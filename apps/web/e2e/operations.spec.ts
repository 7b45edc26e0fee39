import { expect, test } from '@playwright/test';
import { login, shot, toast } from './helpers';

/** 内容运营 in the browser: the applications board (a card dragged along the pipeline), the site's job and video
 * pages, and 统计分析 over a chosen period showing what those visits counted. */
test('moves an application on the board and sees the site’s visits in 统计分析', async ({ page }) => {
  await login(page);
  await page.goto('/cms/operation/recruitment');
  await expect(page.getByRole('row').filter({ hasText: '嵌入式软件工程师' })).toBeVisible({ timeout: 30_000 });
  await shot(page, 'recruitment-positions');

  const jobs = await (await page.request.get('/api/public/cn/job')).json();
  const applied = await page.request.post('/api/public/cn/intake/application', {
    multipart: {
      positionId: jobs.result.records[0].id,
      name: '孙悦',
      phone: '13900000000',
      file: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
    },
  });
  expect(applied.status()).toBe(200);

  await page.getByRole('tab', { name: '应聘管理' }).click();
  const column = (name: string) => page.getByRole('region', { name });
  const card = (name: string) => page.getByTestId('board-card').filter({ hasText: name });
  await expect(column('新投递').getByTestId('board-card').filter({ hasText: '李明' })).toBeVisible();
  await card('李明').dragTo(column('筛选'));
  await expect(toast(page, '已移到「筛选」')).toBeVisible();
  await expect(column('筛选').getByTestId('board-card').filter({ hasText: '李明' })).toBeVisible();
  // The pipeline has no jump from 新投递 to 录用: the column does not take the card.
  await card('王芳').dragTo(column('录用'));
  await expect(column('新投递').getByTestId('board-card').filter({ hasText: '王芳' })).toBeVisible();
  await shot(page, 'application-board');
  const download = page.waitForEvent('download');
  await card('孙悦').getByRole('button', { name: '简历' }).click();
  expect((await download).suggestedFilename()).toBe('简历-孙悦.pdf');

  await page.goto('/cms/operation/video');
  // The seeded video's duration is read from its file (6 s).
  await expect(
    page.getByRole('row').filter({ hasText: '首次开机设置教程' }).getByRole('cell', { name: '6', exact: true }),
  ).toBeVisible();
  await shot(page, 'video-list');
  await page.goto('/cms/operation/report');
  await expect(page.getByRole('row').filter({ hasText: '2025年度产品质量报告' })).toBeVisible();
  await shot(page, 'report-list');

  await page.goto('/site/cn/job');
  await page.getByRole('link', { name: '嵌入式软件工程师' }).click();
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();
  await shot(page, 'site-job-detail');
  await page.goto('/site/cn/video');
  await page.getByRole('link', { name: /首次开机设置教程/ }).click();
  await expect(page.locator('video')).toBeVisible();
  // The seeded demo video really plays: the browser decodes its frames (readyState ≥ HAVE_CURRENT_DATA).
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => [v.readyState >= 2, v.duration > 0]))
    .toEqual([true, true]);
  await page.locator('video').evaluate((v: HTMLVideoElement) => {
    v.pause();
    v.currentTime = 2;
  });
  await expect.poll(() => page.locator('video').evaluate((v: HTMLVideoElement) => v.readyState >= 2)).toBe(true);
  await shot(page, 'site-video-detail');

  await page.goto('/cms/operation/statistics');
  const start = page.getByRole('textbox', { name: '开始日期' });
  await start.click();
  await page.getByText('最近30天').click();
  await expect(start).toHaveValue(new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10));
  await expect(page.getByTestId('trend-chart')).toBeVisible();
  const top = page.locator('.ant-card').filter({ hasText: '热门内容' });
  await expect(top.getByRole('row').filter({ hasText: '嵌入式软件工程师' })).toBeVisible();
  await shot(page, 'statistics');
});
