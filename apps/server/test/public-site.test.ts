import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteId } from '../src/db/seed/ids.js';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** Chinese, Japanese and Korean characters, and their punctuation (full-width forms included). */
const CJK = /[\u3000-\u303f\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]+/g;

/**
 * The seeded demo sites as a visitor and a crawler see them: an English site without a Chinese word, favicon,
 * robots.txt, sitemap.xml, canonical and language alternates, forms checked with the site's own messages.
 */
describe('the public sites', () => {
  let t: TestApp;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const post = (url: string, payload: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
    });
  const head = (body: string) => body.slice(0, body.indexOf('</head>'));
  const links = (body: string, rel: string) =>
    [...head(body).matchAll(new RegExp(`<link rel="${rel}"([^>]*)>`, 'g'))].map((m) => m[1]);

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('shows no Chinese on any page of the English site a visitor reaches, error and form pages included, each id once', async () => {
    const seen = new Set(['/site/en']);
    const queue = ['/site/en'];
    const leaks: string[] = [];
    const twice: string[] = [];
    const scan = (url: string, status: number, body: string) => {
      // Text marked as Chinese (the language switch names Chinese in Chinese) is not a leak.
      const english = body.replace(/<(\w+)[^>]*\slang="zh[^"]*"[^>]*>[^<]*<\/\1>/g, '');
      const found = [...new Set(english.match(CJK) ?? [])];
      if (found.length) leaks.push(`${status} ${url}: ${found.slice(0, 8).join(' ')}`);
      // Each id once (labels, descriptions and the skip link point at them).
      const ids = [...body.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]);
      for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) twice.push(`${url}: ${id}`);
    };
    while (queue.length) {
      const url = String(queue.shift());
      const page = await get(url);
      expect(page.statusCode, url).toBe(200);
      scan(url, page.statusCode, page.body);
      for (const m of page.body.matchAll(/href="(\/site\/en[^"#]*)"/g)) {
        const next = m[1].replaceAll('&amp;', '&');
        if (!seen.has(next) && !/pageNo=|attr\./.test(next)) {
          seen.add(next);
          queue.push(next);
        }
      }
    }
    // Home, hubs, lists, details, support pages, forms: the crawl reached every kind of page.
    for (const path of ['/product/', '/support/', '/driver/', '/downloads', '/service', '/form/contact', '/subscribe'])
      expect(
        [...seen].some((u) => u.includes(path)),
        path,
      ).toBe(true);
    expect(seen.size).toBeGreaterThan(60);
    // Pages no link leads to: every module's list, errors, refused and accepted forms.
    const more = ['/site/en/nosuch', '/site/en/product/nosuch', '/site/en/ad?sort=clicks', '/site/en/a/b/c/d'];
    for (const path of ['ad', 'category', 'menu', 'osVersion', 'productAttribute', 'productType', 'fitting', 'update'])
      more.push(`/site/en/${path}`);
    for (const form of ['feedback', 'suggestion', 'cooperation', 'proposal', 'registration'])
      more.push(`/site/en/form/${form}`);
    more.push('/site/en/subscribe/confirm?token=nosuch', '/site/en/subscribe/unsubscribe?token=nosuch');
    for (const url of more) {
      const page = await get(url);
      scan(url, page.statusCode, page.body);
    }
    for (const [url, body] of [
      ['/site/en/form/contact', 'kind=&content=abc&contact='],
      ['/site/en/form/cooperation', 'company=ACME&contact=Ann&phone=12&email=bad&kind=oem&message=Hello%20there'],
      ['/site/en/form/feedback', 'kind=problem&content=The%20box%20was%20damaged&contact=ann%40example.com'],
      ['/site/en/subscribe', 'email=not-an-address'],
    ]) {
      const page = await post(url, body);
      scan(`POST ${url}`, page.statusCode, page.body);
    }
    expect(leaks).toEqual([]);
    expect(twice).toEqual([]);
  });

  it('prints dates and numbers in the site’s language', async () => {
    const news = await call(t, 'GET', '/api/public/en/page/by-slug/news-terminal-launch');
    const day = String(news.body.result.publishTime).slice(0, 10);
    const [y, m, d] = day.split('-').map(Number);
    const en = new Date(Date.UTC(y, m - 1, d)).toLocaleDateString('en', { dateStyle: 'medium', timeZone: 'UTC' });
    expect((await get('/site/en')).body).toContain(`<div class="muted">${en}</div>`);
    expect((await get('/site/cn')).body).toContain(`<div class="muted">${y}年${m}月${d}日</div>`);
  });

  it('gives each site a favicon, a robots.txt and a sitemap.xml at its own address', async () => {
    const icon = await get('/site/en/favicon.ico');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.body).toContain('<svg');
    expect((await get('/site/en')).body).toContain('<link rel="icon" href="/site/en/favicon.ico">');

    const robots = await get('/site/cn/robots.txt');
    expect(robots.headers['content-type']).toContain('text/plain');
    expect(robots.body).toContain('Sitemap: https://www.example.com.cn/site/cn/sitemap.xml');

    const sitemap = await get('/site/en/sitemap.xml');
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toContain('application/xml');
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const product = (await call(t, 'GET', '/api/public/en/product?pageSize=1')).body.result.records[0];
    expect(locs).toContain('https://www.example.com/site/en');
    expect(locs).toContain('https://www.example.com/site/en/downloads');
    expect(locs).toContain(`https://www.example.com/site/en/product/${product.id}`);
    expect(locs.every((l) => l.startsWith('https://www.example.com/site/en'))).toBe(true);
    expect(locs.some((l) => l.includes('/ad/') || l.includes('/menu/'))).toBe(false);
  });

  it('serves a site’s own 网站图标, and leaves out of its sitemap what is not published', async () => {
    const admin = await login(t, 'admin');
    await call(t, 'POST', `${API}/sys/selectDepart`, { token: admin, body: { siteId: siteId('cn') } });
    const draft = await call(t, 'POST', `${API}/cms/menuContent/add`, {
      token: admin,
      body: { menuId: (await call(t, 'GET', '/api/public/cn/page/by-slug/about')).body.result.menuId, title: '草稿页' },
    });
    expect(draft.body.success, JSON.stringify(draft.body)).toBe(true);
    expect((await get('/site/cn/sitemap.xml')).body).not.toContain(`/page/${draft.body.result}<`);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    const boundary = 'x-boundary';
    const upload = await t.app.inject({
      method: 'POST',
      url: `${API}/sys/common/upload`,
      headers: { 'x-access-token': admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="biz"\r\n\r\ncms\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="icon.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
    const key = upload.json().message as string;
    const edit = await call(t, 'PUT', `${API}/cms/site/edit`, {
      token: admin,
      body: { id: siteId('cn'), favicon: key },
    });
    expect(edit.body.success, JSON.stringify(edit.body)).toBe(true);
    const icon = await get('/site/cn/favicon.ico');
    expect(icon.headers['content-type']).toBe('image/png');
    expect(icon.rawPayload.equals(png)).toBe(true);
  });

  it('serves every picture a product page shows, its gallery included', async () => {
    const product = (await call(t, 'GET', '/api/public/cn/product?pageSize=1')).body.result.records[0];
    const page = (await get(`/site/cn/product/${product.id}`)).body;
    const pictures = [...new Set([...page.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]))];
    expect(pictures.length).toBeGreaterThan(2);
    for (const src of pictures) expect((await get(src)).statusCode, src).toBe(200);
  });

  it('links each page to its address and to the same page of the other language, rows by their shared slug', async () => {
    const home = (await get('/site/en')).body;
    expect(links(home, 'canonical')).toEqual([' href="https://www.example.com/site/en"']);
    expect(links(home, 'alternate')).toEqual([
      ' hreflang="en" href="https://www.example.com/site/en"',
      ' hreflang="zh-CN" href="https://www.example.com.cn/site/cn"',
    ]);
    // The language switch leads to the same page of the other site.
    expect(home).toContain('<a class="lang" href="/site/cn" hreflang="zh-CN" lang="zh-CN">中文</a>');

    // A product and its translation share the slug (the model number).
    const slug = 'yz-b14-01';
    const cn = (await call(t, 'GET', `/api/public/cn/product/by-slug/${slug}`)).body.result;
    const en = (await call(t, 'GET', `/api/public/en/product/by-slug/${slug}`)).body.result;
    const detail = (await get(`/site/cn/product/${cn.id}?utm=x`)).body;
    expect(links(detail, 'canonical')).toEqual([` href="https://www.example.com.cn/site/cn/product/${cn.id}"`]);
    expect(links(detail, 'alternate')).toEqual([
      ` hreflang="zh-CN" href="https://www.example.com.cn/site/cn/product/${cn.id}"`,
      ` hreflang="en" href="https://www.example.com/site/en/product/${en.id}"`,
    ]);
    const support = (await get(`/site/en/support/${en.id}`)).body;
    expect(links(support, 'alternate')).toContain(
      ` hreflang="zh-CN" href="https://www.example.com.cn/site/cn/support/${cn.id}"`,
    );
    // A product page links to its support page.
    expect(detail).toContain(`href="/site/cn/support/${cn.id}"`);

    // A list of its own (a menu's pages) is its address with that filter; filtered by a row of the site, it has no
    // counterpart (ids differ between sites). Its menu item is marked current.
    const news = (await get('/site/cn')).body.match(/href="\/site\/cn\/page\?menuId=([0-9a-f]+)">新闻中心</)?.[1];
    const column = (await get(`/site/cn/page?q=x&menuId=${news}`)).body;
    expect(links(column, 'canonical')).toEqual([` href="https://www.example.com.cn/site/cn/page?menuId=${news}"`]);
    expect(links(column, 'alternate')).toEqual([]);
    expect(column).toContain(`<a href="/site/cn/page?menuId=${news}" aria-current="page">新闻中心</a>`);
    const jobs = (await get('/site/en/job?kind=campus&pageNo=1')).body;
    expect(links(jobs, 'canonical')).toEqual([' href="https://www.example.com/site/en/job?kind=campus"']);
    expect(links(jobs, 'alternate')).toContain(
      ' hreflang="zh-CN" href="https://www.example.com.cn/site/cn/job?kind=campus"',
    );

    // A row without a counterpart has no alternates; its language switch leads to the other site's home page.
    const ad = (await call(t, 'GET', '/api/public/cn/ad?pageSize=1')).body.result.records[0];
    const lone = (await get(`/site/cn/ad/${ad.id}`)).body;
    expect(links(lone, 'canonical')).toHaveLength(1);
    expect(links(lone, 'alternate')).toEqual([]);
    expect(lone).toContain('<a class="lang" href="/site/en" hreflang="en" lang="en">English</a>');
  });

  it('checks a form with the site’s messages, by each field, instead of the browser’s', async () => {
    const form = (await get('/site/en/form/cooperation')).body;
    expect(form).toMatch(/<form class="intake"[^>]* novalidate data-check>/);
    const refused = await post(
      '/site/en/form/cooperation',
      'company=ACME&contact=Ann&phone=12&email=bad&kind=&message=Hi',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain(
      '<div class="notice err" role="alert">The form was not sent: please check the marked fields.</div>',
    );
    expect(refused.body).toContain(
      '<span class="field-error" id="e-f-phone">Please enter a valid mobile number</span>',
    );
    expect(refused.body).toContain(
      '<span class="field-error" id="e-f-email">Please enter a valid e-mail address</span>',
    );
    expect(refused.body).toContain('<span class="field-error" id="e-f-kind">Please choose Type</span>');
    expect(refused.body).toContain(
      '<span class="field-error" id="e-f-message">Message needs at least 5 characters</span>',
    );
    expect(refused.body).toContain('aria-describedby="e-f-phone"');
    // What was typed stays in the form; nothing was stored.
    expect(refused.body).toContain('value="ACME"');
    const zh = await post(
      '/site/cn/form/cooperation',
      'company=ACME&contact=Ann&phone=&kind=oem&message=%E4%BD%A0%E5%A5%BD%E4%BD%A0%E5%A5%BD%E4%BD%A0',
    );
    expect(zh.statusCode).toBe(400);
    expect(zh.body).toContain('<span class="field-error" id="e-f-phone">请填写联系电话</span>');
    const sent = await post(
      '/site/en/form/cooperation',
      'company=ACME&contact=Ann&phone=13800000000&kind=oem&message=Hello%20there',
    );
    expect(sent.statusCode).toBe(200);
    expect(sent.body).toContain('Thank you: your message has been sent.');
    // The page's script runs the same checks, with the texts the page gives it.
    const script = (await get('/site/_assets/site.js')).body;
    expect(script).toContain("addEventListener('submit'");
    expect(script).toContain('aria-invalid');
    expect(form).toMatch(/<script src="\/site\/_assets\/site\.js" defer data-texts="[^"]*Please fill in \{label\}/);
  });
});
