import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, call, createTestApp, login, type TestApp } from './helpers.js';

/** 服务支持 on the rendered site: the public area data of the finder's picker, and the pages in the site's language. */
describe('service pages of the rendered site', () => {
  let t: TestApp;
  let admin: string;
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const html = async (url: string) => {
    const page = await get(url);
    expect(page.statusCode, url).toBe(200);
    return page.body;
  };

  beforeAll(async () => {
    t = await createTestApp();
    admin = await login(t, 'admin');
  });
  afterAll(() => t.close());

  it('serves the areas of 区域管理 level by level, cached with an ETag until the area table changes', async () => {
    const provinces = await get('/api/public/cn/areas');
    expect(provinces.statusCode).toBe(200);
    expect(provinces.json().result).toContainEqual({ code: '440000', name: '广东省', leaf: false });
    expect(provinces.json().result.length).toBeGreaterThan(30);
    const cities = (await get('/api/public/cn/areas?parent=440000')).json().result;
    expect(cities).toContainEqual({ code: '440300', name: '深圳市', leaf: false });
    const districts = (await get('/api/public/en/areas?parent=440300')).json().result;
    expect(districts).toContainEqual({ code: '440305', name: '南山区', leaf: true });
    expect((await get('/api/public/cn/areas?parent=999999')).json().result).toEqual([]);

    const etag = String(provinces.headers.etag);
    expect(etag).toMatch(/^"/);
    expect(provinces.headers['cache-control']).toContain('must-revalidate');
    expect((await get('/api/public/cn/areas', { 'if-none-match': etag })).statusCode).toBe(304);

    const bad = await get('/api/public/cn/areas?parent=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('区域编码格式不正确');
    expect((await get('/api/public/nosuch/areas')).statusCode).toBe(404);
    expect((await get('/api/public/openapi.json')).json().paths).toHaveProperty(['/api/public/{siteCode}/areas']);

    // An edit in 区域管理 reaches the public answer at once.
    const nanshan = (await call(t, 'GET', `${API}/cms/area/list?code=440305`, { token: admin })).body.result.records[0];
    const edited = await call(t, 'PUT', `${API}/cms/area/edit`, {
      token: admin,
      body: { ...nanshan, name: '南山新区' },
    });
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    const after = await get('/api/public/cn/areas?parent=440300');
    expect(after.json().result).toContainEqual({ code: '440305', name: '南山新区', leaf: true });
  });

  it('searches the back-office list by an area’s prefix: a city covers its districts', async () => {
    const names = async (area: string) =>
      (
        await call(t, 'GET', `${API}/cms/serviceNetwork/list?pageSize=50&area=${encodeURIComponent(area)}`, {
          token: admin,
        })
      ).body.result.records
        .map((r: { name: string }) => r.name)
        .sort();
    expect(await names('4403*')).toEqual(['深圳南山维修中心', '深圳福田体验店'].sort());
    expect(await names('44*')).toContain('广州天河维修中心');
    expect(await names('440305*')).toEqual(['深圳南山维修中心']);
  });

  it('renders the finder with the area picker and its map container, and the script that drives them', async () => {
    const finder = await html('/site/cn/serviceNetwork');
    expect(finder).toContain('<form class="svc-form" id="svc-area"');
    for (const name of ['province', 'city', 'district']) expect(finder).toContain(`<select name="${name}"`);
    expect(finder).toContain('data-map="网点分布示意图"');
    const script = (await get('/site/_assets/service.js')).body;
    expect(script).toContain("'/areas?parent='");
    expect(script).toContain('createElementNS(SVG_NS, tag)');
    expect(script).not.toContain('innerHTML');
  });

  it('renders the service and support pages in the site’s language', async () => {
    const product = (await call(t, 'GET', '/api/public/en/product')).body.result.records[0];
    expect(product).toBeTruthy();
    const pages: [string, string[]][] = [
      [
        '/site/en/serviceNetwork',
        ['<h1>Service centres</h1>', 'City, address or name', 'Find the nearest', 'Use my location'],
      ],
      ['/site/en/warranty', ['<h1>Warranty check</h1>', 'Serial number', '>Check</button>']],
      [
        '/site/en/repair',
        ['<h1>Repair service</h1>', 'Request a repair', 'Describe the fault *', 'Track a repair', 'Repair number'],
      ],
      [
        '/site/en/dealer',
        ['<h1>Authorised dealers</h1>', 'Verify a dealer', 'Authorisation number', 'Authorised until'],
      ],
      [
        `/site/en/support/${product.id}`,
        ['service and support</h1>', '<h2>Drivers</h2>', '<h2>Manuals</h2>', 'Frequently asked questions'],
      ],
    ];
    const chinese = ['查询', '维修', '序列号', '经销商', '网点', '驱动下载', '常见问题', '请选择'];
    for (const [url, labels] of pages) {
      const body = await html(url);
      for (const label of labels) expect(body, url).toContain(label);
      const main = body.slice(body.indexOf('<main'), body.indexOf('</main>'));
      expect(main.length, url).toBeGreaterThan(100);
      for (const word of chinese) expect(main, `${url}: ${word}`).not.toContain(word);
    }
    // China's areas have Chinese names only: the English finder searches by name and position.
    const finder = await html('/site/en/serviceNetwork');
    expect(finder).not.toContain('id="svc-area"');
    // The script's texts travel with the page, in its language.
    const attribute = /data-texts="([^"]*)"/.exec(finder)?.[1] ?? '';
    const entities: Record<string, string> = { '&#34;': '"', '&#39;': "'", '&lt;': '<', '&gt;': '>', '&amp;': '&' };
    const texts = JSON.parse(attribute.replace(/&(#34|#39|lt|gt|amp);/g, (m) => entities[m] ?? m));
    expect(texts.nearestTitle).toBe('Nearest service centres');
    expect(texts.repairStatuses.repairing).toBe('In repair');
    // The Chinese site keeps its texts.
    expect(await html('/site/cn/warranty')).toContain('<h1>保修查询</h1>');
    expect(await html('/site/cn/serviceNetwork')).toContain('<h1>服务网点</h1>');
  });
});
