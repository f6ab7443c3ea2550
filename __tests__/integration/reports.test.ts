import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { addDays } from '@/lib/domain/calendar';
import { parkDate } from '@/lib/domain/day-sheet';
import { accountTotal, journalsBalance, SALES_GROUPINGS } from '@/lib/domain/reports';
import { invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { parseEnv, useConfig } from '@/lib/server/platform/config';
import { readDaySheet } from '@/lib/server/day-sheet';
import { saveSiteSettings } from '@/lib/server/park-settings';
import { readGiftCardReport, readJournals, readOccupancyReport, readSalesReport, UNSET_ACCOUNTS, xeroCsv } from '@/lib/server/reports';
import { materialiseSessions } from '@/lib/server/sessions/session-repository';
import { addStaff, createSignInLink, findStaffByEmail, signInWithLink, type StaffMember } from '@/lib/server/staff';
import { startAdminHttp, type AdminHttp } from '../helpers/admin-http';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Reports on a real PostgreSQL (lib/server/reports): generated orders of a park (paid by card, partly
 * refunded to the card and to gift cards, paid partly by gift card, gift cards sold, a move's charge
 * paid), written as the order and gift-card capabilities store them; the sales report and both Xero
 * exports must reconcile to the cent with those rows and with the gift-card ledger, and only the park's
 * managers and owners may read them.
 */

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
let manager: StaffMember;
let gate: StaffMember;
let otherManager: StaffMember;
const TZ = 'Pacific/Auckland';
const NOW = new Date();
const FROM = addDays(parkDate(NOW, TZ), -20);
const TO = parkDate(NOW, TZ);
const PARK = 'rotorua';

/** What the generated rows add up to, counted as they are written. */
const expected = { newsletterSales: 0, newsletterRefunds: 0, bookingsCollected: 0, giftCardPaid: 0, giftCardsSold: 0, charges: 0, refundsToMoney: 0, refundsToGiftCards: 0, lines: 0, fees: 0 };
/** Places each session's generated tickets take (every ticket type of the zipline admits one person). */
const placesBySession = new Map<string, number>();

let seed = 42;
const random = (n: number) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed % n;
};

const exec = (query: ReturnType<typeof sql>) => database.db.execute(query);

async function giftCard(value: number, orderId: string | null, at: Date): Promise<string> {
  const id = randomUUID();
  await exec(sql`insert into gift_cards (id, park_id, code, currency, value, issued_by_order_id, created_at) values (${id}, ${PARK}, ${`GC-${id.slice(0, 12)}`}, 'NZD', ${value}, ${orderId}, ${at.toISOString()})`);
  await exec(sql`insert into gift_card_transactions (gift_card_id, amount, order_id, reason, created_at) values (${id}, ${value}, ${orderId}, ${orderId ? 'purchase' : 'refund'}, ${at.toISOString()})`);
  return id;
}

/** The arrival of the orders a newsletter sold (every third booking), as the checkout stores a visit's record. */
const NEWSLETTER = { utmSource: 'newsletter', utmMedium: 'email', utmCampaign: 'spring', utmTerm: null, utmContent: null, hadGclid: false, hadFbclid: false, referrerHost: null, landingPath: '/', deviceClass: 'phone' };

async function insertOrder(o: { kind: 'booking' | 'gift'; paidAt: Date; subtotal: number; discount: number; giftCardAmount: number; cardFee: number; giftCardId?: string | null; channel: 'site' | 'widget'; attribution?: object | null }): Promise<string> {
  const id = randomUUID();
  const total = o.subtotal - o.discount - o.giftCardAmount + o.cardFee;
  await exec(sql`insert into orders (id, booking_id, token, anonymous_token, idempotency_key, locale_id, status, kind, customer, language, origin, channel, currency, subtotal, discount, gift_card_amount, card_fee, total, gift_card_id, expires_at, created_at, paid_at, attribution)
    values (${id}, ${`SR-T${id.slice(0, 8).toUpperCase()}`}, ${randomUUID()}, ${randomUUID()}, ${randomUUID()}, 'rotorua', 'paid', ${o.kind}, ${JSON.stringify({ firstName: 'Test', lastName: 'Visitor', email: 'test@example.com', mobilePhone: '' })}::jsonb,
      'en', 'http://rotorua.localhost', ${o.channel}, 'NZD', ${o.subtotal}, ${o.discount}, ${o.giftCardAmount}, ${o.cardFee}, ${total}, ${o.giftCardId ?? null}, ${o.paidAt.toISOString()}, ${o.paidAt.toISOString()}, ${o.paidAt.toISOString()}, ${o.attribution ? JSON.stringify(o.attribution) : null}::jsonb)`);
  return id;
}

