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
    // Issue #25: a returning visitor's cookies and an ad click's tags share the page's copy.
    expect(get('/?utm_source=mail&fbclid=IwAR1')).toBe(get('/'));
    expect(get('/things-to-do?gclid=x&random=1')).toBe(get('/things-to-do'));
    expect(get('/', { cookie: '_ga=GA1.1.1; _fbp=fb.1.2; hubspotutk=3' })).toBe(get('/'));
    expect(get('/', { authorization: 'Basic x' })).toBe(get('/'));
    // A parameter the page reads varies it, and a client-side navigation's page data is keyed as its page.
    expect(get('/checkout?payment=cancelled&utm_source=x')).toBe('nz.localhost  /checkout?payment=cancelled');
    expect(get('/checkout?payment=cancelled')).not.toBe(get('/checkout'));
    expect(get('/_next/data/b/things-to-do/zipline.json?path=things-to-do&path=zipline')).toBe('nz.localhost  /_next/data/b/things-to-do/zipline.json');
    expect(pageCacheKey({ method: 'POST', url: '/', headers: {} })).toBeNull();
    expect(pageCacheKey({ method: 'HEAD', url: '/', headers: {} })).toBeNull();
  });

  it('replaces every occurrence of the nonce', () => {
    expect(replaceNonce('<script nonce="abc+/="></script><script nonce="abc+/=">', 'abc+/=', 'xyz')).toBe('<script nonce="xyz"></script><script nonce="xyz">');
    expect(replaceNonce('no nonce', '', 'xyz')).toBe('no nonce');
  });
});
