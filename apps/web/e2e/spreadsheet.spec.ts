import { expect as baseExpect, test } from '@playwright/test';
import { login, shot } from './helpers';

/** The spreadsheet grid: Excel's clipboard in, keyboard fill down, row checks. */

const expect = baseExpect.configure({ timeout: 20_000 });

test('pastes 50 rows from the clipboard, fills down, and marks the rows that fail', async ({ page, context }) => {
  test.setTimeout(180_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await login(page);
  await page.goto('/demo/spreadsheet');
  const grid = page.getByRole('grid', { name: '电子表格' });
  await expect(grid).toBeVisible();
  await expect(page.getByTestId('grid-count')).toHaveText('共 5 行');

  // 50 rows as Excel copies them: tab-separated, CR LF, a final line break; row 50 has a bad quantity.
  const lines = Array.from({ length: 50 }, (_, i) =>
    [`路由器${i + 1}`, `AX-${i + 1}`, i === 49 ? '很多' : String(i + 1), '199.00', i === 0 ? '"含""电源"""' : ''].join(
      '\t',
    ),
  );
  await page.evaluate((text) => navigator.clipboard.writeText(text), `${lines.join('\r\n')}\r\n`);
  await grid.getByRole('gridcell').nth(1).click();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(page.getByTestId('grid-count')).toHaveText('共 50 行');
  await expect(grid.getByRole('gridcell', { name: '路由器1', exact: true })).toBeVisible();
  await expect(grid.getByRole('gridcell', { name: '含"电源"' })).toBeVisible();

  // Keyboard: from 型号 of row 1 down one row, then Ctrl+D takes the value above.
  await grid.getByRole('gridcell', { name: 'AX-1', exact: true }).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ControlOrMeta+D');
  await expect(grid.getByRole('gridcell', { name: 'AX-1', exact: true })).toHaveCount(2);

  await page.getByRole('button', { name: /校\s*验/ }).click();
  await expect(page.getByText('1 行有错误')).toBeVisible();
  await expect(page.getByText('第 50 行：数量须为整数')).toBeVisible();
  await shot(page, 'spreadsheet');
});