async function refund(orderId: string, amount: number, to: 'money' | 'giftCard', at: Date) {
  const cardId = to === 'giftCard' ? await giftCard(amount, null, at) : null;
  await exec(sql`insert into refunds (order_id, idempotency_key, amount, currency, reason, method, status, gift_card_id, created_at, completed_at)
    values (${orderId}, ${randomUUID()}, ${amount}, 'NZD', 'test', ${to === 'money' ? 'gateway' : 'gift_card'}, 'succeeded', ${cardId}, ${at.toISOString()}, ${at.toISOString()})`);
  if (to === 'money') expected.refundsToMoney += amount;
  else expected.refundsToGiftCards += amount;
}

beforeAll(async () => {
  useConfig(parseEnv({ ...process.env, NODE_ENV: 'test', PORT: '3000', ADMIN_HOST: 'admin.localhost' }));
  database = await createTestDatabase();
  await seedIfEmpty(database.db);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  await materialiseSessions(database.db, addDays(FROM, -1), 30);
  await addStaff({ email: 'rotorua-manager@summit-rush.test', role: 'manager', parks: [PARK] }, { label: 'command line' });
  await addStaff({ email: 'rotorua-gate@summit-rush.test', role: 'gate', parks: [PARK] }, { label: 'command line' });
  manager = (await findStaffByEmail('rotorua-manager@summit-rush.test'))!;
  gate = (await findStaffByEmail('rotorua-gate@summit-rush.test'))!;
  otherManager = (await findStaffByEmail('manager@summit-rush.test'))!;
  const { rows: sessions } = await database.db.execute<{ id: string; starts_at: string }>(sql`
    select id, starts_at from sessions where activity_id = 'ro-redwood-zipline' and starts_at > now() - interval '25 days' order by starts_at limit 40`);
  expect(sessions.length).toBeGreaterThan(5);

  // A stock of gift cards the bookings below pay with (sold before the range: their sale is not in it).
  const before = new Date(Date.now() - 40 * 86_400_000);
  const stock = await giftCard(1_000_000, null, before);
  for (let n = 0; n < 60; n++) {
    const paidAt = new Date(Date.now() - (random(18) + 1) * 86_400_000 - random(86_400) * 1000);
    if (n % 10 === 9) {
      const value = 5000 + random(5000);
      const id = await insertOrder({ kind: 'gift', paidAt, subtotal: value, discount: 0, giftCardAmount: 0, cardFee: 0, channel: 'site' });
      await giftCard(value, id, paidAt);
      expected.giftCardsSold += value;
      continue;
    }
    const adults = 1 + random(3);
    const children = random(3);
    const line = adults * 8900 + children * 6500;
    const discount = n % 4 === 0 ? Math.floor(line / 10) : 0;
    const giftCardAmount = n % 5 === 0 ? Math.min(line - discount, 3000 + random(4000)) : 0;
    const cardFee = n % 3 === 0 ? 150 + random(100) : 0;
    const newsletter = n % 3 === 1;
    const id = await insertOrder({ kind: 'booking', paidAt, subtotal: line, discount, giftCardAmount, cardFee, giftCardId: giftCardAmount ? stock : null, channel: n % 2 ? 'site' : 'widget', attribution: newsletter ? NEWSLETTER : null });
    if (newsletter) expected.newsletterSales += line - discount + cardFee;
    const session = sessions[random(sessions.length)];
    const tickets = [{ variationId: 'ro-redwood-zipline-adult', quantity: adults }, ...(children ? [{ variationId: 'ro-redwood-zipline-child', quantity: children }] : [])];
    const { rows: items } = await exec(sql`insert into order_items (order_id, activity_id, session_id, places, tickets, total, discount) values (${id}, 'ro-redwood-zipline', ${session.id}, ${adults + children}, ${JSON.stringify(tickets)}::jsonb, ${line}, ${discount}) returning id`);
    for (const ticket of tickets) {
      for (let k = 0; k < ticket.quantity; k++) await exec(sql`insert into tickets (order_item_id, variation_id, code) values (${(items[0] as { id: string }).id}, ${ticket.variationId}, ${`T${randomUUID().slice(0, 10)}`})`);
    }
    placesBySession.set(session.id, (placesBySession.get(session.id) ?? 0) + adults + children);
    if (giftCardAmount) await exec(sql`insert into gift_card_transactions (gift_card_id, amount, order_id, reason, created_at) values (${stock}, ${-giftCardAmount}, ${id}, 'redemption', ${paidAt.toISOString()})`);
    expected.bookingsCollected += line - discount - giftCardAmount + cardFee;
    expected.giftCardPaid += giftCardAmount;
    expected.lines += line - discount;
    expected.fees += cardFee;
    const later = new Date(Math.min(paidAt.getTime() + 86_400_000, Date.now() - 60_000));
    const refunded = expected.refundsToMoney + expected.refundsToGiftCards;
    if (n % 7 === 1) await refund(id, 1000 + random(2000), 'money', later);
    if (n % 11 === 2) await refund(id, 500 + random(1000), 'giftCard', later);
    if (newsletter) expected.newsletterRefunds += expected.refundsToMoney + expected.refundsToGiftCards - refunded;
    if (n % 13 === 3) {
      // Moved to a dearer session: the difference charged and paid.
      const action = randomUUID();
      const amount = 1200;
      await exec(sql`insert into order_actions (id, order_id, kind, idempotency_key, actor, detail) values (${action}, ${id}, 'move', ${randomUUID()}, 'test', '{}'::jsonb)`);
      await exec(sql`insert into order_charges (order_id, action_id, amount, currency, reason, status, token, paid_with, paid_at) values (${id}, ${action}, ${amount}, 'NZD', 'move', 'paid', ${randomUUID()}, 'cash', ${later.toISOString()})`);
      expected.charges += amount;
      if (newsletter) expected.newsletterSales += amount;
    }
  }
  http = await startAdminHttp();
}, 120_000);

