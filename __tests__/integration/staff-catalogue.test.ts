import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { priceOn } from '@/lib/domain/pricing';
import { findParkActivity, getCatalogue, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { addToCart, getCart } from '@/lib/server/carts/cart-service';
import {
  createActivity,
  addAddOn,
  addVariation,
  removePriceRule,
  savePriceRule,
  setAddOnOnSale,
  updateAddOn,
  updateUpgrade,
  catalogueActivity,
  catalogueDesk,
  moveActivity,
  setActivityOnSale,
  setVariationOnSale,
  updateActivityDetails,
  updateActivityListing,
  updateRiderRequirements,
  updateVariation,
  type RiderRequirementsInput,
  type DeskResult,
  type VariationInput,
} from '@/lib/server/catalogue-desk';
import { createAndCompleteOrder } from '@/lib/server/checkout/order-service';
import { serveGraphQL } from '@/lib/server/graphql/endpoint';
import type { LocaleRecord } from '@/lib/server/locales/locale-repository';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { daySessions } from '@/lib/server/sessions/availability-service';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, auditTrail, createSignInLink, findStaffByEmail, signInWithLink, type StaffMember } from '@/lib/server/staff';
import { startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The back office's catalogue (issue #23) on a real PostgreSQL: a ticket price changed by a manager is
 * what the public API answers at once, while a cart and an order made before keep their prices; invalid
 * prices are refused with their keys and change nothing; the gate and another park's manager are refused;
 * every change is audited; the park's order and what is on sale are what the public site lists.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let publicApi: Server;
let publicUrl: string;
let http: AdminHttp;
let nz: LocaleRecord;
let manager: StaffMember; // Queenstown
let gate: StaffMember; // Queenstown
let rotoruaManager: StaffMember;
const NOW = new Date();

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, NOW.toISOString().slice(0, 10), 12);
  nz = (await findLocaleById('nz'))!;
  const added = await addStaff({ email: 'rotorua-manager@summit-rush.test', role: 'manager', parks: ['rotorua'], language: 'en', displayName: 'Rangi' }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  [manager, gate, rotoruaManager] = await Promise.all(['manager', 'gate', 'rotorua-manager'].map(async (name) => (await findStaffByEmail(`${name}@summit-rush.test`, database.db))!));
  publicApi = createServer((req, res) => serveGraphQL(req, res));
  await new Promise<void>((resolve) => publicApi.listen(0, '127.0.0.1', resolve));
  publicUrl = `http://127.0.0.1:${(publicApi.address() as AddressInfo).port}/api/graphql`;
  http = await startAdminHttp();
});

afterAll(async () => {
  await http?.close();
  await new Promise((resolve) => publicApi.close(resolve));
  await closeDb();
  await database.drop();
  await sandbox.close();
});

interface PublicActivity {
  id: string;
  title: string;
  fromPrice: { amount: number } | null;
  variations?: { id: string; title: string; price: { amount: number } }[];
}

