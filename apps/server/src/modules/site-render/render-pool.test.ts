import { afterEach, describe, expect, it } from 'vitest';
import { type RenderLimits, RenderPool, TemplateFailure } from './render-pool.js';

const LOOP = '{% for a in (1..5000) %}{% for b in (1..5000) %}{{ a }}{% endfor %}{% endfor %}';

describe('RenderPool', () => {
  let pool: RenderPool;
  const open = (limits: Partial<RenderLimits> = {}) => {
    pool = new RenderPool({ workers: 1, timeMs: 5_000, memoryMb: 32, maxQueue: 10, maxWaitMs: 60_000, ...limits });
    return pool;
  };
  afterEach(() => pool.close());
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => expect.unreachable('rendered'),
      (err: unknown) => err,
    );

  it('renders a site’s own templates over the built-in ones, and a new version of them', async () => {
    open();
    const v1 = { home: "{% layout 'layout' %}{% block content %}<p>{{ site.name }}</p>{% endblock %}" };
    const body = await pool.render({ site: 's', templates: v1, name: 'home', data: { site: { name: '云站' } } });
    expect(body).toContain('<p>云站</p>');
    expect(body).toContain('<!doctype html>');
    const v2 = { home: '<b>{{ site.name }}</b>' };
    expect(await pool.render({ site: 's', templates: v2, name: 'home', data: { site: { name: '新版' } } })).toBe(
      '<b>新版</b>',
    );
  });

  it('ends a render past its time on the clock of its own (not LiquidJS’s cooperative 2 s), then renders on', async () => {
    open({ timeMs: 200 });
    await pool.render({ templates: {}, name: 'error', data: {} });
    const started = performance.now();
    const err = await failure(pool.render({ templates: { home: LOOP }, name: 'home', data: {} }));
    expect(err).toBeInstanceOf(TemplateFailure);
    expect(err).toMatchObject({ kind: 'time', message: '模板渲染超出时间限制（200 毫秒）' });
    expect(performance.now() - started).toBeLessThan(1_900);
    expect(await pool.render({ templates: { home: 'ok' }, name: 'home', data: {} })).toBe('ok');
  });

  it('ends a worker whose render outgrows its heap', async () => {
    open({ timeMs: 30_000, memoryMb: 16 });
    const err = await failure(pool.render({ templates: { deep: "x{% include 'deep' %}" }, name: 'deep', data: {} }));
    expect(err).toMatchObject({ kind: 'memory', message: '模板渲染超出内存限制（16 MB）' });
    expect(await pool.render({ templates: { home: 'ok' }, name: 'home', data: {} })).toBe('ok');
  });

  it('stops the clock while the main thread reads what a template touches', async () => {
    open({ timeMs: 150 });
    let reads = 0;
    const body = await pool.render({
      templates: { home: '{{ lists.ad.total }}/{{ lists.ad.total }}/{{ lists.news.total }}' },
      name: 'home',
      data: {},
      lazy: { lists: ['ad', 'news'] },
      read: async (_group, name) => {
        reads++;
        await new Promise((r) => setTimeout(r, 200));
        return { total: name.length };
      },
    });
    expect(body).toBe('2/2/4');
    expect(reads).toBe(2);
  });

  it('refuses renders past the queue’s bound or its wait, but lets a template check go first', async () => {
    open({ timeMs: 1_000, maxQueue: 1, maxWaitMs: 300 });
    // Started and ready (an urgent render waits for the worker without a bound).
    await pool.render({ templates: {}, name: 'error', data: {}, urgent: true });
    const stall = failure(pool.render({ templates: { home: LOOP }, name: 'home', data: {} }));
    const waiting = failure(pool.render({ templates: {}, name: 'error', data: {} }));
    const refused = await failure(pool.render({ templates: {}, name: 'error', data: {} }));
    expect(refused).toMatchObject({ message: '访问人数过多，请稍后再试。' });
    const check = pool.render({ templates: { x: 'checked' }, name: 'x', data: {}, urgent: true });
    expect(await waiting).toMatchObject({ message: '访问人数过多，请稍后再试。' });
    expect(await stall).toMatchObject({ kind: 'time' });
    expect(await check).toBe('checked');
  });

  it('refuses what waits and runs when it closes', async () => {
    open();
    const running = failure(pool.render({ templates: { home: LOOP }, name: 'home', data: {} }));
    await new Promise((r) => setTimeout(r, 50));
    await pool.close();
    expect(await running).toMatchObject({ message: '访问人数过多，请稍后再试。' });
    expect(await failure(pool.render({ templates: {}, name: 'error', data: {} }))).toBeInstanceOf(Error);
  });
});