afterAll(async () => {
  await http?.close();
  await database.drop();
});

async function cookieFor(email: string): Promise<string> {
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(link.code);
  const session = await signInWithLink(link.token, null);
  if (!session.ok) throw new Error('sign-in refused');
  return `sr_staff=${session.token}`;
}

describe('the sales report', () => {
  it('adds up to the orders, the charges and the refunds, whichever way it is grouped', async () => {
    const sales = expected.lines + expected.fees + expected.charges;
    const refunds = expected.refundsToMoney + expected.refundsToGiftCards;
    for (const grouping of SALES_GROUPINGS) {
      const read = await readSalesReport(manager, PARK, grouping, FROM, TO, database.db);
      if (!read.ok) throw new Error(read.code);
      expect(read.report.totals).toMatchObject({ sales, refunds, net: sales - refunds });
    }
    const byChannel = await readSalesReport(manager, PARK, 'channel', FROM, TO, database.db);
    if (!byChannel.ok) throw new Error(byChannel.code);
    expect(byChannel.report.rows.map((r) => r.key).sort()).toEqual(['site', 'widget']);
    expect(byChannel.park.currency).toBe('NZD');
    // By campaign: the newsletter's orders under their source and campaign, every other order as direct.
    const byCampaign = await readSalesReport(manager, PARK, 'campaign', FROM, TO, database.db);
    if (!byCampaign.ok) throw new Error(byCampaign.code);
    expect(byCampaign.report.rows.map((r) => r.key)).toEqual(['newsletter / email / spring', null]);
    expect(byCampaign.report.rows.find((r) => r.key === 'newsletter / email / spring')).toMatchObject({ sales: expected.newsletterSales, refunds: expected.newsletterRefunds });
  });

  it('refuses a gate account, another park’s manager and a range that is none', async () => {
    expect(await readSalesReport(gate, PARK, 'day', FROM, TO, database.db)).toEqual({ ok: false, code: 'forbidden' });
    expect(await readSalesReport(otherManager, PARK, 'day', FROM, TO, database.db)).toEqual({ ok: false, code: 'forbidden' });
    expect(await readSalesReport(manager, PARK, 'day', TO, FROM, database.db)).toEqual({ ok: false, code: 'invalidRange' });
  });
});

