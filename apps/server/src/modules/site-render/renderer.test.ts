import { afterAll, describe, expect, it } from 'vitest';
import { DeliveryService } from '../public/delivery-service.js';
import type { PublicSite } from '../public/sites.js';
import { RENDER_QUEUE, RenderPool } from './render-pool.js';
import { SiteRenderer } from './renderer.js';

const site: PublicSite = { id: 's1', code: 'cn', name: '中文官网', domain: null, language: 'zh-CN', logo: null };

/** A delivery service that records which modules a page read. */
function recordingDelivery(validUntil?: number) {
  const reads: string[] = [];
  const delivery: DeliveryService = Object.create(DeliveryService.prototype);
  delivery.tree = async (_site, entity) => {
    reads.push(`tree:${entity.publicView.path}`);
    return { result: [{ id: 'c1', name: `${entity.publicView.path}的节点` }] as never, validUntil };
  };
  delivery.list = async (_site, entity) => {
    reads.push(`list:${entity.publicView.path}`);
    return {
      result: { records: [{ id: 'a1', title: `${entity.publicView.path}的第一条` }], total: 1 } as never,
      validUntil,
    };
  };
  return { reads, delivery };
}

/** The data every page sees (`trees`, `lists`) is read per name, when a template touches it. */
describe('SiteRenderer shared data', () => {
  const pool = new RenderPool({ workers: 1, timeMs: 5_000, memoryMb: 64, ...RENDER_QUEUE });
  afterAll(() => pool.close());

  it('reads only the modules the page’s templates use, once each', async () => {
    const { reads, delivery } = recordingDelivery();
    const home =
      '{% for c in trees.category %}{{ c.name }}{% endfor %}|{{ lists.ad.records.first.title }}|{{ lists.ad.total }}';
    const renderer = new SiteRenderer(pool, delivery, async () => ({ home }));
    const page = await renderer.home(site);
    expect(page.body).toBe('category的节点|ad的第一条|1');
    expect(reads).toEqual(['tree:category', 'list:ad']);
  });

  it('queries no module for a page that shows none, and its cache then holds for ever', async () => {
    const { reads, delivery } = recordingDelivery(Date.now() + 60_000);
    const renderer = new SiteRenderer(pool, delivery, async () => ({ home: '<h1>{{ site.name }}</h1>' }));
    const page = await renderer.home(site);
    expect(page.body).toBe('<h1>中文官网</h1>');
    expect(reads).toEqual([]);
    expect(page.validUntil).toBeUndefined();
  });

  it('ends a page’s cache at the earliest scheduled change of what it read', async () => {
    const soon = Date.now() + 60_000;
    const { reads, delivery } = recordingDelivery(soon);
    const renderer = new SiteRenderer(pool, delivery, async () => ({ home: '{{ lists.ad.total }}' }));
    const page = await renderer.home(site);
    expect(reads).toEqual(['list:ad']);
    expect(page.validUntil).toBe(soon);
  });
});
