import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetActivityDocument, type GetActivityQuery } from '@/graphql/generated/operations';
import { seedIfEmpty } from '@/demo';
import { findLocaleByDomain, siteOrigin, type GraphQLContext } from '@/lib/server/locales';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { pageQueryData } from '@/lib/server/site/page-query-copies';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Who may ride, as the public activity page's query states it before anything is booked: the demo's
 * ziplines and swings with their age, height and weight limits and waiver, a swing's health question in
 * the page's language, the luge's accompanying-adult rule, and nothing for an activity that asks nothing.
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

async function ridersOf(domain: string, slug: string) {
  const locale = (await findLocaleByDomain(domain))!;
  const context: GraphQLContext = { locale, anonymousToken: null, origin: siteOrigin(locale), clientAddress: null, previewPage: undefined };
  const activity = (await pageQueryData<GetActivityQuery>(GetActivityDocument, { slug }, context)).getActivity;
  return activity && 'riders' in activity ? activity.riders : undefined;
}

describe('an activity page’s rider requirements', () => {
  it('state a zipline’s age, height and weight limits and its waiver', async () => {
    expect(await ridersOf('nz.localhost', 'zipline')).toMatchObject({
      minAge: 8,
      maxAge: null,
      minHeightCm: 120,
      maxHeightCm: null,
      maxWeightKg: 120,
      accompanyingAdult: null,
      waiver: true,
      healthQuestions: [],
    });
  });

  it('ask a swing’s health question in the page’s language', async () => {
    expect((await ridersOf('hk.localhost', 'giant-swing'))?.healthQuestions).toEqual(['Do you have a heart condition or a back or neck injury, or are you pregnant?']);
    expect((await ridersOf('zh.hk.localhost', 'giant-swing'))?.healthQuestions).toEqual(['您是否患有心臟病、背部或頸部受傷，或正在懷孕？']);
  });

  it('state the luge’s accompanying adult, and nothing where an activity asks nothing', async () => {
    expect((await ridersOf('nz.localhost', 'luge'))?.accompanyingAdult).toMatchObject({ underAge: 6, adultAge: 16, childrenPerAdult: 1 });
    // Rotorua's night walk has no limits, no waiver and no questions.
    expect(await ridersOf('rotorua.localhost', 'night-canopy-walk')).toBeNull();
  });
});
