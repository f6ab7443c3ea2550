import { describe, expect, it } from 'vitest';
import { exactOrigin, originFor, toDomain } from '@/lib/domain/host';

describe('toDomain', () => {
  it.each([
    ['nz.localhost:3000', 'nz.localhost'],
    ['NZ.LocalHost', 'nz.localhost'],
    ['http://zh.hk.localhost:3000', 'zh.hk.localhost'],
    ['https://park.example.com/path?q=1', 'park.example.com'],
    ['example.com.', 'example.com'],
    ['localhost', 'localhost'],
  ])('%s → %s', (input, expected) => expect(toDomain(input)).toBe(expected));

  it.each([[''], [null], [undefined], ['[::1]:3000'], ['bad host'], ['evil.com\r\nx: y'], ['a..b']])('rejects %s', (input) =>
    expect(toDomain(input)).toBeNull(),
  );
});

describe('originFor', () => {
  it('keeps the scheme and port of the current origin', () => {
    expect(originFor('hk.localhost', 'http://nz.localhost:3000')).toBe('http://hk.localhost:3000');
    expect(originFor('hk.example.com', 'https://nz.example.com')).toBe('https://hk.example.com');
  });
});

describe('exactOrigin (what payment return URLs are built from)', () => {
  it.each([
    ['http://nz.localhost:3000', 'http://nz.localhost:3000'],
    ['https://NZ.Example.com/', 'https://nz.example.com'],
  ])('accepts %s', (value, expected) => expect(exactOrigin(value)).toBe(expected));

  it.each([
    'javascript://nz.localhost',
    'data:text/html,hi',
    'ftp://nz.localhost',
    'https://nz.localhost/path',
    'https://nz.localhost?x=1',
    'https://nz.localhost#x',
    'https://user:pw@nz.localhost',
    'https://evil.example\\@nz.localhost',
    'null',
    '',
    'nz.localhost',
  ])('refuses %s', (value) => expect(exactOrigin(value)).toBeNull());
});