/** The public site's API, as a visitor's browser on a park's site asks it. */
async function publicQuery<T>(query: string, variables: Record<string, unknown> = {}, origin = 'http://nz.localhost:3000'): Promise<T> {
  const response = await fetch(publicUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-page-origin': origin }, body: JSON.stringify({ query, variables }) });
  const body = (await response.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const ACTIVITY = `query($slug: String!) { getActivity(slug: $slug) { id title fromPrice { amount } ... on BookableActivity { variations { id title price { amount } } } } }`;
const publicActivity = async (slug: string, origin?: string) => (await publicQuery<{ getActivity: PublicActivity | null }>(ACTIVITY, { slug }, origin)).getActivity;
const publicList = async () => (await publicQuery<{ getActivities: { id: string }[] }>('{ getActivities { id } }')).getActivities.map((activity) => activity.id);

/** A browser signed in as `email`: its session cookie. */
async function cookieFor(email: string): Promise<string> {
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(link.code);
  const session = await signInWithLink(link.token, null);
  if (!session.ok) throw new Error('sign-in refused');
  return `sr_staff=${session.token}`;
}

function done<T>(result: DeskResult<T>): T {
  if (result.kind !== 'done') throw new Error(`Not done: ${JSON.stringify(result)}`);
  return result.value;
}

const problemsOf = <T,>(result: DeskResult<T>) => (result.kind === 'problems' ? result.problems : result.kind);

const ticket = (extra: Partial<VariationInput> = {}): VariationInput => ({ title: { en: 'Adult (15+)', zhHant: '成人（15歲或以上）' }, participants: '1', price: '149.00', ...extra });
/** Both languages of a text as the API takes them; the Chinese empty unless given. */
const texts = (en: string, zhHant = '') => ({ en, zhHant });

async function sessionOf(slug: string, offset: number) {
  const activity = (await findParkActivity('queenstown', slug))!;
  const day = new Date(NOW.getTime() + (2 + offset) * 86_400_000).toISOString().slice(0, 10);
  return { day, session: (await daySessions(activity, 'Pacific/Auckland', day, NOW))[0] };
}

async function cartWith(slug: string, variationId: string, offset = 2) {
  const token = randomUUID();
  const { session } = await sessionOf(slug, offset);
  const added = await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: slug, sessionId: session.id, tickets: [{ variationId, quantity: 2 }] });
  expect(added.kind).toBe('added');
  return token;
}

const cartTotal = async (token: string) => (await getCart(token, 'nz', 'Pacific/Auckland')).total;

const order = (token: string) =>
  createAndCompleteOrder({
    anonymousToken: token,
    locale: nz,
    origin: sandbox.origin,
    idempotencyKey: randomUUID(),
    // One address per order: at most 2 unconfirmed reservations per address.
    customer: { firstName: 'C', lastName: 'D', email: `c-${randomUUID().slice(0, 8)}@example.com`, mobilePhone: '021 555 0101' },
    code: null,
    gatewayId: 'nz-arrival',
    acceptTerms: true,
  });

async function orderTotal(result: Awaited<ReturnType<typeof order>>): Promise<number> {
  if (result.kind !== 'placed') throw new Error(`Not placed: ${JSON.stringify(result)}`);
  const { rows } = await database.db.execute<{ total: number; line: number }>(sql`
    select o.total, (select sum(total) from order_items where order_id = o.id)::int as line from orders o where o.id = ${result.order.id}`);
  expect(rows[0].line).toBe(rows[0].total);
  return rows[0].total;
}

const storedPrice = async (id: string) => (await database.db.execute<{ price: number }>(sql`select price from variations where id = ${id}`)).rows[0].price;

describe('changing a ticket price', () => {
  it('shows the new price on the public site at once, and changes no cart or order made before', async () => {
    const before = (await publicActivity('zipline'))!;
    expect(before.variations!.find((variation) => variation.id === 'nz-zipline-adult')!.price.amount).toBe(14900);
    // A visitor's cart, an order placed, and a cart still choosing: all at $149.
    const inCart = await cartWith('zipline', 'nz-zipline-adult', 2);
    const placed = await order(await cartWith('zipline', 'nz-zipline-adult', 3));
    const placedTotal = await orderTotal(placed);
    const toOrderLater = await cartWith('zipline', 'nz-zipline-adult', 4);
    const [cartBefore, laterBefore] = [await cartTotal(inCart), await cartTotal(toOrderLater)];

    const changed = done(await updateVariation(manager, 'nz-zipline-adult', ticket({ price: ' 159.50 ' })));
    expect(changed.variations.find((variation) => variation.id === 'nz-zipline-adult')).toMatchObject({ price: 15950, title: { en: 'Adult (15+)', zhHant: '成人（15歲或以上）' }, participants: 1, status: 'onSale' });
    expect(await storedPrice('nz-zipline-adult')).toBe(15950);
    // Announced to every instance: a site change of the park's catalogue, naming its sites' hosts.
    const announced = await database.pool.query<{ change: { kind: string; parkId: string; hosts: string[] } }>(
      `select change from site_changes where change->>'kind' = 'catalogue' order by id desc limit 1`,
    );
    expect(announced.rows[0].change).toMatchObject({ kind: 'catalogue', parkId: 'queenstown', hosts: expect.arrayContaining(['nz.localhost']) });

    // The public API answers the new price (the catalogue's copy was dropped by catalogueChanged).
    const after = (await publicActivity('zipline'))!;
    expect(after.variations!.find((variation) => variation.id === 'nz-zipline-adult')!.price.amount).toBe(15950);
    // Carts made before keep their prices, and so does the order placed from one after the change.
    expect(await cartTotal(inCart)).toBe(cartBefore);
    expect(await cartTotal(toOrderLater)).toBe(laterBefore);
    expect(await orderTotal(await order(toOrderLater))).toBe(laterBefore);
    expect(await orderTotal(placed)).toBe(placedTotal);
    // A cart made now pays the new price (with the day's price rule, as before).
    const { day } = await sessionOf('zipline', 5);
    const rules = (await getCatalogue()).priceRulesByActivity.get('nz-zipline') ?? [];
    expect(await cartTotal(await cartWith('zipline', 'nz-zipline-adult', 5))).toBe(2 * priceOn({ id: 'nz-zipline-adult', price: 15950 }, day, rules));

    const [audit] = await auditTrail('variation:nz-zipline-adult');
    expect(audit).toMatchObject({ actor: manager.email, action: 'variation.update', parkId: 'queenstown', before: { price: 14900, titleEn: 'Adult (15+)' }, after: { price: 15950, titleEn: 'Adult (15+)' } });
  });

  it('refuses an invalid price with its message and changes nothing', async () => {
    const price = await storedPrice('nz-zipline-child');
    const entries = (await auditTrail('variation:nz-zipline-child')).length;
    for (const [typed, key] of [
      ['-5', 'price'],
      ['12.345', 'price'],
      ['twelve', 'price'],
      ['1e3', 'price'],
      ['', 'priceRequired'],
      ['100000.01', 'priceMax'],
    ]) {
      expect(problemsOf(await updateVariation(manager, 'nz-zipline-child', ticket({ title: texts('Child (5–14)'), price: typed })))).toEqual([{ field: 'price', code: key }]);
    }
    expect(problemsOf(await updateVariation(manager, 'nz-zipline-child', ticket({ title: texts(' '), price: '99' })))).toEqual([{ field: 'titleEn', code: 'titleRequired' }]);
    expect(problemsOf(await updateVariation(manager, 'nz-zipline-child', ticket({ title: texts('Child', '小'.repeat(81)), price: '99' })))).toEqual([{ field: 'titleZhHant', code: 'titleLength' }]);
    // What one ticket admits is fixed once the type exists (tickets sold admit that many).
    expect(problemsOf(await updateVariation(manager, 'nz-zipline-child', ticket({ title: texts('Child'), participants: '2', price: '99' })))).toEqual([{ field: 'participants', code: 'participantsFixed' }]);
    expect(await storedPrice('nz-zipline-child')).toBe(price);
    expect((await publicActivity('zipline'))!.variations!.find((variation) => variation.id === 'nz-zipline-child')!.price.amount).toBe(price);
    expect(await auditTrail('variation:nz-zipline-child')).toHaveLength(entries);
  });

  it('is refused to the gate and to another park’s manager, and changes nothing', async () => {
    const price = await storedPrice('nz-luge-five-rides');
    for (const member of [gate, rotoruaManager]) {
      expect(await updateVariation(member, 'nz-luge-five-rides', ticket({ price: '1.00' }))).toEqual({ kind: 'forbidden' });
      expect(await setVariationOnSale(member, 'nz-luge-five-rides', false)).toEqual({ kind: 'forbidden' });
      expect(await addVariation(member, 'nz-luge', randomUUID(), ticket())).toEqual({ kind: 'forbidden' });
      expect(await moveActivity(member, 'nz-luge', 'up')).toEqual({ kind: 'forbidden' });
      expect(await setActivityOnSale(member, 'nz-luge', false)).toEqual({ kind: 'forbidden' });
      expect(await catalogueActivity(member, 'nz-luge')).toBeNull();
      expect(await catalogueDesk(member, 'queenstown')).toBeNull();
    }
    expect(await storedPrice('nz-luge-five-rides')).toBe(price);
    expect(await auditTrail('variation:nz-luge-five-rides')).toEqual([]);
    expect(await auditTrail('activity:nz-luge')).toEqual([]);
    expect(await publicList()).toContain('nz-luge');

    // Through the back office's API: FORBIDDEN, saying nothing more.
    const query = 'mutation($id: ID!, $input: VariationInput!) { updateVariation(id: $id, input: $input) { __typename } }';
    for (const email of ['gate@summit-rush.test', 'rotorua-manager@summit-rush.test']) {
      const refused = await http.graphql(await cookieFor(email), query, { id: 'nz-luge-five-rides', input: ticket({ price: '1.00' }) });
      expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    const allowed = await http.graphql(await cookieFor('manager@summit-rush.test'), 'query($id: ID!) { catalogueActivity(id: $id) { id variations { id price } } }', { id: 'nz-luge' });
    expect(allowed.errors).toBeUndefined();
    expect(await storedPrice('nz-luge-five-rides')).toBe(price);
  });
});

describe('the back office’s API', () => {
  const RESULT = `__typename ... on CatalogueActivitySaved { activity { id details { title { en zhHant } highlights { en zhHant } } variations { id title { en zhHant } status } priceRules { id kind dates } pages { language } } } ... on CatalogueFormRefused { problems { field code } }`;

  it('answers a saved activity or the form’s typed problems, texts in both languages', async () => {
    const cookie = await cookieFor('manager@summit-rush.test');
    const update = `mutation($id: ID!, $input: VariationInput!) { updateVariation(id: $id, input: $input) { ${RESULT} } }`;
    const refused = await http.graphql(cookie, update, { id: 'nz-luge-five-rides', input: ticket({ title: texts(' ', '小'.repeat(81)), price: '-5' }) });
    expect(refused.data?.updateVariation).toEqual({
      __typename: 'CatalogueFormRefused',
      problems: [
        { field: 'titleEn', code: 'titleRequired' },
        { field: 'titleZhHant', code: 'titleLength' },
        { field: 'price', code: 'price' },
      ],
    });
    const price = await storedPrice('nz-luge-five-rides');
    const { title } = (await catalogueActivity(manager, 'nz-luge'))!.variations.find((variation) => variation.id === 'nz-luge-five-rides')!;
    const saved = await http.graphql(cookie, update, { id: 'nz-luge-five-rides', input: ticket({ title, price: (price / 100).toFixed(2) }) });
    const activity = (saved.data?.updateVariation as { __typename: string; activity: { variations: { id: string; title: unknown; status: string }[]; pages: { language: string }[] } });
    expect(activity.__typename).toBe('CatalogueActivitySaved');
    expect(activity.activity.variations.find((variation) => variation.id === 'nz-luge-five-rides')).toEqual({ id: 'nz-luge-five-rides', title, status: 'onSale' });
    expect(activity.activity.pages.map((page) => page.language)).toContain('en');

    // A move past the list's end is refused as a problem; a direction not up or down never reaches it.
    const move = `mutation($id: ID!, $direction: MoveDirection!) { moveActivity(id: $id, direction: $direction) { __typename ... on CatalogueDeskSaved { catalogue { activities { id type status } } } ... on CatalogueFormRefused { problems { field code } } } }`;
    const first = (await catalogueDesk(manager, 'queenstown'))!.activities[0].id;
    expect((await http.graphql(cookie, move, { id: first, direction: 'up' })).data?.moveActivity).toEqual({ __typename: 'CatalogueFormRefused', problems: [{ field: 'form', code: 'first' }] });
    expect((await http.graphql(cookie, move, { id: first, direction: 'sideways' })).errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('takes a price rule’s days as days: an impossible one is bad input, before anything is saved', async () => {
    const cookie = await cookieFor('manager@summit-rush.test');
    const save = `mutation($activityId: ID!, $id: ID!, $input: PriceRuleInput!) { savePriceRule(activityId: $activityId, id: $id, input: $input) { ${RESULT} } }`;
    const rules = (await catalogueActivity(manager, 'nz-zipline'))!.priceRules.length;
    const impossible = await http.graphql(cookie, save, { activityId: 'nz-zipline', id: randomUUID(), input: { kind: 'dates', percent: '10', dates: ['2030-12-24', '2026-02-31'] } });
    expect(impossible.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(impossible.data ?? null).toBeNull();
    expect((await catalogueActivity(manager, 'nz-zipline'))!.priceRules).toHaveLength(rules);

    const key = randomUUID();
    const saved = await http.graphql(cookie, save, { activityId: 'nz-zipline', id: key, input: { kind: 'dates', percent: '10', dates: ['2030-12-26', '2030-12-24', '2030-12-26'] } });
    const rule = (saved.data?.savePriceRule as { activity: { priceRules: { id: string; kind: string; dates: string[] }[] } }).activity.priceRules.find((candidate) => candidate.id === key);
    expect(rule).toEqual({ id: key, kind: 'dates', dates: ['2030-12-24', '2030-12-26'] });
    done(await removePriceRule(manager, key));
  });
});

describe('ticket types', () => {
  it('adds one once however often the same request comes, and retires it from the public site', async () => {
    const key = randomUUID();
    const first = done(await addVariation(manager, 'nz-luge', key, ticket({ title: texts('Senior (65+)', '長者（65歲或以上）'), price: '39.90' })));
    const again = done(await addVariation(manager, 'nz-luge', key, ticket({ title: texts('Senior (65+)', '長者（65歲或以上）'), price: '39.90' })));
    expect(first.variations.filter((variation) => variation.id === key)).toHaveLength(1);
    expect(again.variations.filter((variation) => variation.id === key)).toHaveLength(1);
    expect(first.variations.at(-1)).toMatchObject({ id: key, title: { en: 'Senior (65+)', zhHant: '長者（65歲或以上）' }, price: 3990, participants: 1, status: 'onSale' });
    expect(await auditTrail(`variation:${key}`)).toHaveLength(1);
    expect((await publicActivity('luge'))!.variations!.map((variation) => variation.id)).toContain(key);
    // The Chinese site names it in Chinese.
    const hk = await publicQuery<{ getActivities: { id: string }[] }>('{ getActivities { id } }', {}, 'http://zh.hk.localhost:3000');
    expect(hk.getActivities.length).toBeGreaterThan(0);

    const token = await cartWith('luge', key, 6);
    const inCart = await cartTotal(token);
    done(await setVariationOnSale(manager, key, false));
    expect((await publicActivity('luge'))!.variations!.map((variation) => variation.id)).not.toContain(key);
    // Not offered any more, but the cart holding it keeps it at its price, and checks out.
    const { session } = await sessionOf('luge', 6);
    expect(await addToCart({ anonymousToken: randomUUID(), localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: key, quantity: 1 }] })).toMatchObject({ kind: 'invalid', problem: 'UNKNOWN_TICKET' });
    expect(await cartTotal(token)).toBe(inCart);
    expect(await orderTotal(await order(token))).toBe(inCart);
    expect((await auditTrail(`variation:${key}`))[0]).toMatchObject({ action: 'variation.retire', before: { status: 'onSale' }, after: { status: 'retired' } });
    done(await setVariationOnSale(manager, key, true));
    expect((await publicActivity('luge'))!.variations!.map((variation) => variation.id)).toContain(key);
  });

  it('keeps at least one ticket type on sale', async () => {
    const activity = (await catalogueActivity(manager, 'nz-canyon-swing'))!;
    const onSale = activity.variations.filter((variation) => variation.status === 'onSale');
    for (const variation of onSale.slice(0, -1)) done(await setVariationOnSale(manager, variation.id, false));
    expect(problemsOf(await setVariationOnSale(manager, onSale.at(-1)!.id, false))).toEqual([{ field: 'form', code: 'lastTicket' }]);
    for (const variation of onSale.slice(0, -1)) done(await setVariationOnSale(manager, variation.id, true));
  });
});

describe('the park’s activities', () => {
  it('moves one up and down: the order the public site lists them in', async () => {
    const list = await publicList();
    const [first, second] = list;
    const desk = done(await moveActivity(manager, second, 'up'));
    expect(desk.activities.slice(0, 2).map((activity) => [activity.id, activity.position])).toEqual([
      [second, 1],
      [first, 2],
    ]);
    expect((await publicList()).slice(0, 2)).toEqual([second, first]);
    expect(problemsOf(await moveActivity(manager, second, 'up'))).toEqual([{ field: 'form', code: 'first' }]);
    const last = desk.activities.at(-1)!.id;
    expect(problemsOf(await moveActivity(manager, last, 'down'))).toEqual([{ field: 'form', code: 'last' }]);
    done(await moveActivity(manager, second, 'down'));
    expect((await publicList()).slice(0, 2)).toEqual([first, second]);
    expect((await auditTrail(`activity:${second}`)).map((entry) => [entry.action, entry.before?.position, entry.after?.position])).toEqual([
      ['activity.move', 1, 2],
      ['activity.move', 2, 1],
    ]);
  });

  it('retires one from the public site while its carts and orders keep working, and brings it back', async () => {
    const token = await cartWith('canyon-swing', 'nz-canyon-swing-solo', 7);
    const inCart = await cartTotal(token);
    const retired = done(await setActivityOnSale(manager, 'nz-canyon-swing', false));
    expect(retired).toMatchObject({ status: 'retired', pages: [] });
    expect(await publicList()).not.toContain('nz-canyon-swing');
    expect(await publicActivity('canyon-swing')).toBeNull();
    expect((await catalogueDesk(manager, 'queenstown'))!.activities.find((activity) => activity.id === 'nz-canyon-swing')).toMatchObject({ status: 'retired' });
    // Its cart still checks out at its price.
    expect(await cartTotal(token)).toBe(inCart);
    expect(await orderTotal(await order(token))).toBe(inCart);
    // Retiring it again changes and audits nothing.
    done(await setActivityOnSale(manager, 'nz-canyon-swing', false));
    expect((await auditTrail('activity:nz-canyon-swing')).map((entry) => entry.action)).toEqual(['activity.retire']);

    done(await setActivityOnSale(manager, 'nz-canyon-swing', true));
    expect(await publicList()).toContain('nz-canyon-swing');
    expect((await auditTrail('activity:nz-canyon-swing'))[0]).toMatchObject({ action: 'activity.bringBack', before: { status: 'retired' }, after: { status: 'onSale' } });
  });
});

describe('an activity’s details', () => {
  it('changes its texts in both languages, duration and image, audited and shown on the public site', async () => {
    const current = (await catalogueActivity(manager, 'nz-treetop-challenge'))!;
    const image = current.images.find((candidate) => candidate.id !== current.details.imageId)!;
    const input = {
      title: texts('Treetop Challenge XL', '樹頂挑戰 XL'),
      summary: texts('Higher and longer.', '更高更長。'),
      description: texts('Forty platforms.', '四十個平台。'),
      highlights: texts('Forty platforms\n\n Two ziplines ', '四十個平台'),
      durationMinutes: '150',
      imageId: image.id,
    };
    expect(problemsOf(await updateActivityDetails(manager, 'nz-treetop-challenge', { ...input, durationMinutes: '0', imageId: 'no-such-image' }))).toEqual([
      { field: 'durationMinutes', code: 'duration' },
    ]);
    expect(problemsOf(await updateActivityDetails(manager, 'nz-treetop-challenge', { ...input, imageId: 'no-such-image' }))).toEqual([{ field: 'imageId', code: 'image' }]);
    const changed = done(await updateActivityDetails(manager, 'nz-treetop-challenge', input));
    expect(changed.details).toMatchObject({
      title: { en: 'Treetop Challenge XL', zhHant: '樹頂挑戰 XL' },
      highlights: { en: ['Forty platforms', 'Two ziplines'], zhHant: ['四十個平台'] },
      // Plain text from a client other than the editor is stored as the editor's HTML (lib/domain/rich-text.ts).
      description: { en: '<p>Forty platforms.</p>', zhHant: '<p>四十個平台。</p>' },
      durationMinutes: 150, imageId: image.id });
    expect((await publicActivity('treetop-challenge'))!.title).toBe('Treetop Challenge XL');
    const [audit] = await auditTrail('activity:nz-treetop-challenge');
    // The audit keeps a text per language, as its entries always have (titleEn, titleZh).
    expect(audit).toMatchObject({ action: 'activity.update', before: { titleEn: current.details.title.en }, after: { titleEn: 'Treetop Challenge XL', titleZh: '樹頂挑戰 XL', highlightsEn: ['Forty platforms', 'Two ziplines'], durationMinutes: 150 } });
  });
});

describe('add-ons, upgrades and price rules', () => {
  const addOnInput = (price: string, perParticipant = false) => ({ title: texts('Photo and video pack', '相片及影片套裝'), description: texts('Every photo.', '所有相片。'), perParticipant, price });

  it('changes an add-on’s price and charge for the public site, not for a cart that has it', async () => {
    const token = randomUUID();
    const { session } = await sessionOf('luge', 8);
    expect(
      await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'luge', sessionId: session.id, tickets: [{ variationId: 'nz-luge-five-rides', quantity: 2 }], addOns: [{ addOnId: 'nz-luge-media', quantity: 1 }] }),
    ).toMatchObject({ kind: 'added' });
    const inCart = await cartTotal(token);
    expect(problemsOf(await updateAddOn(manager, 'nz-luge-media', addOnInput('-1')))).toEqual([{ field: 'price', code: 'price' }]);
    const changed = done(await updateAddOn(manager, 'nz-luge-media', addOnInput('35.00', true)));
    expect(changed.addOns.find((addOn) => addOn.id === 'nz-luge-media')).toMatchObject({ price: 3500, perParticipant: true, status: 'onSale' });
    const ADD_ONS = `query($slug: String!) { getActivity(slug: $slug) { ... on BookableActivity { addOns { id price { amount } perParticipant } } } }`;
    const read = async () => (await publicQuery<{ getActivity: { addOns: { id: string; price: { amount: number }; perParticipant: boolean }[] } }>(ADD_ONS, { slug: 'luge' })).getActivity.addOns;
    expect((await read()).find((addOn) => addOn.id === 'nz-luge-media')).toEqual({ id: 'nz-luge-media', price: { amount: 3500 }, perParticipant: true });
    expect(await cartTotal(token)).toBe(inCart);
    expect((await auditTrail('addOn:nz-luge-media'))[0]).toMatchObject({ action: 'addOn.update', before: { price: 2900, perParticipant: false }, after: { price: 3500, perParticipant: true } });

    // Added once per key, retired from the public site.
    const key = randomUUID();
    done(await addAddOn(manager, 'nz-luge', key, addOnInput('12.00')));
    done(await addAddOn(manager, 'nz-luge', key, addOnInput('12.00')));
    expect((await read()).filter((addOn) => addOn.id === key)).toHaveLength(1);
    done(await setAddOnOnSale(manager, key, false));
    expect((await read()).map((addOn) => addOn.id)).not.toContain(key);
    expect(await addAddOn(rotoruaManager, 'nz-luge', randomUUID(), addOnInput('1.00'))).toEqual({ kind: 'forbidden' });
    expect(problemsOf(await addAddOn(manager, 'nz-combo', randomUUID(), addOnInput('1.00')))).toEqual([{ field: 'form', code: 'addOnsBookable' }]);
  });

  it('changes an upgrade’s price', async () => {
    const activity = (await catalogueActivity(manager, 'nz-zipline'))!;
    const upgrade = activity.upgrades[0];
    const changed = done(await updateUpgrade(manager, upgrade.id, { title: upgrade.title, description: upgrade.description, price: '25.50' }));
    expect(changed.upgrades.find((candidate) => candidate.id === upgrade.id)).toMatchObject({ price: 2550 });
    const UPGRADES = `query { getActivity(slug: "zipline") { ... on BookableActivity { upgrades { id pricePerParticipant { amount } } } } }`;
    expect((await publicQuery<{ getActivity: { upgrades: { id: string; pricePerParticipant: { amount: number } }[] } }>(UPGRADES)).getActivity.upgrades).toContainEqual({ id: upgrade.id, pricePerParticipant: { amount: 2550 } });
    expect(await updateUpgrade(gate, upgrade.id, { ...upgrade, price: '1' })).toEqual({ kind: 'forbidden' });
  });

  it('sets the weekend uplift and peak days: the public prices of those days follow, a cart’s do not', async () => {
    const SESSIONS = `query($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { prices { variationId price { amount } } } }`;
    const base = await storedPrice('nz-treetop-challenge-adult');
    // A Saturday and a Wednesday ahead.
    const ahead = (weekday: number) => {
      const day = new Date(NOW.getTime() + 3 * 86_400_000);
      while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
      return day.toISOString().slice(0, 10);
    };
    const [saturday, wednesday] = [ahead(6), ahead(3)];
    const priceOnDay = async (date: string) =>
      (await publicQuery<{ getSessions: { prices: { variationId: string; price: { amount: number } }[] }[] }>(SESSIONS, { slug: 'treetop-challenge', date })).getSessions[0].prices.find(
        (price) => price.variationId === 'nz-treetop-challenge-adult',
      )!.price.amount;
    expect(await priceOnDay(saturday)).toBe(Math.round(base * 1.1));

    const weekend = (await catalogueActivity(manager, 'nz-treetop-challenge'))!.priceRules.find((rule) => rule.kind === 'weekend')!;
    expect(problemsOf(await savePriceRule(manager, 'nz-treetop-challenge', weekend.id, { kind: 'weekend', percent: '0', dates: '' }))).toEqual([{ field: 'percent', code: 'percent' }]);
    done(await savePriceRule(manager, 'nz-treetop-challenge', weekend.id, { kind: 'weekend', percent: '25', dates: '' }));
    expect(await priceOnDay(saturday)).toBe(Math.round(base * 1.25));

    expect(problemsOf(await savePriceRule(manager, 'nz-treetop-challenge', randomUUID(), { kind: 'dates', percent: '30', dates: '2030-02-30' }))).toEqual([{ field: 'dates', code: 'days' }]);
    expect(problemsOf(await savePriceRule(manager, 'nz-treetop-challenge', randomUUID(), { kind: 'dates', percent: '30', dates: '' }))).toEqual([{ field: 'dates', code: 'daysRequired' }]);
    const key = randomUUID();
    const added = done(await savePriceRule(manager, 'nz-treetop-challenge', key, { kind: 'dates', percent: '30', dates: [wednesday, wednesday] }));
    expect(added.priceRules.find((rule) => rule.id === key)).toEqual({ id: key, kind: 'dates', percent: 30, dates: [wednesday], variationId: null, price: null });
    expect(await priceOnDay(wednesday)).toBe(Math.round(base * 1.3));
    const [audit] = await auditTrail('activity:nz-treetop-challenge');
    expect(audit).toMatchObject({ action: 'priceRule.add', before: null, after: { kind: 'dates', percent: 30, dates: [wednesday] } });

    // A cart made on the peak day keeps its price when the rule goes.
    const token = randomUUID();
    const activity = (await findParkActivity('queenstown', 'treetop-challenge'))!;
    const session = (await daySessions(activity, 'Pacific/Auckland', wednesday, NOW))[0];
    await addToCart({ anonymousToken: token, localeId: 'nz', parkId: 'queenstown', activitySlug: 'treetop-challenge', sessionId: session.id, tickets: [{ variationId: 'nz-treetop-challenge-adult', quantity: 1 }] });
    expect(await cartTotal(token)).toBe(Math.round(base * 1.3));
    expect(await removePriceRule(gate, key)).toEqual({ kind: 'forbidden' });
    done(await removePriceRule(manager, key));
    expect(await priceOnDay(wednesday)).toBe(base);
    expect(await cartTotal(token)).toBe(Math.round(base * 1.3));
  });

  it('sets a ticket type’s dated price on its days: the public price and a new cart follow, an older cart does not; overlaps refused', async () => {
    const SESSIONS = `query($slug: String!, $date: Date!) { getSessions(slug: $slug, date: $date) { prices { variationId price { amount } } } }`;
    // Two weekdays ahead (no weekend uplift on them), within the sessions made.
    const day = (offset: number) => {
      const date = new Date(NOW.getTime() + offset * 86_400_000);
      while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
      return date.toISOString().slice(0, 10);
    };
    const first = day(4);
    // The next weekday after the first. (Counting days from NOW gave the first day itself whenever the
    // test ran after midday UTC: 3.5 days rounded down.)
    const next = new Date(`${first}T00:00:00Z`);
    do next.setUTCDate(next.getUTCDate() + 1);
    while ([0, 6].includes(next.getUTCDay()));
    const later = next.toISOString().slice(0, 10);
    // Whole days from NOW to the first day's date (sessionOf counts from NOW's instant, 2 days on).
    const toFirst = Math.ceil((Date.parse(first) - NOW.getTime()) / 86_400_000);
    const priceOnDay = async (date: string, variationId: string) =>
      (await publicQuery<{ getSessions: { prices: { variationId: string; price: { amount: number } }[] }[] }>(SESSIONS, { slug: 'luge', date })).getSessions[0].prices.find(
        (price) => price.variationId === variationId,
      )!.price.amount;
    const adult = await storedPrice('nz-luge-five-rides');
    const child = await storedPrice('nz-luge-child-five-rides');
    const before = await cartWith('luge', 'nz-luge-five-rides', toFirst - 2);
    const beforeTotal = await cartTotal(before);

    const input = { kind: 'price' as const, percent: '', dates: `${first}..${first}`, variationId: 'nz-luge-five-rides', price: '12.34' };
    expect(problemsOf(await savePriceRule(manager, 'nz-luge', randomUUID(), { ...input, variationId: 'nz-zipline-adult' }))).toEqual([{ field: 'variationId', code: 'ticketType' }]);
    expect(problemsOf(await savePriceRule(manager, 'nz-luge', randomUUID(), { ...input, price: '-1' }))).toEqual([{ field: 'price', code: 'price' }]);
    expect(await savePriceRule(rotoruaManager, 'nz-luge', randomUUID(), input)).toEqual({ kind: 'forbidden' });
    const key = randomUUID();
    const saved = done(await savePriceRule(manager, 'nz-luge', key, input));
    expect(saved.priceRules.find((rule) => rule.id === key)).toEqual({ id: key, kind: 'price', percent: 0, dates: [first], variationId: 'nz-luge-five-rides', price: 1234 });
    expect(await priceOnDay(first, 'nz-luge-five-rides')).toBe(1234);
    expect(await priceOnDay(first, 'nz-luge-child-five-rides')).toBe(child);
    expect(await priceOnDay(later, 'nz-luge-five-rides')).toBe(adult);
    // A day has one price per ticket type: a second dated price on it is refused, and changes nothing.
    expect(problemsOf(await savePriceRule(manager, 'nz-luge', randomUUID(), { ...input, dates: `${first}, ${later}`, price: '20.00' }))).toEqual([{ field: 'dates', code: 'daysOverlap' }]);
    expect(await priceOnDay(later, 'nz-luge-five-rides')).toBe(adult);
    // The rule itself may move to other days.
    done(await savePriceRule(manager, 'nz-luge', key, { ...input, dates: `${first}, ${later}` }));
    expect(await priceOnDay(later, 'nz-luge-five-rides')).toBe(1234);

    // A cart made before keeps its price; one made now pays the dated price.
    expect(await cartTotal(before)).toBe(beforeTotal);
    const after = await cartWith('luge', 'nz-luge-five-rides', toFirst - 2);
    expect(await cartTotal(after)).toBe(2 * 1234);
    expect((await auditTrail('activity:nz-luge')).filter((entry) => entry.action.startsWith('priceRule.')).map((entry) => entry.action)).toEqual(['priceRule.update', 'priceRule.add']);
    done(await removePriceRule(manager, key));
    expect(await priceOnDay(first, 'nz-luge-five-rides')).toBe(adult);
  });
});

describe('a new activity', () => {
  const base = { title: texts('Night Zipline', '夜間滑索'), summary: texts('In the dark.', '在黑暗中。'), imageId: '', includedActivityIds: [] as string[], externalUrl: '', partnerName: '', partnerFromPrice: '' };

  it('is made once per key, off sale and last, of each type, with what each type needs', async () => {
    const imageId = (await catalogueActivity(manager, 'nz-zipline'))!.details.imageId;
    const key = randomUUID();
    const input = { ...base, type: 'BookableActivity' as const, slug: ' Night-Zipline ', imageId };
    const made = done(await createActivity(manager, 'queenstown', key, input));
    expect(done(await createActivity(manager, 'queenstown', key, input)).id).toBe(made.id);
    expect(made).toMatchObject({ id: key, slug: 'night-zipline', type: 'BookableActivity', status: 'retired', variations: [], details: { title: { en: 'Night Zipline', zhHant: '夜間滑索' } } });
    const desk = (await catalogueDesk(manager, 'queenstown'))!;
    expect(desk.activities.at(-1)).toMatchObject({ id: key, status: 'retired' });
    expect(await publicActivity('night-zipline')).toBeNull();
    expect((await auditTrail(`activity:${key}`)).map((entry) => entry.action)).toEqual(['activity.create']);

    // Not on sale without a ticket type; with one, on the public site.
    expect(problemsOf(await setActivityOnSale(manager, key, true))).toEqual([{ field: 'form', code: 'noTickets' }]);
    done(await addVariation(manager, key, randomUUID(), ticket({ price: '59.00' })));
    done(await setActivityOnSale(manager, key, true));
    expect((await publicActivity('night-zipline'))!.variations!.map((variation) => variation.price.amount)).toEqual([5900]);

    expect(problemsOf(await createActivity(manager, 'queenstown', randomUUID(), input))).toEqual([{ field: 'slug', code: 'slugTaken' }]);
    expect(problemsOf(await createActivity(manager, 'queenstown', randomUUID(), { ...input, slug: 'Night Zipline!' }))).toEqual([{ field: 'slug', code: 'slug' }]);
    expect(await createActivity(rotoruaManager, 'queenstown', randomUUID(), { ...input, slug: 'elsewhere' })).toEqual({ kind: 'forbidden' });
    expect(await createActivity(gate, 'queenstown', randomUUID(), { ...input, slug: 'elsewhere' })).toEqual({ kind: 'forbidden' });

    // A package of the park's bookable activities.
    const combo = { ...base, type: 'ComboActivity' as const, slug: 'night-combo', imageId };
    expect(problemsOf(await createActivity(manager, 'queenstown', randomUUID(), { ...combo, includedActivityIds: ['nz-zipline'] }))).toEqual([{ field: 'includedActivityIds', code: 'includes' }]);
    expect(problemsOf(await createActivity(manager, 'queenstown', randomUUID(), { ...combo, includedActivityIds: ['nz-zipline', 'ro-redwood-zipline'] }))).toEqual([{ field: 'includedActivityIds', code: 'includes' }]);
    const madeCombo = done(await createActivity(manager, 'queenstown', randomUUID(), { ...combo, includedActivityIds: ['nz-zipline', 'nz-luge'] }));
    expect(madeCombo).toMatchObject({ type: 'ComboActivity', status: 'retired' });

    // A partner's tour: its https page, name and advertised price; on sale without ticket types.
    const partner = { ...base, type: 'ThirdPartyActivity' as const, slug: 'night-tour', imageId, externalUrl: 'https://partner.example/night', partnerName: 'Night Tours Ltd', partnerFromPrice: '89.50' };
    expect(problemsOf(await createActivity(manager, 'queenstown', randomUUID(), { ...partner, externalUrl: 'http://partner.example', partnerName: '', partnerFromPrice: '-1' }))).toEqual([
      { field: 'externalUrl', code: 'url' },
      { field: 'partnerName', code: 'partnerName' },
      { field: 'partnerFromPrice', code: 'price' },
    ]);
    const tour = done(await createActivity(manager, 'queenstown', randomUUID(), partner));
    done(await setActivityOnSale(manager, tour.id, true));
    expect(await publicActivity('night-tour')).toMatchObject({ title: 'Night Zipline', fromPrice: { amount: 8950 } });
  });
});

describe('a package’s and a partner tour’s listing', () => {
  const PUBLIC = `query($slug: String!) { getActivity(slug: $slug) { fromPrice { amount } ... on ComboActivity { includes { id } } ... on ThirdPartyActivity { externalUrl partnerName } } }`;
  const listed = async (slug: string) =>
    (await publicQuery<{ getActivity: { fromPrice: { amount: number } | null; includes?: { id: string }[]; externalUrl?: string; partnerName?: string } }>(PUBLIC, { slug })).getActivity;
  const none = { includedActivityIds: [] as string[], externalUrl: '', partnerName: '', partnerFromPrice: '' };

  it('changes what a package includes, by the rules it was made with, audited and public at once', async () => {
    const combo = (await catalogueActivity(manager, 'nz-combo'))!;
    expect(combo.listing!.choices.map((choice) => choice.id)).toContain('nz-canyon-swing');
    expect(combo.listing!.choices.every((choice) => choice.id !== 'nz-combo')).toBe(true);
    const before = combo.listing!.includedActivityIds;
    // One activity, another park's, or not bookable: refused, nothing changes.
    for (const ids of [['nz-zipline'], ['nz-zipline', 'ro-redwood-zipline'], ['nz-zipline', 'nz-combo']])
      expect(problemsOf(await updateActivityListing(manager, 'nz-combo', { ...none, includedActivityIds: ids }))).toEqual([{ field: 'includedActivityIds', code: 'includes' }]);
    expect((await listed('zip-and-luge-combo')).includes!.map((activity) => activity.id)).toEqual(before);

    const changed = done(await updateActivityListing(manager, 'nz-combo', { ...none, includedActivityIds: ['nz-zipline', 'nz-luge', 'nz-canyon-swing'] }));
    expect(changed.listing!.includedActivityIds).toEqual(['nz-zipline', 'nz-luge', 'nz-canyon-swing']);
    expect((await listed('zip-and-luge-combo')).includes!.map((activity) => activity.id)).toEqual(['nz-zipline', 'nz-luge', 'nz-canyon-swing']);
    const [entry] = (await auditTrail('activity:nz-combo')).filter((item) => item.action === 'activity.listing');
    expect(entry).toMatchObject({ before: { includedActivityIds: before }, after: { includedActivityIds: ['nz-zipline', 'nz-luge', 'nz-canyon-swing'] } });
    done(await updateActivityListing(manager, 'nz-combo', { ...none, includedActivityIds: before }));
  });

  it('changes a partner tour’s page, name and price; refuses bad ones, a bookable activity, the gate and another park', async () => {
    const imageId = (await catalogueActivity(manager, 'nz-zipline'))!.details.imageId;
    const tour = done(
      await createActivity(manager, 'queenstown', randomUUID(), { type: 'ThirdPartyActivity', slug: 'glow-worm-tour', title: texts('Glow-worm Caves'), summary: texts('By boat.'), imageId, includedActivityIds: [], externalUrl: 'https://caves.example/book', partnerName: 'Caves Ltd', partnerFromPrice: '60.00' }),
    );
    done(await setActivityOnSale(manager, tour.id, true));
    const input = { ...none, externalUrl: 'https://glow.example/tickets', partnerName: 'Glow Ltd', partnerFromPrice: '72.50' };
    expect(problemsOf(await updateActivityListing(manager, tour.id, { ...input, externalUrl: 'javascript:alert(1)', partnerFromPrice: '7.555' }))).toEqual([
      { field: 'externalUrl', code: 'url' },
      { field: 'partnerFromPrice', code: 'price' },
    ]);
    expect(await updateActivityListing(gate, tour.id, input)).toEqual({ kind: 'forbidden' });
    expect(await updateActivityListing(rotoruaManager, tour.id, input)).toEqual({ kind: 'forbidden' });
    expect(await updateActivityListing(manager, 'nz-zipline', input)).toEqual({ kind: 'forbidden' });
    expect(await listed('glow-worm-tour')).toMatchObject({ externalUrl: 'https://caves.example/book', partnerName: 'Caves Ltd', fromPrice: { amount: 6000 } });

    expect(done(await updateActivityListing(manager, tour.id, input)).listing).toMatchObject({ externalUrl: 'https://glow.example/tickets', partnerName: 'Glow Ltd', partnerFromPrice: 7250, includedActivityIds: [] });
    expect(await listed('glow-worm-tour')).toMatchObject({ externalUrl: 'https://glow.example/tickets', partnerName: 'Glow Ltd', fromPrice: { amount: 7250 } });
  });
});

describe('who can ride', () => {
  const RIDERS = `query($slug: String!) { getActivity(slug: $slug) { ... on BookableActivity { riders { minAge maxAge minHeightCm maxHeightCm maxWeightKg accompanyingAdult { underAge adultAge childrenPerAdult } waiver healthQuestions } } } }`;
  const publicRiders = async (slug: string, origin?: string) => (await publicQuery<{ getActivity: { riders: unknown } }>(RIDERS, { slug }, origin)).getActivity.riders;
  const SAVE = `mutation($id: ID!, $input: RiderRequirementsInput!) { updateRiderRequirements(id: $id, input: $input) { __typename ... on CatalogueActivitySaved { activity { riders { minAge maxWeightKg waiverId healthQuestions { id text { en zhHant } refusingAnswer } } waivers { id name title } } } ... on CatalogueFormRefused { problems { field code index } } } }`;
  const question = (en: string, zhHant = '', id = '', refusingAnswer = true) => ({ id, text: { en, zhHant }, refusingAnswer });
  const input: RiderRequirementsInput = {
    minAge: ' 10 ',
    maxAge: '',
    minHeightCm: '110',
    maxHeightCm: '',
    maxWeightKg: '105',
    accompanyingAdult: { underAge: '12', adultAge: '18', childrenPerAdult: '2' },
    waiverId: 'queenstown-release',
    healthQuestions: [question('Are you pregnant?', '您是否正在懷孕？')],
  };
  const stored = async (id: string) => (await catalogueActivity(manager, id))!.riders;
  const audits = async (id: string) => (await auditTrail(`activity:${id}`)).filter((entry) => entry.action === 'activity.riders').length;

  it('are saved by a manager, audited, and stated by the public page at once; a question keeps its id', async () => {
    const cookie = await cookieFor('manager@summit-rush.test');
    const before = await stored('nz-treetop-challenge');
    const saved = (await http.graphql(cookie, SAVE, { id: 'nz-treetop-challenge', input })).data?.updateRiderRequirements as {
      __typename: string;
      activity: { riders: { healthQuestions: { id: string }[] }; waivers: { id: string; name: string; title: string }[] };
    };
    expect(saved.__typename).toBe('CatalogueActivitySaved');
    expect(saved.activity.waivers).toEqual([{ id: 'queenstown-release', name: 'Release of liability', title: 'Release of liability and assumption of risk' }]);
    const [made] = saved.activity.riders.healthQuestions;
    expect(made).toMatchObject({ text: { en: 'Are you pregnant?', zhHant: '您是否正在懷孕？' }, refusingAnswer: true });
    expect(made.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await publicRiders('treetop-challenge')).toEqual({
      minAge: 10,
      maxAge: null,
      minHeightCm: 110,
      maxHeightCm: null,
      maxWeightKg: 105,
      accompanyingAdult: { underAge: 12, adultAge: 18, childrenPerAdult: 2 },
      waiver: true,
      healthQuestions: ['Are you pregnant?'],
    });
    const [audit] = (await auditTrail('activity:nz-treetop-challenge')).filter((entry) => entry.action === 'activity.riders');
    expect(audit).toMatchObject({ before: { minAge: before.minAge, waiverId: before.waiverId }, after: { minAge: 10, maxWeightKg: 105, waiverId: 'queenstown-release' } });

    // Edited: the question keeps its id (riders' answers name it), a new one gets its own; no waiver, no adult.
    const edited = done(
      await updateRiderRequirements(manager, 'nz-treetop-challenge', {
        ...input,
        accompanyingAdult: null,
        waiverId: null,
        healthQuestions: [question('Are you pregnant or recovering from surgery?', '', made.id, true), question('Can you climb a ladder?', '您能攀爬梯子嗎？', '', false)],
      }),
    );
    expect(edited.riders.healthQuestions.map((item) => item.id)[0]).toBe(made.id);
    expect(edited.riders.healthQuestions[1].id).not.toBe(made.id);
    expect(edited.riders).toMatchObject({ accompanyingAdult: null, waiverId: null });
    expect(await publicRiders('treetop-challenge')).toMatchObject({ waiver: false, accompanyingAdult: null, healthQuestions: ['Are you pregnant or recovering from surgery?', 'Can you climb a ladder?'] });

    // The details form no longer sets the youngest age: saving details leaves it as the riders form set it.
    const current = (await catalogueActivity(manager, 'nz-treetop-challenge'))!.details;
    done(await updateActivityDetails(manager, 'nz-treetop-challenge', { ...current, highlights: { en: current.highlights.en.join('\n'), zhHant: current.highlights.zhHant.join('\n') }, durationMinutes: String(current.durationMinutes ?? '') }));
    expect((await stored('nz-treetop-challenge')).minAge).toBe(10);
  });

  it('refuses each kind of bad input with its field and code, and saves nothing', async () => {
    const before = await stored('nz-luge');
    const audited = await audits('nz-luge');
    const refused = async (changes: Partial<RiderRequirementsInput>) => problemsOf(await updateRiderRequirements(manager, 'nz-luge', { ...input, ...changes }));
    expect(await refused({ minAge: 'ten', maxWeightKg: '95.5' })).toEqual([
      { field: 'minAge', code: 'wholeNumber', index: null },
      { field: 'maxWeightKg', code: 'wholeNumber', index: null },
    ]);
    expect(await refused({ minAge: '121', minHeightCm: '251', maxWeightKg: '-1' })).toEqual([
      { field: 'minAge', code: 'ageRange', index: null },
      { field: 'minHeightCm', code: 'heightRange', index: null },
      { field: 'maxWeightKg', code: 'weightRange', index: null },
    ]);
    expect(await refused({ minAge: '12', maxAge: '8', minHeightCm: '150', maxHeightCm: '120' })).toEqual([
      { field: 'maxAge', code: 'belowMinimum', index: null },
      { field: 'maxHeightCm', code: 'belowMinimum', index: null },
    ]);
    expect(await refused({ accompanyingAdult: { underAge: '', adultAge: '5', childrenPerAdult: '21' } })).toEqual(
      expect.arrayContaining([
        { field: 'underAge', code: 'figureRequired', index: null },
        { field: 'childrenPerAdult', code: 'childrenPerAdult', index: null },
      ]),
    );
    expect(await refused({ accompanyingAdult: { underAge: '12', adultAge: '10', childrenPerAdult: '2' } })).toEqual([{ field: 'adultAge', code: 'adultAge', index: null }]);
    expect(await refused({ healthQuestions: [question('Fine?'), question(' ', '中文'), question('Twice?', '', 'same'), question('Again?', '', 'same'), question('Long?', '長'.repeat(301))] })).toEqual(
      expect.arrayContaining([
        { field: 'questionEn', code: 'questionText', index: 1 },
        { field: 'questionZhHant', code: 'textLength', index: 4 },
        { field: 'healthQuestions', code: 'duplicateQuestion', index: 3 },
      ]),
    );
    expect(await refused({ healthQuestions: Array.from({ length: 21 }, (_, index) => question(`Question ${index}?`)) })).toEqual([{ field: 'healthQuestions', code: 'questions', index: null }]);
    expect(await refused({ healthQuestions: [question('Id?', '', '<script>')] })).toEqual([{ field: 'healthQuestions', code: 'failed', index: 0 }]);
    // Another park's waiver, or none such: refused with the rest of the form's problems.
    expect(await refused({ waiverId: 'rotorua-release', minAge: 'x' })).toEqual([
      { field: 'minAge', code: 'wholeNumber', index: null },
      { field: 'waiverId', code: 'waiver', index: null },
    ]);
    expect(await refused({ waiverId: 'no-such-waiver' })).toEqual([{ field: 'waiverId', code: 'waiver', index: null }]);
    expect(await stored('nz-luge')).toEqual(before);
    expect(await audits('nz-luge')).toBe(audited);
  });

  it('are refused to another park’s manager and to a gate, and to a partner’s tour', async () => {
    const before = await stored('nz-luge');
    expect(await updateRiderRequirements(rotoruaManager, 'nz-luge', input)).toEqual({ kind: 'forbidden' });
    expect(await updateRiderRequirements(gate, 'nz-luge', input)).toEqual({ kind: 'forbidden' });
    for (const email of ['gate@summit-rush.test', 'rotorua-manager@summit-rush.test']) {
      const answer = await http.graphql(await cookieFor(email), SAVE, { id: 'nz-luge', input });
      expect(answer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    }
    expect(await stored('nz-luge')).toEqual(before);
    const imageId = (await catalogueActivity(manager, 'nz-zipline'))!.details.imageId;
    const tour = done(
      await createActivity(manager, 'queenstown', randomUUID(), { type: 'ThirdPartyActivity', slug: 'riders-partner-tour', title: texts('Jet boat'), summary: texts('Fast.'), imageId, includedActivityIds: [], externalUrl: 'https://jet.example/book', partnerName: 'Jet Ltd', partnerFromPrice: '99.00' }),
    );
    expect(problemsOf(await updateRiderRequirements(manager, tour.id, input))).toEqual([{ field: 'form', code: 'partnerRiders' }]);
  });
});
