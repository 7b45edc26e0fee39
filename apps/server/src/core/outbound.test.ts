import type { LookupAddress } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { guardedLookup, isGlobalUnicast, outboundUrlProblem, refusedAddress } from './outbound.js';

describe('outbound addresses (global unicast after unwrapping embedded IPv4)', () => {
  it('refuses special-purpose IPv4 and IPv6 addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '192.0.2.1',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fd00::1',
      'fe80::1',
      'fec0::1',
      'ff02::1',
      '100::1',
      '2001:db8::1',
      '2001:2::1',
      '3fff::1',
      '5f00::1',
      '4000::1',
      'not-an-ip',
      '',
    ]) {
      expect(isGlobalUnicast(ip), ip).toBe(false);
    }
  });

  it('judges an IPv6 address that carries an IPv4 address by that address', () => {
    const refused = [
      '::ffff:10.0.0.1', // IPv4-mapped
      '::ffff:7f00:1',
      '::ffff:0:a00:1', // SIIT (RFC 6145)
      '::127.0.0.1', // IPv4-compatible
      '::7f00:1',
      '64:ff9b::7f00:1', // NAT64
      '64:ff9b::a9fe:a9fe',
      '64:ff9b:1::808:808', // local-use NAT64: the position of the IPv4 address is not known
      '2002:7f00:1::', // 6to4
      '2002:c0a8:101::1',
      '2001:0:4136:e378:8000:63bf:80ff:fffe', // Teredo, client 127.0.0.1
      '2001:0:a00:1:8000:63bf:f7f7:f7f7', // Teredo, server 10.0.0.1
    ];
    for (const ip of refused) expect(isGlobalUnicast(ip), ip).toBe(false);
    const allowed = [
      '8.8.8.8',
      '203.119.1.1',
      '2400:3200::1',
      '2606:4700:4700::1111',
      '::ffff:8.8.8.8',
      '64:ff9b::808:808',
      '2002:808:808::1',
      '2001:0:4136:e378:8000:63bf:f7f7:f7f7', // Teredo, server 65.54.227.120, client 8.8.8.8
    ];
    for (const ip of allowed) expect(isGlobalUnicast(ip), ip).toBe(true);
  });

  it('checks URLs: syntax, scheme, credentials, host literals in every spelling', () => {
    const policy = { label: '数据源', allowPrivate: false };
    expect(outboundUrlProblem('not a url', policy)).toBe('数据源地址格式不正确');
    expect(outboundUrlProblem('file:///etc/passwd', { ...policy, allowPrivate: true })).toBe(
      '数据源地址只支持http或https',
    );
    expect(outboundUrlProblem('http://u:p@example.com/', policy)).toBe('数据源地址不能包含用户名或密码');
    for (const url of [
      'http://[::127.0.0.1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://127.0.0.1./',
      'http://localhost./',
      'http://app.localhost/',
    ]) {
      expect(outboundUrlProblem(url, policy), url).toBe(refusedAddress('数据源'));
    }
    expect(outboundUrlProblem('http://[::127.0.0.1]/', { ...policy, allowPrivate: true })).toBeUndefined();
    expect(outboundUrlProblem('https://hooks.example.com/x', policy)).toBeUndefined();
    expect(outboundUrlProblem('http://[64:ff9b::808:808]/', policy)).toBeUndefined();
  });

  it('refuses at connect time a name whose DNS answers hold a non-global address in any form', async () => {
    const answering =
      (...ips: string[]) =>
      (_h: string, _o: unknown, cb: (e: null, a: LookupAddress[]) => void) =>
        cb(
          null,
          ips.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })),
        );
    const connect = (ips: string[], allowPrivate = false) =>
      new Promise<string>((resolve, reject) =>
        guardedLookup({ label: 'Webhook', allowPrivate }, answering(...ips))('h.example', {}, (err, address) =>
          err ? reject(err) : resolve(String(address)),
        ),
      );
    for (const ip of ['64:ff9b::7f00:1', '2002:a00:1::', '::ffff:169.254.169.254', '::7f00:1']) {
      await expect(connect(['8.8.8.8', ip]), ip).rejects.toThrow(refusedAddress('Webhook'));
    }
    await expect(connect([])).rejects.toThrow(refusedAddress('Webhook'));
    await expect(connect(['2606:4700:4700::1111'])).resolves.toBe('2606:4700:4700::1111');
    await expect(connect(['64:ff9b::7f00:1'], true)).resolves.toBe('64:ff9b::7f00:1');
  });
});
