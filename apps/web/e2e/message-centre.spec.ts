// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the templates' own ${name} placeholders, not JavaScript ones
import { expect as baseExpect, test } from '@playwright/test';
import { api, confirmAction, login, rowAction, rowMenu, shot, toast } from './helpers';

/**
 * 消息中心: a template sent as a test from 消息模板 appears in 消息管理 as sent; a message not sent yet is sent again
 * with 重发.
 */

const expect = baseExpect.configure({ timeout: 20_000 });

test('send a template as a test and find the message sent', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page);
  await api(page, 'POST', '/sys/message/sysMessageTemplate/add', {
    templateCode: 'e2e_welcome',
    templateName: '欢迎${name}',
    templateType: '4',
    templateContent: '${name}，您的账号已开通。',
    templateTestJson: '{"name":"王五"}',
  });
  await page.goto('/message/template');
  const row = page.getByRole('row').filter({ hasText: 'e2e_welcome' });
  await rowAction(row, '发送测试');
  const dialog = page.getByRole('dialog', { name: '发送测试' });
  await dialog.getByLabel('接收人').fill('editor');
  await shot(page, 'message-template-send');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(toast(page, '发送成功')).toBeVisible();

  // A message recorded but not sent (as a crash between recording and sending leaves it).
  await api(page, 'POST', '/sys/message/sysMessage/add', {
    esTitle: '待发的通知',
    esType: '4',
    esReceiver: 'editor',
    esContent: '系统维护通知',
  });
  await page.goto('/message/list');
  const sent = page.getByRole('row').filter({ hasText: '欢迎王五' });
  await expect(sent.getByText('发送成功')).toBeVisible();
  // 重发 only for a message not sent yet.
  await expect((await rowMenu(sent)).getByRole('menuitem', { name: '重发' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  const pending = page.getByRole('row').filter({ hasText: '待发的通知' });
  await expect(pending.getByText('未发送')).toBeVisible();
  await shot(page, 'message-list');
  await rowAction(pending, '重发');
  await confirmAction(page, '确定重新发送吗?');
  await expect(toast(page, '发送成功')).toBeVisible();
  await expect(pending.getByText('发送成功')).toBeVisible();
  await expect((await rowMenu(pending)).getByRole('menuitem', { name: '重发' })).toHaveCount(0);
});
