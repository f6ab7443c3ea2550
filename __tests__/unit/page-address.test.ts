import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_PARAMETERS, pageAddress } from '@/lib/domain/shared-page-cache';

describe('the address a public page is rendered from (issue #25)', () => {
  it('drops every parameter the page does not read, tracking tags and random ones alike', () => {
    const tags = 'utm_source=fb&utm_medium=paid&utm_campaign=spring&utm_content=a&utm_term=b&fbclid=IwAR0x&gclid=Cj0&gbraid=0A&wbraid=Cl&msclkid=7f&mc_eid=e1&_hsenc=p2&_hsmi=9&ttclid=t&li_fat_id=l&x9f2=random';
    expect(pageAddress(`/?${tags}`)).toBe('/');
    expect(pageAddress(`/things-to-do/zipline?${tags}`)).toBe('/things-to-do/zipline');
    expect(pageAddress('/about?')).toBe('/about');
    expect(pageAddress('/about')).toBe('/about');
  });

  it('keeps the parameters the page reads, in one order, and only those', () => {
    expect(pageAddress(`/checkout?utm_source=x&payment=cancelled&fbclid=y`)).toBe('/checkout?payment=cancelled');
    expect(pageAddress('/gift-vouchers?payment=error')).toBe('/gift-vouchers?payment=error');
    expect(pageAddress('/checkout/return?result=approved&order=abc')).toBe('/checkout/return?order=abc');
    expect(pageAddress('/pay/t0k3n?result=declined&gclid=z')).toBe('/pay/t0k3n?result=declined');
    expect(pageAddress('/dev/mailbox?name=a%40b.c')).toBe('/dev/mailbox?name=a%40b.c');
    // Its pages and recipient search vary it too (lib/server/site/loaders/mailbox.ts).
    expect(pageAddress('/dev/mailbox?page=2&to=organiser&utm_source=x')).toBe('/dev/mailbox?page=2&to=organiser');
    // A parameter another page reads varies nothing here: a crowd's ?payment=1,2,3 on home is one page.
    expect(pageAddress('/?payment=1')).toBe('/');
    expect(pageAddress('/checkout/extra?payment=1')).toBe('/checkout/extra');
  });

  it("holds a client-side navigation's page data to its page's list", () => {
    expect(pageAddress('/_next/data/b1/things-to-do/zipline.json?path=things-to-do&path=zipline&fbclid=1')).toBe('/_next/data/b1/things-to-do/zipline.json');
    expect(pageAddress('/_next/data/b1/index.json?gclid=1')).toBe('/_next/data/b1/index.json');
    expect(pageAddress('/_next/data/b1/checkout.json?payment=error&utm_source=x')).toBe('/_next/data/b1/checkout.json?payment=error');
    // Next's other addresses are Next's to read.
    expect(pageAddress('/_next/image?url=%2Fa.png&w=640&q=75')).toBe('/_next/image?url=%2Fa.png&w=640&q=75');
  });

  it('lists every query parameter the site reads (a page reading an unlisted one would lose it)', () => {
    // Where the site's pages read their address: router.query in components, ctx.query in the loaders.
    const roots = ['components', 'lib/client', 'lib/server/site', 'pages'];
    const files = roots.flatMap((root) =>
      readdirSync(root, { recursive: true, encoding: 'utf8' })
        .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('back-office'))
        .map((file) => path.join(root, file)),
    );
    const read = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/\b(?:router|ctx)\.query\.(\w+)|\bquery\.get\('(\w+)'\)|searchParams\.get\('(\w+)'\)/g)) read.add(match[1] ?? match[2] ?? match[3]);
      // A destructured `query` is read through the same names: refuse the pattern rather than miss one.
      expect(text, `${file} reads its address's query in a way this test cannot see`).not.toMatch(/\{\s*query\s*\}\s*=\s*useRouter\(\)/);
    }
    const listed = new Set(PAGE_PARAMETERS.flatMap((page) => page.reads));
    expect(read.size).toBeGreaterThan(0);
    expect([...read].filter((name) => !listed.has(name))).toEqual([]);
  });
});
