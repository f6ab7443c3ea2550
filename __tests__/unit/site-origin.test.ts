import { afterEach, describe, expect, it } from 'vitest';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { siteOrigin } from '@/lib/server/locales';

afterEach(() => {
  useConfig(parseEnv({}));
});

describe('a site’s origin (issue #21)', () => {
  it('is the locale’s domain at the configured scheme and port', () => {
    useConfig(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' }));
    expect(siteOrigin({ domain: 'nz.summitrush.example' })).toBe('https://nz.summitrush.example');
    useConfig(parseEnv({ NODE_ENV: 'production', PUBLIC_SCHEME: 'http', PUBLIC_PORT: '3000', PORT: '8080' }));
    expect(siteOrigin({ domain: 'nz.localhost' })).toBe('http://nz.localhost:3000');
    useConfig(parseEnv({ NODE_ENV: 'production', PUBLIC_PORT: '443' }));
    expect(siteOrigin({ domain: 'nz.summitrush.example' })).toBe('https://nz.summitrush.example');
  });

  it('defaults to plain HTTP on PORT outside production', () => {
    useConfig(parseEnv({ PORT: '3100' }));
    expect(siteOrigin({ domain: 'hk.localhost' })).toBe('http://hk.localhost:3100');
  });

  it('refuses other schemes and ports', () => {
    expect(() => parseEnv({ PUBLIC_SCHEME: 'ftp' })).toThrow('PUBLIC_SCHEME must be http or https');
    expect(() => parseEnv({ PUBLIC_PORT: '70000' })).toThrow('PUBLIC_PORT');
  });
});
