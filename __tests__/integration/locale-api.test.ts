import { ApolloServer } from '@apollo/server';
import { print } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetLocaleDocument, type GetLocaleQuery } from '@/graphql/generated/operations';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { runMigrations } from '@/lib/server/platform/db/migrate';
import { seedIfEmpty } from '@/demo';
import { contextFromHeaders, type GraphQLContext } from '@/lib/server/locales/request-context';
import { executableSchema } from '@/lib/server/graphql/schema';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { createTestDatabase } from '../helpers/test-database';

const DOMAINS = ['localhost', 'nz.localhost', 'hk.localhost', 'zh.hk.localhost', 'au.localhost', 'rotorua.localhost'];

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let server: ApolloServer<GraphQLContext>;

beforeAll(async () => {
  database = await createTestDatabase();
  expect(await seedIfEmpty(database.db)).toBe(true);
  invalidateLocales();
  server = new ApolloServer<GraphQLContext>({ schema: executableSchema() });
  await server.start();
});

afterAll(async () => {
  await server.stop();
  await database.drop();
});

async function getLocale(domain: string, headers: Record<string, string> = { host: 'localhost:3000' }) {
  const contextValue = await contextFromHeaders((name) => headers[name]);
  const response = await server.executeOperation<GetLocaleQuery>(
    { query: print(GetLocaleDocument), variables: { domain } },
    { contextValue },
  );
  if (response.body.kind !== 'single') throw new Error('expected a single result');
  expect(response.body.singleResult.errors).toBeUndefined();
  return response.body.singleResult.data!.getLocale;
}

describe('database set-up', () => {
  it('applies migrations idempotently, also from several instances at once', async () => {
    await Promise.all([runMigrations(database.pool), runMigrations(database.pool), runMigrations(database.pool)]);
    const { rows } = await database.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(rows[0].n).toBeGreaterThan(0);
  });

  it('seeds the demo operator once', async () => {
    expect(await seedIfEmpty(database.db)).toBe(false);
    const { rows } = await database.pool.query('select domain from locales order by sort_order');
    expect(rows.map((r) => r.domain)).toEqual(DOMAINS);
  });
});

describe('getLocale', () => {
  it('returns every Locale field, filled, for each demo locale', async () => {
    for (const domain of DOMAINS) {
      const locale = await getLocale(domain);
      expect(locale, domain).not.toBeNull();
      for (const [field, value] of Object.entries(locale!)) {
        if (field === 'park' && domain === 'localhost') continue; // the global site sells no park
        expect(value, `${domain} ${field}`).not.toBeNull();
        if (Array.isArray(value)) expect(value.length, `${domain} ${field}`).toBeGreaterThan(0);
      }
      expect(locale!.image!.square.url).toMatch(/\.webp$/);
      expect(locale!.image!.square.urlFallback).toMatch(/\.jpg$/);
    }
  });

  it('says whether the deployment is a demo (DEMO=on), which every page’s demo notice follows', async () => {
    expect((await getLocale('nz.localhost'))!.demo).toBe(false);
    useConfig(parseEnv({ ...process.env, DEMO: 'on' }));
    try {
      expect((await getLocale('nz.localhost'))!.demo).toBe(true);
    } finally {
      useConfig(parseEnv(process.env));
    }
  });

  it('gives each park its language, currency and time zone', async () => {
    expect(await getLocale('nz.localhost')).toMatchObject({ locale: 'en', currency: 'NZD', timeZone: 'Pacific/Auckland' });
    expect(await getLocale('hk.localhost')).toMatchObject({ locale: 'en', currency: 'HKD', timeZone: 'Asia/Hong_Kong' });
    const zh = await getLocale('zh.hk.localhost');
    expect(zh).toMatchObject({ locale: 'zh-Hant', currency: 'HKD', hrefLang: 'zh-Hant-HK' });
    expect(zh!.park!.id).toBe((await getLocale('hk.localhost'))!.park!.id);
  });

  it('lists the operator’s locales for the chooser', async () => {
    const locale = await getLocale('nz.localhost');
    expect(locale!.locales.map((l) => l.domain)).toContain('zh.hk.localhost');
    expect(locale!.locales.find((l) => l.domain === 'zh.hk.localhost')!.hrefLang).toBe('zh-Hant-HK');
  });

  it('normalises the domain and answers null for an unknown one', async () => {
    expect((await getLocale('NZ.localhost:3000'))!.domain).toBe('nz.localhost');
    expect(await getLocale('unknown.example')).toBeNull();
  });
});

