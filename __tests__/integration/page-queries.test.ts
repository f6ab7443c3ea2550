import { ApolloClient, type DocumentNode, type OperationVariables } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SchemaLink } from '@apollo/client/link/schema';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GetActivityDocument,
  GetChargeDocument,
  GetEnquiryFormDocument,
  GetGiftPurchaseDocument,
  GetLocaleDocument,
  GetMyBookingDocument,
  GetOrderDocument,
  GetPageDocument,
  GetWaitingListOfferDocument,
} from '@/graphql/generated/operations';
import { createCache } from '@/lib/client/apollo';
import { seedIfEmpty } from '@/demo';
import { applyChange } from '@/lib/server/app/site-changes';
import { executableSchema, runQuery } from '@/lib/server/graphql';
import { findLocaleByDomain, siteOrigin, type GraphQLContext } from '@/lib/server/locales';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { activities, locales, pages } from '@/lib/server/platform/db/schema';
import { pageQueryData } from '@/lib/server/site/page-query-copies';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The page data a page's queries give (lib/server/graphql/in-process.ts) is the very JSON, key order
 * included, that the Apollo Client with a SchemaLink each request built before issue #25 gave, so the
 * HTML of every page is unchanged. The reference below is that client, as lib/server/site/page-data.ts
 * built it.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  invalidateLocales();
});
afterAll(async () => {
  await closeDb();
  await database.drop();
});

type Outcome = { data: string } | { error: string };

