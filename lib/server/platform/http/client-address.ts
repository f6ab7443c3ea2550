import type { IncomingMessage } from 'node:http';
import { isIPv4, isIPv6 } from 'node:net';
import proxyaddr from 'proxy-addr';
import { env } from '../config';

/*
 * The visitor's address, for rate limits and the places one address may hold. X-Forwarded-For is a list
 * every hop appends to, and its leftmost entries are whatever the client wrote: proxy-addr walks it from
 * the right, through the proxies TRUST_PROXY names only, and stops at the first address not among them.
 * An IPv6 client counts as its /64 (perClient).
 */
let compiled: { setting: number | string[]; trust: (address: string, hop: number) => boolean } | undefined;

function trust(setting: number | string[]): (address: string, hop: number) => boolean {
  if (compiled?.setting !== setting) {
    compiled = { setting, trust: typeof setting === 'number' ? (_address, hop) => hop < setting : proxyaddr.compile(setting) };
  }
  return compiled.trust;
}

export function clientAddress(req: IncomingMessage): string | null {
  const { trustedProxies } = env();
  const address = trustedProxies === 0 ? req.socket?.remoteAddress : req.socket?.remoteAddress && proxyaddr(req, trust(trustedProxies));
  return address ? perClient(address) : null;
}

/**
 * The address as every per-address limit counts it. An IPv6 client is its /64 (one home or phone
 * network is given a whole /64, and can pick any of its 2^64 addresses per request); an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) is that IPv4 address.
 */
export function perClient(address: string): string {
  if (!isIPv6(address)) return address;
  const plain = address.split('%')[0].toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  const [head, tail] = plain.split('::');
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ipv4Groups(group) : [group])) : []);
  const front = groups(head);
  const back = tail === undefined ? [] : groups(tail);
  const whole = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return `${whole.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

/** An embedded IPv4 tail (`::1.2.3.4`) as its two 16-bit groups. */
const ipv4Groups = (dotted: string): string[] => {
  const [a, b, c, d] = dotted.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
};