describe('request locale', () => {
  it('comes from the page origin header, else the Origin, else the Host', async () => {
    const fromPage = await contextFromHeaders((n) => ({ 'x-page-origin': 'http://hk.localhost:3000', host: 'localhost' })[n]);
    expect(fromPage.locale.domain).toBe('hk.localhost');
    const fromOrigin = await contextFromHeaders((n) => ({ origin: 'http://nz.localhost:3000', host: 'localhost' })[n]);
    expect(fromOrigin.locale.domain).toBe('nz.localhost');
    const fromHost = await contextFromHeaders((n) => ({ host: 'zh.hk.localhost:3000' })[n]);
    expect(fromHost.locale.domain).toBe('zh.hk.localhost');
  });

  it('refuses unknown origins and a page origin that disagrees with the browser', async () => {
    await expect(contextFromHeaders((n) => ({ 'x-page-origin': 'https://evil.example', host: 'localhost' })[n])).rejects.toMatchObject({
      extensions: { code: 'UNKNOWN_ORIGIN' },
    });
    await expect(
      contextFromHeaders((n) => ({ 'x-page-origin': 'http://nz.localhost:3000', origin: 'https://evil.example' })[n]),
    ).rejects.toMatchObject({ extensions: { code: 'UNKNOWN_ORIGIN' } });
    await expect(contextFromHeaders(() => undefined)).rejects.toMatchObject({ extensions: { code: 'UNKNOWN_ORIGIN' } });
  });

  it('keeps only a well-formed anonymous token', async () => {
    const token = '0b9c1c2e-8a4e-4e55-9c39-4d8d9a7b1f10';
    expect((await contextFromHeaders((n) => ({ host: 'localhost', 'x-anonymous-token': token })[n])).anonymousToken).toBe(token);
    expect((await contextFromHeaders((n) => ({ host: 'localhost', 'x-anonymous-token': 'x' })[n])).anonymousToken).toBeNull();
  });
});

describe('a Chinese page’s words from the data', () => {
  it('names every park in the chooser and describes every site picture in the language of the page asking', async () => {
    const zh = await getLocale('zh.hk.localhost', { host: 'zh.hk.localhost:3000' });
    expect(zh!.locales.map((locale) => locale.longMenuTitle)).toEqual([
      '峰躍探險樂園：選擇樂園',
      '新西蘭皇后鎮',
      // Each of Hong Kong's languages by its own name, on every page.
      'Hong Kong (English)',
      '香港（繁體中文）',
      '澳洲黃金海岸',
      '新西蘭羅托魯瓦',
    ]);
    expect(zh!.checkoutImage!.title).toBe('香港夜晚燈火璀璨的海港天際線與紅帆船');
    for (const image of [zh!.image, zh!.imageMobile, zh!.checkoutImage]) expect(image!.title).toMatch(/\p{Script=Han}/u);

    // The same site's data asked from an English page: English.
    const en = await getLocale('hk.localhost', { host: 'hk.localhost:3000' });
    expect(en!.locales.map((locale) => locale.longMenuTitle)).toEqual([
      'Summit Rush Adventure Parks: choose your park',
      'Queenstown, New Zealand',
      'Hong Kong (English)',
      '香港（繁體中文）',
      'Gold Coast, Australia',
      'Rotorua, New Zealand',
    ]);
    expect(en!.checkoutImage!.title).toBe('Hong Kong’s illuminated harbour skyline at night with a red-sailed junk');
  });
});