async function throughApollo(document: DocumentNode, variables: OperationVariables, context: GraphQLContext): Promise<Outcome> {
  const client = new ApolloClient({ cache: createCache(), ssrMode: true, link: new SchemaLink({ schema: executableSchema(), context: () => context }) });
  try {
    const { data } = await client.query({ query: document, variables });
    return { data: JSON.stringify(data) };
  } catch (error) {
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

async function inProcess(document: DocumentNode, variables: OperationVariables, context: GraphQLContext): Promise<Outcome> {
  try {
    return { data: JSON.stringify(await runQuery(document, variables, context)) };
  } catch (error) {
    return { error: `${(error as Error).name}: ${(error as Error).message}` };
  }
}

async function contextFor(domain: string): Promise<GraphQLContext> {
  const locale = (await findLocaleByDomain(domain))!;
  return { locale, anonymousToken: null, origin: siteOrigin(locale), clientAddress: null, previewPage: undefined };
}

describe('a page query run in process', () => {
  it('gives what Apollo Client gave, key for key and in order, for every page, activity and locale of the demo', async () => {
    const domains = (await database.db.select({ domain: locales.domain, id: locales.id, parkId: locales.parkId }).from(locales)).sort((a, b) => a.domain.localeCompare(b.domain));
    expect(domains.length).toBeGreaterThan(3);
    let compared = 0;
    for (const { domain, id, parkId } of domains) {
      const context = await contextFor(domain);
      const paths = (await database.db.select({ path: pages.path }).from(pages).where(eq(pages.localeId, id))).map((row) => row.path);
      const slugs = parkId ? (await database.db.select({ slug: activities.slug }).from(activities).where(eq(activities.parkId, parkId))).map((row) => row.slug) : [];
      const cases: [DocumentNode, OperationVariables][] = [
        [GetLocaleDocument, { domain }],
        [GetLocaleDocument, { domain: 'nowhere.example' }],
        [GetEnquiryFormDocument, {}],
        [GetPageDocument, { path: '/no-such-page' }],
        [GetActivityDocument, { slug: 'no-such-activity' }],
        ...paths.map((path): [DocumentNode, OperationVariables] => [GetPageDocument, { path }]),
        ...slugs.map((slug): [DocumentNode, OperationVariables] => [GetActivityDocument, { slug }]),
      ];
      for (const [document, variables] of cases) {
        const expected = await throughApollo(document, variables, context);
        expect(await inProcess(document, variables, context), `${domain} ${JSON.stringify(variables)}`).toEqual(expected);
        compared += 1;
      }
    }
    // Every demo locale has pages and activities: the comparison covered them, not only the locales.
    expect(compared).toBeGreaterThan(60);
  });

  it('gives the same for a page shown in place of the stored one (a preview)', async () => {
    const context = await contextFor('nz.localhost');
    const [page] = await database.db.select().from(pages).where(eq(pages.localeId, context.locale.id)).limit(1);
    const preview = { ...context, previewPage: { ...page, title: 'A draft title' } };
    const expected = await throughApollo(GetPageDocument, { path: page.path }, preview);
    expect(expected).toMatchObject({ data: expect.stringContaining('A draft title') });
    expect(await inProcess(GetPageDocument, { path: page.path }, preview)).toEqual(expected);
  });

  it('fails as Apollo Client did where a query fails (an unknown token, a missing variable)', async () => {
    const context = await contextFor('nz.localhost');
    const cases: [DocumentNode, OperationVariables][] = [
      [GetOrderDocument, { token: 'not-a-token' }],
      [GetGiftPurchaseDocument, { token: 'not-a-token' }],
      [GetChargeDocument, { token: 'not-a-token' }],
      [GetWaitingListOfferDocument, { token: 'not-a-token' }],
      [GetMyBookingDocument, { token: 'not-a-token' }],
      [GetPageDocument, {}],
    ];
    for (const [document, variables] of cases) {
      const expected = await throughApollo(document, variables, context);
      expect(await inProcess(document, variables, context), JSON.stringify(variables)).toEqual(expected);
    }
    await expect(runQuery(GetPageDocument, {}, context)).rejects.toBeInstanceOf(CombinedGraphQLErrors);
  });
});

describe('the pages a render reads', () => {
  it('are kept by the instance until a content change, heard from any instance, drops them', async () => {
    const context = await contextFor('nz.localhost');
    const title = async () => (await runQuery<{ getPage: { title: string } | null }>(GetPageDocument, { path: '/about' }, context)).getPage?.title;
    const before = await title();
    expect(before).toBeTruthy();
    // Written behind the instance's back: the kept copy still answers, with no SQL.
    await database.db.update(pages).set({ title: 'Renamed behind its back' }).where(and(eq(pages.localeId, context.locale.id), eq(pages.path, '/about')));
    expect(await title()).toBe(before);
    // The change as another instance records it (lib/server/app/site-changes.ts): the next read is the database's.
    applyChange({ kind: 'content', hosts: ['nz.localhost'] });
    expect(await title()).toBe('Renamed behind its back');
  });
});

describe('the results every visitor of a locale gets', () => {
  it('are kept until a change to the catalogue, the content or a locale; a preview runs afresh', async () => {
    const context = await contextFor('nz.localhost');
    const activityTitle = async () => (await pageQueryData<{ getActivity: { title: string } | null }>(GetActivityDocument, { slug: 'zipline' }, context)).getActivity?.title;
    const first = await activityTitle();
    expect(first).toBeTruthy();
    const [row] = await database.db.select().from(activities).where(and(eq(activities.parkId, context.locale.parkId!), eq(activities.slug, 'zipline')));
    await database.db
      .update(activities)
      .set({ texts: { ...row.texts, en: { ...row.texts.en, title: 'Renamed zipline' } } })
      .where(eq(activities.id, row.id));
    expect(await activityTitle()).toBe(first);
    applyChange({ kind: 'sessions', parkId: row.parkId, activityIds: [row.id], hosts: ['nz.localhost'] });
    expect(await activityTitle()).toBe(first);
    applyChange({ kind: 'catalogue', parkId: row.parkId, hosts: ['nz.localhost'] });
    expect(await activityTitle()).toBe('Renamed zipline');

    const [page] = await database.db.select().from(pages).where(and(eq(pages.localeId, context.locale.id), eq(pages.path, '/privacy')));
    const pageTitle = async (extra: Partial<GraphQLContext> = {}) =>
      (await pageQueryData<{ getPage: { title: string } | null }>(GetPageDocument, { path: '/privacy' }, { ...context, ...extra })).getPage?.title;
    expect(await pageTitle()).toBe(page.title);
    expect(await pageTitle({ previewPage: { ...page, title: 'A draft' } })).toBe('A draft');
    expect(await pageTitle()).toBe(page.title);
  });

  it('never outlive the copy of the locale they were read with, from which the page policy is built', async () => {
    const before = await contextFor('au.localhost');
    const trackers = async (context: GraphQLContext) =>
      (await pageQueryData<{ getLocale: { googleTagManagerCode: string[] } | null }>(GetLocaleDocument, { domain: 'au.localhost' }, context)).getLocale?.googleTagManagerCode;
    const codes = await trackers(before);
    expect(codes?.length).toBeGreaterThan(0);
    // Edited behind the instance's back (no change heard): the locale's copy is read again when it expires.
    await database.db.update(locales).set({ googleTagManagerCode: [] }).where(eq(locales.id, before.locale.id));
    expect(await trackers(before)).toEqual(codes);
    invalidateLocales();
    const after = await contextFor('au.localhost');
    expect(after.locale.googleTagManagerCode).toEqual([]);
    expect(await trackers(after)).toEqual([]);
  });
});
