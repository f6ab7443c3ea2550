import { describe, expect, it } from 'vitest';
import { copySeconds, pageCacheKey, replaceNonce, sharedMaxAge } from '@/lib/domain/shared-page-cache';

describe('shared page cache rules', () => {
  it('keeps only what a shared cache may keep', () => {
    expect(sharedMaxAge('public, max-age=0, s-maxage=60, stale-while-revalidate=600')).toBe(60);
    expect(sharedMaxAge('private, no-store')).toBeNull();
    expect(sharedMaxAge('public, max-age=60')).toBeNull();
    expect(sharedMaxAge('public, s-maxage=60, no-store')).toBeNull();
    expect(sharedMaxAge('s-maxage=60')).toBeNull();
    expect(sharedMaxAge('public, s-maxage=0')).toBeNull();
    expect(sharedMaxAge(undefined)).toBeNull();
  });

  it('keeps a page no shared cache may keep only when the app marked it the same for everyone', () => {
    expect(copySeconds('public, s-maxage=60', undefined)).toBe(60);
    expect(copySeconds('private, no-store', 60)).toBe(60);
    expect(copySeconds('private, no-store', undefined)).toBeNull();
    expect(copySeconds('private, no-store', 0)).toBeNull();
    expect(copySeconds('private, no-store', '60')).toBeNull();
  });

  it('keys GETs of plain paths by host, scheme and path', () => {
    const get = (url: string, headers: Record<string, string> = {}) => pageCacheKey({ method: 'GET', url, headers: { host: 'nz.localhost', ...headers } });
    expect(get('/things-to-do')).toBe('nz.localhost  /things-to-do');
    expect(get('/', { 'x-forwarded-proto': 'https' })).not.toBe(get('/'));
    expect(get('/', { host: 'hk.localhost' })).not.toBe(get('/'));
    expect(get('/?utm_source=mail')).toBeNull();
    expect(get('/', { cookie: 'a=b' })).toBeNull();
    expect(get('/', { authorization: 'Basic x' })).toBeNull();
    expect(pageCacheKey({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(pageCacheKey({ method: 'HEAD', url: '/', headers: {} })).toBeNull();
  });

  it('replaces every occurrence of the nonce', () => {
    expect(replaceNonce('<script nonce="abc+/="></script><script nonce="abc+/=">', 'abc+/=', 'xyz')).toBe('<script nonce="xyz"></script><script nonce="xyz">');
    expect(replaceNonce('no nonce', '', 'xyz')).toBe('no nonce');
  });
});
