import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The public sites' main pages pass an automated accessibility check (axe-core: no serious or critical violation) at
 * desktop and phone widths, with nothing wider than the phone's screen; their forms answer with the site's own
 * messages. One page, no login. With `SHOTS_DIR` set, full-page screenshots of each page at both widths are written
 * there to be looked at.
 */
const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('the public sites’ main pages pass axe-core and fit a phone, in both languages', async ({ page, request }) => {
  test.setTimeout(240_000);
  const pages: [string, string][] = [];
  for (const site of ['cn', 'en']) {
    const product = (await (await request.get(`/api/public/${site}/product?pageSize=1`)).json()).result.records[0];
    pages.push(
      [`${site}-home`, `/site/${site}`],
      [`${site}-products`, `/site/${site}/product`],
      [`${site}-product`, `/site/${site}/product/${product.id}`],
      [`${site}-downloads`, `/site/${site}/downloads`],
      [`${site}-finder`, `/site/${site}/serviceNetwork`],
      [`${site}-contact`, `/site/${site}/form/contact`],
    );
  }
  const problems: string[] = [];
  for (const size of WIDTHS) {
    await page.setViewportSize({ width: size.width, height: size.height });
    for (const [name, url] of pages) {
      await page.goto(url);
      await expect(page.locator('main h1').first()).toBeAttached();
      for (const v of await seriousViolations(page)) problems.push(`${url} @${size.width}: ${v}`);
      if (size.width < 600) {
        const wider = await overflow(page);
        if (wider > 0) problems.push(`${url} @${size.width}: ${wider}px wider than the screen`);
      }
      if (process.env.SHOTS_DIR)
        await page.screenshot({
          path: join(process.env.SHOTS_DIR, `public-${name}-${size.width}.png`),
          fullPage: true,
        });
    }
  }
  expect(problems).toEqual([]);
});

test('a form says what is wrong in the site’s language, by each field, and the phone menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/site/en/form/contact');
  await page.getByRole('button', { name: 'Send' }).click();
  // The page's own check: no browser bubble, no request; each field says what it needs.
  await expect(page.getByRole('alert')).toHaveText('The form was not sent: please check the marked fields.');
  await expect(page.locator('#e-f-kind')).toHaveText('Please choose Type');
  await expect(page.locator('#e-f-content')).toHaveText('Please fill in Message');
  await expect(page.getByLabel('Type')).toBeFocused();
  await expect(page).toHaveURL(/\/site\/en\/form\/contact$/);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByLabel('Message').fill('The box arrived damaged.');
  await expect(page.locator('#e-f-content')).toHaveCount(0);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: join(process.env.SHOTS_DIR, 'public-en-contact-errors-390.png') });

  const toggle = page.getByRole('button', { name: 'Menu' });
  const support = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Support' });
  await expect(support).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(support).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  if (process.env.SHOTS_DIR) await page.screenshot({ path: join(process.env.SHOTS_DIR, 'public-en-menu-390.png') });
});
