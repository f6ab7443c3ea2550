import type { IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, parseEnv } from '@/lib/server/platform/config';

/** The address a request from `socket` with this X-Forwarded-For is counted as, under TRUST_PROXY=`trust`. */
async function addressFor(trust: string, socket: string, forwarded?: string) {
  vi.resetModules();
  vi.stubEnv('TRUST_PROXY', trust);
  const { clientAddress } = await import('@/lib/server/platform/http/client-address');
  const req = { socket: { remoteAddress: socket }, connection: { remoteAddress: socket }, headers: forwarded ? { 'x-forwarded-for': forwarded } : {} };
  return clientAddress(req as unknown as IncomingMessage);
}

afterEach(() => vi.unstubAllEnvs());

describe('the client address behind proxies (TRUST_PROXY)', () => {
  it('is the socket’s when no proxy is trusted, whatever the client claims', async () => {
    expect(await addressFor('', '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(await addressFor('off', '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
  });

  it('is the address the trusted proxy appended, never the entries a client wrote before it', async () => {
    // The client sent "X-Forwarded-For: 1.2.3.4"; the load balancer appended the address it saw.
    expect(await addressFor('on', '10.0.0.5', '1.2.3.4, 203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor('1', '10.0.0.5', '203.0.113.9')).toBe('203.0.113.9');
    expect(await addressFor('2', '10.0.0.5', '1.2.3.4, 203.0.113.9, 10.0.0.9')).toBe('203.0.113.9');
  });

  it('walks only through the listed proxies', async () => {
    expect(await addressFor('10.0.0.0/8', '10.0.0.5', '1.2.3.4, 203.0.113.9, 10.0.0.9')).toBe('203.0.113.9');
    // A request that did not come through a listed proxy names itself.
    expect(await addressFor('10.0.0.0/8', '198.51.100.7', '1.2.3.4')).toBe('198.51.100.7');
    expect(await addressFor('on', '10.0.0.5')).toBe('10.0.0.5');
  });

  it('counts an IPv6 client as its /64, and an IPv4 address written as IPv6 as itself', async () => {
    expect(await addressFor('', '2001:db8:abcd:12:1:2:3:4')).toBe('2001:db8:abcd:12::/64');
    expect(await addressFor('', '2001:db8:abcd:12:ffff::9')).toBe('2001:db8:abcd:12::/64');
    expect(await addressFor('on', '10.0.0.5', '2001:DB8:0:0:0:0:0:1')).toBe('2001:db8:0:0::/64');
    expect(await addressFor('', '2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(await addressFor('', 'fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(await addressFor('', '::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(await addressFor('', '64:ff9b::198.51.100.7')).toBe('64:ff9b:0:0::/64');
    expect(await addressFor('', '198.51.100.7')).toBe('198.51.100.7');
  });

  it('refuses a setting it cannot read, naming it', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'yes please' })).toThrow(ConfigError);
    expect(() => parseEnv({ TRUST_PROXY: '10.0.0.0/99' })).toThrow(/TRUST_PROXY/);
  });
});