describe('the Xero export', () => {
  it('cash basis: balanced days that reconcile with the orders and the gift-card ledger', async () => {
    const read = await readJournals(manager, PARK, 'cash', FROM, TO, database.db);
    if (!read.ok) throw new Error(read.code);
    expect(journalsBalance(read.journals)).toBe(true);
    expect(-accountTotal(read.journals, 'sales')).toBe(expected.lines + expected.fees + expected.charges);
    expect(accountTotal(read.journals, 'clearing')).toBe(expected.bookingsCollected + expected.giftCardsSold + expected.charges - expected.refundsToMoney);
    expect(accountTotal(read.journals, 'refunds')).toBe(expected.refundsToMoney + expected.refundsToGiftCards);
    // The park owes what the ledger says the range added to its cards' balances.
    const { rows } = await database.db.execute<{ sum: number }>(sql`
      select coalesce(sum(t.amount), 0)::int as sum from gift_card_transactions t join gift_cards c on c.id = t.gift_card_id
      where c.park_id = ${PARK} and t.created_at >= (${FROM}::date::timestamp at time zone ${TZ}) and t.created_at < ((${TO}::date + 1)::timestamp at time zone ${TZ})`);
    expect(-accountTotal(read.journals, 'giftCardLiability')).toBe(rows[0].sum);
  });

  it('accrual basis: balanced, the same money, revenue only for sessions delivered in the range', async () => {
    const read = await readJournals(manager, PARK, 'accrual', FROM, TO, database.db);
    if (!read.ok) throw new Error(read.code);
    expect(journalsBalance(read.journals)).toBe(true);
    const cash = await readJournals(manager, PARK, 'cash', FROM, TO, database.db);
    if (!cash.ok) throw new Error(cash.code);
    expect(accountTotal(read.journals, 'clearing')).toBe(accountTotal(cash.journals, 'clearing'));
    // What was collected but not yet delivered is still owed: sales plus deferred equals the cash basis's sales.
    expect(accountTotal(read.journals, 'sales') + accountTotal(read.journals, 'deferredRevenue')).toBe(accountTotal(cash.journals, 'sales'));
  });

  it('downloads with the session cookie, in Xero’s columns, each journal summing to zero; refuses others', async () => {
    const path = `/reports/${PARK}/xero-cash.csv?from=${FROM}&to=${TO}`;
    const answer = await http.send(path, { headers: { cookie: await cookieFor('rotorua-manager@summit-rush.test') } });
    expect(answer.status).toBe(200);
    // Plain cells: no text of these rows holds a comma or a quote.
    const rows = answer.body.trim().split('\r\n').map((line) => line.split(','));
    expect(rows[0]).toEqual(['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2']);
    const sums = new Map<string, number>();
    for (const row of rows.slice(1)) sums.set(row[0], Math.round((sums.get(row[0]) ?? 0) + Number(row[5]) * 100));
    expect([...sums.values()].every((sum) => sum === 0)).toBe(true);
    expect(rows[1][1]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    const sales = await http.send(`/reports/${PARK}/sales-day.csv?from=${FROM}&to=${TO}`, { headers: { cookie: await cookieFor('rotorua-manager@summit-rush.test') } });
    expect(sales.status).toBe(200);
    expect(sales.body).toContain('Sales (NZD)');
    expect((await http.send(path, { headers: { cookie: await cookieFor('rotorua-gate@summit-rush.test') } })).status).toBe(403);
    expect((await http.send(path, { headers: { cookie: await cookieFor('manager@summit-rush.test') } })).status).toBe(403);
    expect((await http.send(`/reports/${PARK}/xero-cash.csv?from=${TO}&to=${FROM}`, { headers: { cookie: await cookieFor('rotorua-manager@summit-rush.test') } })).status).toBe(400);
  });

  it('names the park’s account codes once a manager sets them in settings; bad codes and a gate change nothing', async () => {
    const before = await readJournals(manager, PARK, 'cash', FROM, TO, database.db);
    if (!before.ok) throw new Error(before.code);
    expect(before.accounts).toEqual(UNSET_ACCOUNTS);
    const codes = { accountSales: '200', accountClearing: '090', accountGiftCardLiability: '820', accountDeferredRevenue: '830', accountRefunds: '260', accountTaxRate: 'GST on Income' };
    const bad = await saveSiteSettings(manager, { localeId: 'rotorua', section: 'accounting', values: { ...codes, accountSales: 'SALES ACCOUNT 1', accountTaxRate: '' } }, { database: database.db });
    expect(bad.ok && bad.problems.map((p) => [p.field, p.code])).toEqual([
      ['accountSales', 'accountCode'],
      ['accountTaxRate', 'taxRate'],
    ]);
    expect(await saveSiteSettings(gate, { localeId: 'rotorua', section: 'accounting', values: codes }, { database: database.db })).toEqual({ ok: false });
    const saved = await saveSiteSettings(manager, { localeId: 'rotorua', section: 'accounting', values: codes }, { database: database.db });
    expect(saved.ok && saved.settings?.accounting).toEqual(codes);
    const after = await readJournals(manager, PARK, 'cash', FROM, TO, database.db);
    if (!after.ok) throw new Error(after.code);
    expect(after.accounts).toEqual({ sales: '200', clearing: '090', giftCardLiability: '820', deferredRevenue: '830', refunds: '260', taxRate: 'GST on Income' });
    const csv = xeroCsv(after.journals, after.accounts, 'cash', 'Rotorua', 'NZD');
    expect(csv).toContain(',200,GST on Income,');
    expect(csv).not.toContain('SALES');
  });

  it('writes the text of xeroCsv with the park’s name and no formula', () => {
    const text = xeroCsv([{ day: '2026-12-01', lines: [{ account: 'sales', amount: -100, description: 'x' }, { account: 'clearing', amount: 100, description: 'x' }] }], { sales: '200', clearing: '090', giftCardLiability: '820', deferredRevenue: '830', refunds: '260', taxRate: 'Tax Exempt' }, 'cash', '=Park', 'NZD');
    expect(text).toContain("'=Park sales (cash basis) 2026-12-01");
    expect(text).toContain(',-1,');
  });
});

describe('the occupancy report', () => {
  it('counts every session of the range as the day sheet does, and adds them up by hour', async () => {
    const read = await readOccupancyReport(manager, PARK, FROM, TO, database.db);
    if (!read.ok) throw new Error(read.code);
    const { rows } = await database.db.execute<{ n: number }>(sql`
      select count(*)::int as n from sessions s join activities a on a.id = s.activity_id
      where a.park_id = ${PARK} and s.starts_at >= (${FROM}::date::timestamp at time zone ${TZ}) and s.starts_at < ((${TO}::date + 1)::timestamp at time zone ${TZ})`);
    expect(read.report.sessions).toHaveLength(rows[0].n);
    for (const session of read.report.sessions) expect(session.sold + session.reserved, session.sessionId).toBe(placesBySession.get(session.sessionId) ?? 0);
    expect(read.report.totals.booked).toBeGreaterThan(0);
    expect(read.report.hours.reduce((sum, hour) => sum + hour.booked, 0)).toBe(read.report.totals.booked);
    expect(read.report.hours.reduce((sum, hour) => sum + hour.sessions, 0)).toBe(read.report.sessions.length);
    // One busy day read both ways: the report's sessions of that day are the day sheet's, figure for figure.
    const busiest = read.report.sessions.reduce((a, b) => (b.sold > a.sold ? b : a));
    const day = parkDate(new Date(busiest.startsAt), TZ);
    const sheet = await readDaySheet(manager, PARK, day, { database: database.db });
    if (!sheet.ok) throw new Error(sheet.code);
    const ofDay = read.report.sessions.filter((session) => parkDate(new Date(session.startsAt), TZ) === day);
    const bySession = (a: { sessionId: string }, b: { sessionId: string }) => a.sessionId.localeCompare(b.sessionId);
    expect(ofDay.map(({ sessionId, capacity, sold, reserved, checkedIn }) => ({ sessionId, capacity, sold, reserved, checkedIn })).sort(bySession)).toEqual(
      sheet.sheet.sessions.map(({ id, capacity, sold, reserved, checkedIn }) => ({ sessionId: id, capacity, sold, reserved, checkedIn })).sort(bySession),
    );
    expect(ofDay.some((session) => session.sold > 0)).toBe(true);
  });

  it('downloads by session and by hour; refuses a gate and another park’s manager', async () => {
    expect(await readOccupancyReport(gate, PARK, FROM, TO, database.db)).toEqual({ ok: false, code: 'forbidden' });
    expect(await readOccupancyReport(otherManager, PARK, FROM, TO, database.db)).toEqual({ ok: false, code: 'forbidden' });
    const cookie = await cookieFor('rotorua-manager@summit-rush.test');
    const hours = await http.send(`/reports/${PARK}/occupancy-hours.csv?from=${FROM}&to=${TO}`, { headers: { cookie } });
    expect(hours.status).toBe(200);
    expect(hours.body).toContain('Hour,Sessions,Places,Booked,Checked in,Occupancy (%)');
    const sessions = await http.send(`/reports/${PARK}/occupancy-sessions.csv?from=${FROM}&to=${TO}`, { headers: { cookie } });
    expect(sessions.status).toBe(200);
    expect(sessions.body).toContain('Redwood');
    expect((await http.send(`/reports/${PARK}/occupancy-hours.csv?from=${FROM}&to=${TO}`, { headers: { cookie: await cookieFor('rotorua-gate@summit-rush.test') } })).status).toBe(403);
  });
});

describe('the gift-card liability report', () => {
  it('opens at the ledger before the range, moves by every entry in it, and closes at the ledger’s balance, to the cent', async () => {
    const read = await readGiftCardReport(manager, PARK, FROM, TO, database.db);
    if (!read.ok) throw new Error(read.code);
    const ledger = async (until: string) =>
      (
        await database.db.execute<{ sum: number }>(sql`
          select coalesce(sum(t.amount), 0)::int as sum from gift_card_transactions t join gift_cards c on c.id = t.gift_card_id
          where c.park_id = ${PARK} and t.created_at < (${until}::date::timestamp at time zone ${TZ})`)
      ).rows[0].sum;
    expect(read.report.opening).toBe(await ledger(FROM));
    expect(read.report.closing).toBe(await ledger(addDays(TO, 1)));
    const kind = (name: string) => read.report.movements.find((movement) => movement.kind === name)?.amount;
    expect(kind('purchase')).toBe(expected.giftCardsSold);
    expect(kind('redemption')).toBe(-expected.giftCardPaid);
    expect(kind('refund')).toBe(expected.refundsToGiftCards);
    expect(read.report.opening + read.report.movements.reduce((sum, movement) => sum + movement.amount, 0)).toBe(read.report.closing);
    expect(await readGiftCardReport(gate, PARK, FROM, TO, database.db)).toEqual({ ok: false, code: 'forbidden' });
    const csv = await http.send(`/reports/${PARK}/gift-cards-liability.csv?from=${FROM}&to=${TO}`, { headers: { cookie: await cookieFor('rotorua-manager@summit-rush.test') } });
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Owed on gift cards at the start');
  });
});
