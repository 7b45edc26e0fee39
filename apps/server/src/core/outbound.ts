import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may connect to on its own (SECURITY §8): webhooks now, data sources, gateway upstreams and
 * identity providers as they come. One rule: a global unicast address, judged after unwrapping the IPv4 address an
 * IPv6 address may carry, checked on the URL when it is saved and on every DNS answer when the socket connects.
 */
export interface OutboundPolicy {
  /** Names the target in messages: `Webhook`, `数据源` … */
  label: string;
  /** Configuration lets this feature reach private, loopback and link-local addresses (an intranet receiver). */
  allowPrivate: boolean;
}

export const refusedAddress = (label: string) => `${label}地址不能指向内网或本机地址`;

const cidr = (s: string) => ipaddr.IPv6.parseCIDR(s);
const GLOBAL_V6 = cidr('2000::/3');
const NAT64_WELL_KNOWN = cidr('64:ff9b::/96');
/** RFC 8215 local-use NAT64 prefix: where the IPv4 address sits depends on the operator's prefix length. */
const NAT64_LOCAL = cidr('64:ff9b:1::/48');
const COMPATIBLE = cidr('::/96');
const TEREDO = cidr('2001::/32');
const SIX_TO_FOUR = cidr('2002::/16');
const LAST_32 = [cidr('::ffff:0:0/96'), cidr('::ffff:0:0:0/96'), NAT64_WELL_KNOWN, COMPATIBLE];

const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);

/**
 * The IPv4 addresses an IPv6 address carries (IPv4-mapped, SIIT, IPv4-compatible, NAT64, 6to4, Teredo's server and
 * client); undefined when it carries none; empty when it carries one we cannot place (refused).
 */
export function embeddedIpv4(a: ipaddr.IPv6): ipaddr.IPv4[] | undefined {
  const p = a.parts;
  if (LAST_32.some((range) => a.match(range))) return [v4(p[6], p[7])];
  if (a.match(NAT64_LOCAL)) return [];
  if (a.match(SIX_TO_FOUR)) return [v4(p[1], p[2])];
  // Teredo: the server's address, then the client's with every bit flipped.
  if (a.match(TEREDO)) return [v4(p[2], p[3]), v4(~p[6] & 0xffff, ~p[7] & 0xffff)];
  return undefined;
}

/**
 * Whether an IP address (text) is global unicast: IPv4 outside every special-purpose block (private, loopback,
 * link-local, CGNAT, multicast, documentation, benchmarking, reserved); IPv6 in 2000::/3 outside the special blocks,
 * or an IPv6 address whose embedded IPv4 addresses all are. Anything that is not an address is not.
 */
export function isGlobalUnicast(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return ipaddr.IPv4.parse(ip).range() === 'unicast';
  if (family !== 6) return false;
  const a = ipaddr.IPv6.parse(ip);
  const inner = embeddedIpv4(a);
  if (inner) return inner.length > 0 && inner.every((x) => x.range() === 'unicast');
  return a.match(GLOBAL_V6) && a.range() === 'unicast';
}

/** A message for an outbound URL that can never be used (syntax, scheme, credentials, a non-global literal). */
export function outboundUrlProblem(raw: string, policy: OutboundPolicy): string | undefined {
  const { label } = policy;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return `${label}地址格式不正确`;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return `${label}地址只支持http或https`;
  if (url.username || url.password) return `${label}地址不能包含用户名或密码`;
  if (policy.allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return refusedAddress(label);
  if (isIP(host) && !isGlobalUnicast(host)) return refusedAddress(label);
  return undefined;
}

type Resolve = (
  hostname: string,
  options: { all: true },
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

/**
 * A socket's `lookup` that resolves like `dns.lookup` and refuses the connection unless every answer is global
 * unicast: checked on the addresses the socket connects to, so a name that resolves to an internal address (or
 * changes to one after a first check) is refused. `resolve` is replaceable for tests.
 */
export function guardedLookup(policy: OutboundPolicy, resolve: Resolve = dnsLookup): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 0);
      const bad = !policy.allowPrivate && addresses.some((a) => !isGlobalUnicast(a.address));
      if (bad || !addresses.length) return callback(new Error(refusedAddress(policy.label)), '', 0);
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      return callback(null, addresses[0].address, addresses[0].family);
    });
  };
}
