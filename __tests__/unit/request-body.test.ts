import { describe, expect, it } from 'vitest';
import { jsonDepthWithin, MAX_JSON_DEPTH, mediaType, parseJson, parseRequestBody } from '@/lib/domain/request-body';

describe('request bodies, parsed as Next.js API routes parse them', () => {
  it('reads the media type and charset, text/plain when there is no header', () => {
    expect(mediaType(undefined)).toEqual({ type: 'text/plain', charset: 'utf-8' });
    expect(mediaType('Application/JSON; charset="ISO-8859-1"')).toEqual({ type: 'application/json', charset: 'iso-8859-1' });
  });

  it('parses JSON, an empty JSON body as {}, and refuses bad JSON', () => {
    expect(parseRequestBody('application/json', '{"query":"{ a }"}')).toEqual({ ok: true, body: { query: '{ a }' } });
    expect(parseRequestBody('application/ld+json', '')).toEqual({ ok: true, body: {} });
    expect(parseRequestBody('application/json', '{bad')).toEqual({ ok: false, status: 400, message: 'Invalid JSON' });
  });

  it('parses forms into fields (a repeated name into a list) and leaves other types as text', () => {
    expect({ ...(parseRequestBody('application/x-www-form-urlencoded', 'a=1&b=x+y&a=2') as { body: object }).body }).toEqual({ a: ['1', '2'], b: 'x y' });
    expect(parseRequestBody('text/plain', '{"query":"{ a }"}')).toEqual({ ok: true, body: '{"query":"{ a }"}' });
  });

  it('refuses JSON nested deeper than MAX_JSON_DEPTH before parsing it; brackets in strings do not count', () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH))).toBe(true);
    expect(jsonDepthWithin(nested(MAX_JSON_DEPTH + 1))).toBe(false);
    expect(jsonDepthWithin(`{"a":${'{"a":'.repeat(5_000)}1${'}'.repeat(5_001)}`)).toBe(false);
    expect(jsonDepthWithin(JSON.stringify({ text: '[[[[{{{{'.repeat(100), quote: 'say \\"[[[["' }))).toBe(true);
    expect(parseRequestBody('application/json', `{"variables":${nested(5_000)}}`)).toEqual({ ok: false, status: 400, message: 'Invalid JSON' });
    expect(parseJson(nested(5_000))).toBeUndefined();
    expect(parseJson('{"blocks":[{"type":"Cta"}]}')).toEqual({ blocks: [{ type: 'Cta' }] });
  });
});
