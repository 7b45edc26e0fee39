import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Addresses a webhook may not reach unless configured: loopback, private, link-local, CGNAT, multicast, reserved. */
const PRIVATE = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(net, bits, 'ipv6');

export const REFUSED_ADDRESS = 'Webhook地址不能指向内网或本机地址';

/** Whether an IP literal is private (an IPv4-mapped IPv6 address is judged as its IPv4 address). */
export function isPrivateAddress(ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return PRIVATE.check(mapped, 'ipv4');
  const family = isIP(ip);
  if (!family) return true;
  return PRIVATE.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

/** A message for a webhook URL that can never be sent to (syntax, scheme, a private literal); else undefined. */
export function webhookUrlProblem(raw: string, allowPrivate: boolean): string | undefined {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Webhook地址格式不正确';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'Webhook地址只支持http或https';
  if (url.username || url.password) return 'Webhook地址不能包含用户名或密码';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (allowPrivate) return undefined;
  if (host === 'localhost' || host.endsWith('.localhost')) return REFUSED_ADDRESS;
  if (isIP(host) && isPrivateAddress(host)) return REFUSED_ADDRESS;
  return undefined;
}

/**
 * Resolves like `dns.lookup`, then refuses a private answer: checked on the address the socket connects to, so a
 * name that resolves to an internal address (or changes to one after a first check) is refused.
 */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      const bad = !allowPrivate && addresses.some((a) => isPrivateAddress(a.address));
      if (bad || !addresses.length) return callback(new Error(REFUSED_ADDRESS), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}

const TIMEOUT_MS = 5_000;

/** POSTs JSON to a webhook; resolves on a 2xx answer, rejects with a short reason otherwise. Redirects are failures. */
export function postWebhook(raw: string, payload: unknown, allowPrivate: boolean): Promise<void> {
  const problem = webhookUrlProblem(raw, allowPrivate);
  if (problem) return Promise.reject(new Error(problem));
  const url = new URL(raw);
  const body = JSON.stringify(payload);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(allowPrivate),
        timeout: TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Yunzhan-Push/1.0',
        },
      },
      (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`HTTP ${status}`));
      },
    );
    req.on('timeout', () => req.destroy(new Error('请求超时')));
    req.on('error', (err) => reject(err));
    req.end(body);
  });
}
