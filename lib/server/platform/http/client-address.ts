import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';
import { env } from '../config';

/*
 * The visitor's address, for rate limits and the places one address may hold. X-Forwarded-For is a list
 * every hop appends to, and its leftmost entries are whatever the client wrote: proxy-addr walks it from
 * the right, through the proxies TRUST_PROXY names only, and stops at the first address not among them.
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
  if (trustedProxies === 0) return req.socket?.remoteAddress ?? null;
  if (!req.socket?.remoteAddress) return null;
  return proxyaddr(req, trust(trustedProxies)) || null;
}
