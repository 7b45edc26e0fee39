import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { hostname } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postWebhook, REFUSED_ADDRESS, webhookUrlProblem } from './webhook.js';

describe('push webhooks (SSRF-safe)', () => {
  const received: unknown[] = [];
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => {
        body += c;
      });
      req.on('end', () => {
        if (req.url === '/ok') received.push(JSON.parse(body));
        if (req.url === '/redirect') res.writeHead(302, { location: 'http://169.254.169.254/' });
        else res.writeHead(req.url === '/ok' ? 204 : 500);
        res.end();
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('refuses bad URLs and private literals unless allowed', () => {
    expect(webhookUrlProblem('not a url', false)).toBe('Webhook地址格式不正确');
    expect(webhookUrlProblem('file:///etc/passwd', true)).toBe('Webhook地址只支持http或https');
    expect(webhookUrlProblem('http://u:p@example.com/', false)).toBe('Webhook地址不能包含用户名或密码');
    expect(webhookUrlProblem('http://[::ffff:7f00:1]/', false)).toBe(REFUSED_ADDRESS);
    expect(webhookUrlProblem('http://app.localhost/', false)).toBe(REFUSED_ADDRESS);
    expect(webhookUrlProblem(`${base}/ok`, true)).toBeUndefined();
    expect(webhookUrlProblem('https://hooks.example.com/x', false)).toBeUndefined();
  });

  it('refuses a name that resolves to a private address at connect time', async () => {
    // The machine's own name resolves to one of its addresses: loopback or private.
    await expect(postWebhook(`http://${hostname()}:1/hook`, {}, false)).rejects.toThrow(REFUSED_ADDRESS);
    await expect(postWebhook(`${base}/ok`, {}, false)).rejects.toThrow(REFUSED_ADDRESS);
  });

  it('posts JSON when allowed; a non-2xx answer or a redirect is a failure', async () => {
    await postWebhook(`${base}/ok`, { title: '新品' }, true);
    expect(received).toEqual([{ title: '新品' }]);
    await expect(postWebhook(`${base}/fail`, {}, true)).rejects.toThrow('HTTP 500');
    await expect(postWebhook(`${base}/redirect`, {}, true)).rejects.toThrow('HTTP 302');
  });
});
