import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HSTS, securityHeaders } from '@/lib/domain/security-headers';

async function headersFor(settings: Record<string, string>, request: { encrypted?: boolean; proto?: string; host?: string }) {
  vi.resetModules();
  for (const [key, value] of Object.entries(settings)) vi.stubEnv(key, value);
  const { applySecurityHeaders } = await import('@/lib/server/site/security-headers');
  const headers = new Map<string, string>();
  const req = { socket: { encrypted: request.encrypted }, headers: { host: request.host, ...(request.proto ? { 'x-forwarded-proto': request.proto } : {}) } } as unknown as IncomingMessage;
  applySecurityHeaders(req, { setHeader: (name: string, value: string) => headers.set(name, value) } as unknown as ServerResponse);
  return headers;
}

afterEach(() => vi.unstubAllEnvs());

describe('security headers on every response', () => {
  it('forbid framing, sniffing, leaking paths and powerful features', () => {
    const headers = securityHeaders({ production: false, https: false });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toMatch(/camera=\(\).*geolocation=\(\)/);
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it('send HSTS in production over TLS, or when a trusted proxy forwarded HTTPS', async () => {
    expect((await headersFor({ NODE_ENV: 'production' }, { encrypted: true })).get('strict-transport-security')).toBe(HSTS);
    expect((await headersFor({ NODE_ENV: 'production', TRUST_PROXY: 'on' }, { proto: 'https' })).get('strict-transport-security')).toBe(HSTS);
  });

  it('send HSTS in production whenever the sites are https (PUBLIC_SCHEME, the default), however the request came: secure by configuration', async () => {
    expect((await headersFor({ NODE_ENV: 'production' }, {})).get('strict-transport-security')).toBe(HSTS);
    expect((await headersFor({ NODE_ENV: 'production', PUBLIC_SCHEME: 'https' }, { proto: 'http' })).get('strict-transport-security')).toBe(HSTS);
  });

  it('do not send HSTS for sites that are plain HTTP on purpose, for an untrusted forwarded header, or in development', async () => {
    expect((await headersFor({ NODE_ENV: 'production', PUBLIC_SCHEME: 'http' }, {})).has('strict-transport-security')).toBe(false);
    expect((await headersFor({ NODE_ENV: 'production', PUBLIC_SCHEME: 'http' }, { proto: 'https' })).has('strict-transport-security')).toBe(false);
    expect((await headersFor({ NODE_ENV: 'development', TRUST_PROXY: 'on' }, { proto: 'https' })).has('strict-transport-security')).toBe(false);
  });

  it('let only the back office use the camera (the gate scanner), and no park site', async () => {
    expect((await headersFor({ ADMIN_HOST: 'admin.example.test' }, { host: 'admin.example.test' })).get('permissions-policy')).toMatch(/camera=\(self\)/);
    expect((await headersFor({ ADMIN_HOST: 'admin.example.test' }, { host: 'queenstown.example.test' })).get('permissions-policy')).toMatch(/camera=\(\)/);
  });
});
