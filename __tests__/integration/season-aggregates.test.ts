import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@/demo';
import { campaignOf, type Attribution } from '@/lib/domain/attribution';
import { riderTally, type RiderTally } from '@/lib/domain/day-sheet';
import { textIn } from '@/lib/domain/language';
import { buildJournals, salesReport, SALES_GROUPINGS, shareByWeight, type GiftCardLiability, type OccupancyReport, type RefundFact, type SaleFact, type TakingFact } from '@/lib/domain/reports';
import { readGiftCardReport, readJournals, readOccupancyReport, readSalesReport } from '@/lib/server/reports';
import { chargeRows } from '@/lib/server/reports/reports-repository';
import type { Database } from '@/lib/server/platform/db/client';
import type { StaffMember } from '@/lib/server/staff';
import { dayPlaces, rangePlaces, readDaySheet } from '@/lib/server/day-sheet';
import { riderSeats, riderTallies, type RiderSeat } from '@/lib/server/riders';
import { DUE_ON_ARRIVAL } from '@/lib/server/orders';
import { generateSeason } from '@/tools/season/generate';
import { seasonOwner } from '@/tools/season/hot-queries';
import { createTestDatabase } from '../helpers/test-database';

/*
 * The counts PostgreSQL now adds up for the busy season's hot queries (docs/performance.md, "Side by side
 * with the demo database") give the answers the row-by-row reads gave, on varied data: a generated season
 * of 60 days, then riders changed after they signed, unnamed, named with spaces JavaScript trims, answers
 * added, signatures that lack fields, newer signatures that do not cover, seats past a ticket's people.
 */

const DAY = 86_400_000;
const now = new Date();
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let days: { sessionIds: string[] }[];
let owner: StaffMember;

const query = async <T extends object>(text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows as T[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDemo(database.db, 'http://127.0.0.1:9');
  const startDay = new Date(now.getTime() - 45 * DAY).toISOString().slice(0, 10);
  await generateSeason(database.pool, { scale: 0.004, seed: 7, startDay, days: 60, now });
  // Riders as visitors and staff leave them, beyond what the generator writes (every rider signed as named).
  await database.pool.query(`
    update riders set height_cm = height_cm + 1 where abs(hashtext(id::text)) % 10 = 0;
    update riders set name = null where abs(hashtext(id::text)) % 10 = 1;
    update riders set date_of_birth = null where abs(hashtext(id::text)) % 10 = 2;
    update riders set name = E' \\t' || name || E'\\u00a0' where abs(hashtext(id::text)) % 10 = 3;
    update riders set answers = '{"q1": true}' where abs(hashtext(id::text)) % 10 = 4;
    update riders set weight_kg = null, height_cm = null where abs(hashtext(id::text)) % 10 = 5;
    -- Signed again later without the answers and weight written (each read as absent), and with another name: the latest counts.
    insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signed_at, client_address, user_agent, seal)
      select rider_id, waiver_text_id, rider - 'answers' - 'weightKg', signer_name, signed_at + interval '1 minute', client_address, user_agent, seal
      from waiver_signatures where abs(hashtext(rider_id::text)) % 10 = 5;
    insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signed_at, client_address, user_agent, seal)
      select rider_id, waiver_text_id, jsonb_set(rider, '{name}', '"Someone Else"'), signer_name, signed_at + interval '1 minute', client_address, user_agent, seal
      from waiver_signatures where abs(hashtext(rider_id::text)) % 10 = 6;
    insert into riders (ticket_id, seat, name, date_of_birth)
      select ticket_id, seat + 7, name, date_of_birth from riders where abs(hashtext(id::text)) % 10 = 7;
  `);
  const sessions = await query<{ day: string; ids: string[] }>(`
    select (starts_at at time zone 'Pacific/Auckland')::date::text as day, array_agg(id::text) as ids
    from sessions where starts_at between now() - interval '40 days' and now() + interval '10 days' group by 1 order by 1`);
  days = sessions.map((row) => ({ sessionIds: row.ids }));
  // Orders that arrived by campaigns, and lines whose tickets share their net with remainders.
  await database.pool.query(`
    update orders set attribution = jsonb_build_object('utmSource', case when abs(hashtext(id::text)) % 3 = 0 then 'newsletter' end, 'utmMedium', 'email',
      'utmCampaign', case when abs(hashtext(id::text)) % 2 = 0 then 'spring' end, 'utmTerm', 'x' || (abs(hashtext(id::text)) % 50), 'utmContent', null,
      'hadGclid', abs(hashtext(id::text)) % 5 = 1, 'hadFbclid', false, 'referrerHost', case when abs(hashtext(id::text)) % 7 = 0 then 'example.com' end,
      'landingPath', '/' || (abs(hashtext(id::text)) % 90), 'deviceClass', 'phone')
    where abs(hashtext(id::text)) % 4 <> 0;
    update order_items set discount = discount + 1 where abs(hashtext(id::text)) % 5 = 0 and total > discount + 1;
    update order_items set tickets = tickets || jsonb_build_array(jsonb_build_object('variationId', 'gone', 'quantity', 2)) where abs(hashtext(id::text)) % 9 = 0;
    update order_items set tickets = '[]' where abs(hashtext(id::text)) % 97 = 0;
  `);
  owner = await seasonOwner(database.db, ['rotorua', 'queenstown', 'hong-kong']);
}, 240_000);

afterAll(async () => {
  await database?.drop();
});

/** riderTally over riderSeats' seats of sold bookings, by `key`: what the day sheet counted before. */
function talliesOfSeats(seats: readonly RiderSeat[], key: (seat: RiderSeat) => string): Map<string, RiderTally> {
  const by = new Map<string, RiderSeat[]>();
  for (const seat of seats.filter((candidate) => candidate.placesSold)) by.set(key(seat), [...(by.get(key(seat)) ?? []), seat]);
  return new Map([...by].map(([id, own]) => [id, riderTally(own.map((seat) => seat.verdict))!]));
}

const sorted = (map: Map<string, RiderTally>) => [...map].sort(([a], [b]) => a.localeCompare(b));

describe("the day sheet's riders counted by PostgreSQL", () => {
  it('are riderTally over every seat, by session and by booking, on every day', async () => {
    let counted = 0;
    let signed = 0;
    let unsigned = 0;
    for (const day of days) {
      const seats = await riderSeats(database.db, { sessionIds: day.sessionIds });
      const bySession = await riderTallies(database.db, { sessionIds: day.sessionIds }, 'session');
      expect(sorted(bySession)).toEqual(sorted(talliesOfSeats(seats, (seat) => seat.sessionId)));
      const orderIds = [...new Set(seats.map((seat) => seat.orderId))].filter((_, index) => index % 3 === 0);
      const byOrder = await riderTallies(database.db, { sessionIds: day.sessionIds, orderIds }, 'order');
      expect(sorted(byOrder)).toEqual(sorted(talliesOfSeats(seats.filter((seat) => orderIds.includes(seat.orderId)), (seat) => seat.orderId)));
      counted += seats.length;
      for (const tally of bySession.values()) {
        signed += tally.waiversSigned;
        unsigned += tally.waiversAsked - tally.waiversSigned;
      }
    }
    // The data was varied enough to say something: seats of every kind.
    expect(counted).toBeGreaterThan(1_000);
    expect(signed).toBeGreaterThan(100);
    expect(unsigned).toBeGreaterThan(100);
  }, 120_000);
});

/*
 * The reports as they were read before: every line, order, charge and refund of the range one row each,
 * shared and added up in JavaScript (lib/domain/reports.ts). The reference the summed reads must match.
 */
type Titled = Record<string, { title: string } | undefined>;
const within = (column: ReturnType<typeof sql>, from: string, to: string, timeZone: string) =>
  sql`(${column} >= (${from}::date::timestamp at time zone ${timeZone}) and ${column} < ((${to}::date + 1)::timestamp at time zone ${timeZone}))`;
const localDay = (column: ReturnType<typeof sql>, timeZone: string) => sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD')`;
const title = (texts: Titled | null) => (texts ? textIn(texts as { en: { title: string } }, 'en').title : null);

async function rowByRowFacts(db: Database, parkId: string, from: string, to: string, timeZone: string) {
  const { rows: lines } = await db.execute<{ paid_day: string; session_day: string; activity_texts: Titled; channel: SaleFact['channel']; promo_code: string | null; attribution: Attribution | null; net: number; tickets: { variationId: string; quantity: number; texts: Titled | null }[] }>(sql`
    select ${localDay(sql`o.paid_at`, timeZone)} as paid_day, ${localDay(sql`s.starts_at`, timeZone)} as session_day, a.texts as activity_texts, o.channel, pc.code as promo_code, o.attribution, (i.total - i.discount)::int as net,
           coalesce((select json_agg(json_build_object('variationId', t->>'variationId', 'quantity', (t->>'quantity')::int, 'texts', v.texts))
                     from jsonb_array_elements(i.tickets) t left join variations v on v.id = t->>'variationId'), '[]') as tickets
    from order_items i join orders o on o.id = i.order_id join locales l on l.id = o.locale_id join sessions s on s.id = i.session_id join activities a on a.id = i.activity_id
    left join promo_codes pc on pc.id = o.promo_code_id
    where l.park_id = ${parkId} and o.kind = 'booking' and o.paid_at is not null
      and (${within(sql`o.paid_at`, from, to, timeZone)} or ${within(sql`s.starts_at`, from, to, timeZone)})
    order by o.paid_at, i.id`);
  const { rows: orders } = await db.execute<{ kind: 'booking' | 'gift'; paid_day: string; channel: SaleFact['channel']; promo_code: string | null; attribution: Attribution | null; total: number; gift_card_amount: number; card_fee: number }>(sql`
    select o.kind, ${localDay(sql`o.paid_at`, timeZone)} as paid_day, o.channel, pc.code as promo_code, o.attribution, o.total, o.gift_card_amount, o.card_fee
    from orders o join locales l on l.id = o.locale_id left join promo_codes pc on pc.id = o.promo_code_id
    where l.park_id = ${parkId} and o.paid_at is not null and ${within(sql`o.paid_at`, from, to, timeZone)}
    order by o.paid_at`);
  const charges = await chargeRows(db, parkId, from, to, timeZone);
  const { rows: refunds } = await db.execute<{ day: string; channel: SaleFact['channel']; promo_code: string | null; attribution: Attribution | null; amount: number; method: string; activity_texts: Titled | null }>(sql`
    select ${localDay(sql`r.completed_at`, timeZone)} as day, o.channel, pc.code as promo_code, o.attribution, r.amount, r.method,
           (select a.texts from order_items i join activities a on a.id = i.activity_id where i.order_id = o.id order by i.id limit 1) as activity_texts
    from refunds r join orders o on o.id = r.order_id join locales l on l.id = o.locale_id left join promo_codes pc on pc.id = o.promo_code_id
    where l.park_id = ${parkId} and r.status = 'succeeded' and r.completed_at is not null and ${within(sql`r.completed_at`, from, to, timeZone)}
    order by r.completed_at`);
  const sales: (SaleFact & { serviceDay: string })[] = lines.flatMap((line) => {
    const tickets = line.tickets.length ? line.tickets : [{ variationId: '', quantity: 0, texts: null }];
    const shares = shareByWeight(line.net, tickets.map((t) => t.quantity));
    return tickets.map((ticket, i) => ({
      day: line.paid_day, serviceDay: line.session_day, activity: title(line.activity_texts), ticketType: title(ticket.texts) ?? (ticket.variationId || null),
      channel: line.channel, promoCode: line.promo_code, campaign: campaignOf(line.attribution), quantity: ticket.quantity, amount: shares[i],
    }));
  });
  const fee = (day: string, row: { channel: SaleFact['channel']; promoCode: string | null; attribution: Attribution | null }, amount: number) =>
    ({ day, serviceDay: day, activity: null, ticketType: null, channel: row.channel, promoCode: row.promoCode, campaign: campaignOf(row.attribution), quantity: 0, amount });
  for (const o of orders) if (o.kind === 'booking' && o.card_fee) sales.push(fee(o.paid_day, { ...o, promoCode: o.promo_code }, o.card_fee));
  for (const c of charges) sales.push(fee(c.paidDay, c, c.amount));
  const takings: TakingFact[] = [
    ...orders.map((o) => ({ day: o.paid_day, kind: o.kind === 'gift' ? ('giftCardSale' as const) : ('booking' as const), money: o.total, giftCard: o.gift_card_amount })),
    ...charges.map((c) => ({ day: c.paidDay, kind: 'booking' as const, money: c.amount, giftCard: 0 })),
  ];
  const refundFacts: RefundFact[] = refunds.map((r) => ({
    day: r.day, activity: title(r.activity_texts), channel: r.channel, promoCode: r.promo_code, campaign: campaignOf(r.attribution), amount: r.amount, to: r.method === 'gift_card' ? 'giftCard' : 'money',
  }));
  return { sales, takings, refunds: refundFacts };
}

const PARKS = [{ id: 'rotorua', timeZone: 'Pacific/Auckland' }, { id: 'hong-kong', timeZone: 'Asia/Hong_Kong' }];
const reportFrom = new Date(now.getTime() - 35 * DAY).toISOString().slice(0, 10);
const reportTo = new Date(now.getTime() - 5 * DAY).toISOString().slice(0, 10);

/** Whether every report of both parks is what the row-by-row reading gives (each `expect`ed when `strict`); the facts' line count. */
async function reportsMatch(strict: boolean): Promise<{ same: boolean; lines: number }> {
  let lines = 0;
  let same = true;
  const compare = (read: unknown, reference: unknown) => {
    if (strict) expect(read).toEqual(reference);
    else same &&= JSON.stringify(read) === JSON.stringify(reference);
  };
  for (const park of PARKS) {
    const facts = await rowByRowFacts(database.db, park.id, reportFrom, reportTo, park.timeZone);
    lines += facts.sales.length;
    const paid = facts.sales.filter((s) => s.day >= reportFrom && s.day <= reportTo);
    for (const grouping of SALES_GROUPINGS) {
      const read = await readSalesReport(owner, park.id, grouping, reportFrom, reportTo, database.db);
      compare(read.ok && read.report, salesReport(grouping, paid, facts.refunds));
    }
    for (const basis of ['cash', 'accrual'] as const) {
      const read = await readJournals(owner, park.id, basis, reportFrom, reportTo, database.db);
      compare(read.ok && read.journals, buildJournals(basis, { delivered: facts.sales, takings: facts.takings, refunds: facts.refunds, from: reportFrom, to: reportTo }));
    }
  }
  return { same, lines };
}

describe('the reports summed by PostgreSQL', () => {
  it("are the row-by-row reports: every grouping of sales, both journals' lines in their order", async () => {
    expect((await reportsMatch(true)).lines).toBeGreaterThan(1_000);
    // Every day of the range is over: its sums are kept (lib/server/reports/kept-days.ts), and read back above.
    const [kept] = await query<{ days: number }>(`select count(distinct day)::int as days from kept_report_days where park_id = 'rotorua' and report = 'sales'`);
    expect(kept.days).toBeGreaterThanOrEqual(30);
  }, 120_000);

  it('kept days follow every change to a day long over: a move, a cancelled ticket, a refund, a late payment, a session moved, names changed', async () => {
    await reportsMatch(true);
    // Rows of the range's days, each changed as the order desk, self-service and the catalogue change them,
    // and the reports read again after each (a change must not pass unseen behind another's).
    const [line] = await query<{ id: string; order_id: string; session_id: string }>(`
      select i.id, i.order_id, i.session_id from order_items i join orders o on o.id = i.order_id join sessions s on s.id = i.session_id
      where o.locale_id in (select id from locales where park_id = 'rotorua') and o.paid_at between now() - interval '30 days' and now() - interval '20 days'
        and s.starts_at < now() - interval '10 days' and i.total > i.discount + 500 order by i.id limit 1`);
    const changes: [string, string, unknown[]][] = [
      ['a ticket moved to another day', `
        update order_items set session_id = (select s.id from sessions s join sessions t on t.activity_id = s.activity_id and t.id = $2
          where s.id <> t.id and s.starts_at between now() - interval '30 days' and now() - interval '12 days' order by s.starts_at limit 1) where id = $1`, [line.id, line.session_id]],
      ['a ticket cancelled', `
        update order_items set total = total - 300, tickets = jsonb_set(tickets, '{0,quantity}', to_jsonb(greatest((tickets->0->>'quantity')::int - 1, 0)))
        where id = (select i.id from order_items i join orders o on o.id = i.order_id where o.paid_at < now() - interval '15 days'
                    and o.locale_id in (select id from locales where park_id = 'rotorua') and jsonb_array_length(i.tickets) > 0 and i.total > i.discount + 500 and i.id <> $1 order by i.id limit 1)`, [line.id]],
      ['a refund completed late', `
        insert into refunds (order_id, idempotency_key, amount, currency, reason, method, status, completed_at)
        values ($1, 'kept-days-refund', 250, 'NZD', 'a late refund', 'desk', 'succeeded', now() - interval '9 days')`, [line.order_id]],
      ['a payment recorded on another day', `
        update orders set paid_at = paid_at - interval '6 days' where id = (select o.id from orders o where o.locale_id in (select id from locales where park_id = 'rotorua') and o.kind = 'booking'
          and o.paid_at between now() - interval '25 days' and now() - interval '15 days' and o.id <> $1 order by o.id limit 1)`, [line.order_id]],
      ['a session moved to the next day', `
        update sessions set starts_at = starts_at + interval '1 day 7 minutes' where id = (select i.session_id from order_items i join sessions s on s.id = i.session_id
          join activities a on a.id = s.activity_id where a.park_id = 'hong-kong' and s.starts_at between now() - interval '30 days' and now() - interval '10 days' order by s.id limit 1)`, []],
      ['an activity renamed', `update activities set texts = jsonb_set(texts, '{en,title}', '"Renamed since"') where id = (select activity_id from order_items i join orders o on o.id = i.order_id where o.locale_id = 'nz' limit 1)`, []],
      ['promo codes renamed', `update promo_codes set code = code || 'X' where id in (select promo_code_id from orders where promo_code_id is not null)`, []],
    ];
    for (const [change, statement, values] of changes) {
      expect((await database.pool.query(statement, values)).rowCount, change).toBeGreaterThan(0);
      await reportsMatch(true);
    }

    // The control: with the triggers off, a cancelled ticket on a kept day goes unseen, so the test above can fail.
    await database.pool.query(`alter table order_items disable trigger user`);
    try {
      await database.pool.query(`
        update order_items set total = total - 200 where id = (select i.id from order_items i join orders o on o.id = i.order_id
          where o.locale_id in (select id from locales where park_id = 'rotorua') and o.paid_at between now() - interval '30 days' and now() - interval '10 days' and i.total > i.discount + 500 order by i.id desc limit 1)`);
      expect((await reportsMatch(false)).same).toBe(false);
    } finally {
      await database.pool.query(`alter table order_items enable trigger user`);
    }
  }, 240_000);
});

describe("the occupancy report's places summed as one set", () => {
  it("are each session's sold, reserved and held as the day sheet counts them, day by day", async () => {
    const from = new Date(now.getTime() - 20 * DAY).toISOString().slice(0, 10);
    const to = new Date(now.getTime() + 6 * DAY).toISOString().slice(0, 10);
    const { rows } = await database.pool.query<{ id: string }>(`select id from activities where park_id = 'rotorua'`);
    const activityIds = rows.map((row) => row.id);
    const range = await rangePlaces(database.db, activityIds, from, to, 'Pacific/Auckland', now);
    let booked = 0;
    for (let day = from; day <= to; day = new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10)) {
      const sheet = await dayPlaces(database.db, activityIds, day, 'Pacific/Auckland', now);
      const own = range.filter((session) => sheet.has(session.id));
      expect(own.length).toBe(sheet.size);
      for (const session of own) {
        const counts = sheet.get(session.id)!;
        expect({ capacity: session.capacity, sold: session.sold, reserved: session.reserved, held: session.held }).toEqual({ capacity: counts.capacity, sold: counts.sold, reserved: counts.reserved, held: counts.held });
        booked += session.sold + session.reserved;
      }
    }
    expect(booked).toBeGreaterThan(1_000);
    expect(range.some((session) => session.reserved > 0)).toBe(true);
  }, 120_000);
});

describe("the occupancy report's kept days", () => {
  const from = new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 10);
  const to = new Date(now.getTime() - 5 * DAY).toISOString().slice(0, 10);
  /** The report as read (kept days where they hold), and as computed afresh with nothing kept. */
  const readAndAfresh = async () => {
    const read = await readOccupancyReport(owner, 'rotorua', from, to, database.db, now);
    await database.pool.query(`delete from kept_report_days where report = 'occupancy'`);
    const afresh = await readOccupancyReport(owner, 'rotorua', from, to, database.db, now);
    return { read: read.ok && read.report, afresh: afresh.ok && afresh.report };
  };
  /** The `nth` standing ticket of a session of the range of a paid order (each of another order). */
  const ticketOf = async (nth: number) =>
    (await query<{ id: string; session_id: string; order_id: string }>(`
      select distinct on (o.id) t.id, i.session_id, o.id as order_id from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
      join sessions s on s.id = i.session_id join activities a on a.id = s.activity_id
      where a.park_id = 'rotorua' and o.status = 'paid' and t.cancelled_at is null and t.session_id is null and s.starts_at between now() - interval '25 days' and now() - interval '8 days'
      order by o.id, t.id offset $1 limit 1`, [nth]))[0];

  it('follow every change to a session long over: a ticket cancelled or moved, a check-in undone, a hold, money due, a booking refunded, capacity, closing, a ticket type', async () => {
    const first = await readAndAfresh();
    expect(first.read).toEqual(first.afresh);
    expect((first.afresh as OccupancyReport).totals.booked).toBeGreaterThan(500);
    await readOccupancyReport(owner, 'rotorua', from, to, database.db, now);
    const [cancelled, moved, refunded] = [await ticketOf(0), await ticketOf(1), await ticketOf(2)];
    const changes: [string, string, unknown[]][] = [
      ['a ticket cancelled', `update tickets set cancelled_at = now() where id = $1`, [cancelled.id]],
      ['a ticket moved to another day', `
        update tickets set session_id = (select s.id from sessions s join sessions t on t.activity_id = s.activity_id and t.id = $2
          where s.id <> t.id and s.starts_at between now() - interval '28 days' and now() - interval '6 days' order by s.starts_at desc limit 1) where id = $1`, [moved.id, moved.session_id]],
      ['a check-in undone', `update ticket_check_ins set undone_at = now(), undone_by = 'A manager' where id = (select c.id from ticket_check_ins c join sessions s on s.id = c.session_id join activities a on a.id = s.activity_id
         where a.park_id = 'rotorua' and c.undone_at is null and s.starts_at between now() - interval '25 days' and now() - interval '8 days' order by c.id limit 1)`, []],
      ['places held on it', `insert into holds (session_id, places, expires_at) values ($1, 2, now() + interval '1 hour')`, [moved.session_id]],
      ['a payment due at the desk', `insert into payments (order_id, gateway_id, amount, currency) values ($1, 'nz-arrival', 500, 'NZD')`, [cancelled.order_id]],
      ['a booking refunded whole', `update orders set status = 'refunded', places_sold = false where id = $1`, [refunded.order_id]],
      ['a session given more places', `update sessions set capacity = capacity + 5 where id = $1`, [cancelled.session_id]],
      ['a session closed', `update sessions set closed_at = now() - interval '20 days', closed_reason = 'weather' where id = $1`, [refunded.session_id]],
      ['a ticket type admitting two', `update variations set participants = participants + 1 where id = (select t.variation_id from tickets t where t.id = $1)`, [cancelled.id]],
    ];
    for (const [change, statement, values] of changes) {
      expect((await database.pool.query(statement, values)).rowCount, change).toBeGreaterThan(0);
      const { read, afresh } = await readAndAfresh();
      expect(read, change).toEqual(afresh);
    }

    // The control: with the tickets' triggers off, a ticket cancelled on a kept day goes unseen.
    await readOccupancyReport(owner, 'rotorua', from, to, database.db, now);
    await database.pool.query(`alter table tickets disable trigger user`);
    try {
      const another = await ticketOf(3);
      await database.pool.query(`update tickets set cancelled_at = now() where id = $1`, [another.id]);
      const { read, afresh } = await readAndAfresh();
      expect(read).not.toEqual(afresh);
    } finally {
      await database.pool.query(`alter table tickets enable trigger user`);
    }
  }, 240_000);
});

describe("the gift cards report's kept days", () => {
  const from = new Date(now.getTime() - 30 * DAY).toISOString().slice(0, 10);
  const to = new Date(now.getTime() - 5 * DAY).toISOString().slice(0, 10);
  const readAndAfresh = async () => {
    const read = await readGiftCardReport(owner, 'rotorua', from, to, database.db);
    await database.pool.query(`delete from kept_report_days where report in ('giftCards', 'giftCardOpening')`);
    const afresh = await readGiftCardReport(owner, 'rotorua', from, to, database.db);
    return { read: read.ok && read.report, afresh: afresh.ok && afresh.report };
  };
  /** An adjustment a manager made to a Rotorua card, dated `daysAgo` (as a load of past entries would). */
  const adjustment = (amount: number, daysAgo: number) =>
    database.pool.query(
      `insert into gift_card_transactions (gift_card_id, amount, reason, actor, note, created_at)
       select c.id, $1, 'adjustment', 'A manager', 'kept days', now() - make_interval(days => $2) from gift_cards c where c.park_id = 'rotorua' order by c.id limit 1`,
      [amount, daysAgo],
    );

  it('follow an entry dated in the range and one before it, which the opening balance counts', async () => {
    const first = await readAndAfresh();
    expect(first.read).toEqual(first.afresh);
    expect((first.afresh as GiftCardLiability).opening).not.toBe(0);
    await readGiftCardReport(owner, 'rotorua', from, to, database.db);
    for (const [amount, daysAgo] of [[700, 12], [-300, 40]]) {
      expect((await adjustment(amount, daysAgo)).rowCount).toBe(1);
      const { read, afresh } = await readAndAfresh();
      expect(read).toEqual(afresh);
      await readGiftCardReport(owner, 'rotorua', from, to, database.db);
    }
    // The control: with the ledger's triggers off, an entry before the range goes unseen in the opening balance.
    await database.pool.query(`alter table gift_card_transactions disable trigger user`);
    try {
      await adjustment(900, 45);
      const { read, afresh } = await readAndAfresh();
      expect(read).not.toEqual(afresh);
    } finally {
      await database.pool.query(`alter table gift_card_transactions enable trigger user`);
    }
  }, 120_000);
});

describe("the day sheet's kept session counts", () => {
  const days = Array.from({ length: 10 }, (_, k) => new Date(now.getTime() + (k - 3) * DAY).toISOString().slice(0, 10));
  /**
   * The reservations to pay at the desk with a ticket standing on a park's day and what they owe, as the
   * dashboard read them before the day sheet kept them (the reference).
   */
  const unpaidOfDay = async (day: string) =>
    (
      await database.db.execute<{ count: number; due: number }>(sql`
        select count(*)::int as count, coalesce(sum(${DUE_ON_ARRIVAL}), 0)::int as due from orders o
        where o.status = 'reserved' and o.places_sold and o.currency = 'NZD' and o.id in (
          select i.order_id from activities a join sessions s on s.activity_id = a.id join order_items i on i.session_id = s.id join tickets t on t.order_item_id = i.id
          where a.park_id = 'rotorua' and (s.starts_at at time zone 'Pacific/Auckland')::date = ${day}::date and coalesce(t.session_id, i.session_id) = s.id and t.cancelled_at is null
          union all
          select i.order_id from activities a join sessions s on s.activity_id = a.id join tickets t on t.session_id = s.id join order_items i on i.id = t.order_item_id
          where a.park_id = 'rotorua' and (s.starts_at at time zone 'Pacific/Auckland')::date = ${day}::date and t.cancelled_at is null)`)
    ).rows[0];
  const sheets = async () => {
    const sessions = [];
    for (const day of days) {
      const read = await readDaySheet(owner, 'rotorua', day, { now, database: database.db });
      if (!read.ok) throw new Error(read.code);
      sessions.push(...read.sheet.sessions, { day, unpaid: read.sheet.unpaidReservations });
      expect(read.sheet.unpaidReservations, day).toEqual(await unpaidOfDay(day));
    }
    return sessions;
  };
  /** The day sheets as read (kept counts where they hold), and as worked out afresh with nothing kept (which keeps them again). */
  const readAndAfresh = async () => {
    const read = await sheets();
    await database.pool.query(`delete from kept_session_counts`);
    return { read, afresh: await sheets() };
  };
  /** The `nth` standing ticket, in the days read, of a Rotorua booking with `status` (each of another order). */
  const ticketOf = async (status: string, nth: number) =>
    (await query<{ id: string; session_id: string; order_id: string; item_id: string; activity_id: string }>(`
      select distinct on (o.id) t.id, i.session_id, o.id as order_id, i.id as item_id, i.activity_id from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id
      join sessions s on s.id = i.session_id join activities a on a.id = s.activity_id
      where a.park_id = 'rotorua' and o.status = $1 and t.cancelled_at is null and t.session_id is null and s.starts_at between now() - interval '1 day' and now() + interval '5 days'
      order by o.id, t.id offset $2 limit 1`, [status, nth]))[0];
  /** Another session of the ticket's activity in the days read. */
  const otherSession = `(select s.id from sessions s join sessions t on t.activity_id = s.activity_id and t.id = $2
    where s.id <> t.id and s.starts_at between now() - interval '2 days' and now() + interval '5 days' order by s.starts_at desc limit 1)`;

  it('follow every write to what they count: tickets, lines, bookings, money owed, riders, signatures, ticket types, activities, sessions', async () => {
    const first = await readAndAfresh();
    expect(first.read).toEqual(first.afresh);
    const sessions = first.afresh.flatMap((entry) => ('id' in entry ? [entry] : []));
    expect(sessions.reduce((sum, session) => sum + session.sold + session.reserved, 0)).toBeGreaterThan(200);
    expect(sessions.some((session) => session.reserved > 0 && session.riders !== null)).toBe(true);
    expect(first.afresh.filter((entry) => 'unpaid' in entry && entry.unpaid.count > 1).length).toBeGreaterThan(3);
    const [cancelled, moved, lineMoved, added] = [await ticketOf('paid', 0), await ticketOf('paid', 1), await ticketOf('paid', 2), await ticketOf('paid', 3)];
    const reserved = await Promise.all([0, 1, 2, 3, 4].map((nth) => ticketOf('reserved', nth)));
    expect(reserved.every(Boolean)).toBe(true);
    const rider = (nth: number) =>
      `(select r.id from riders r join tickets t on t.id = r.ticket_id join order_items i on i.id = t.order_item_id join sessions s on s.id = coalesce(t.session_id, i.session_id)
        join orders o on o.id = i.order_id join activities a on a.id = s.activity_id
        where a.park_id = 'rotorua' and a.waiver_id is not null and s.starts_at between now() and now() + interval '4 days' and o.places_sold and t.cancelled_at is null
          -- Named and signed as the generator left them (beforeAll changed the riders whose hash ends in 0 to 7).
          and r.seat = 0 and abs(hashtext(r.id::text)) % 10 >= 8 and exists (select 1 from waiver_signatures w where w.rider_id = r.id)
        order by r.id offset ${nth} limit 1)`;
    const changes: [string, string, unknown[]][] = [
      ['a ticket cancelled', `update tickets set cancelled_at = now() where id = $1`, [cancelled.id]],
      ['a ticket moved to another session', `update tickets set session_id = ${otherSession} where id = $1`, [moved.id, moved.session_id]],
      ['a line moved to another session', `update order_items set session_id = ${otherSession} where id = $1`, [lineMoved.item_id, lineMoved.session_id]],
      ['a ticket added to a booking', `insert into tickets (order_item_id, variation_id, code) select order_item_id, variation_id, code || '-added' from tickets where id = $1`, [added.id]],
      ['a reservation paid at the desk', `update orders set status = 'paid' where id = $1`, [reserved[0].order_id]],
      // A booking marked paid by a Blank payment owes what it collected (lib/server/orders/order-store.ts DUE_ON_ARRIVAL).
      ['a Blank payment on a paid booking', `insert into payments (order_id, gateway_id, amount, currency, method, status) values ($1, 'rotorua-arrival', 500, 'NZD', 'gateway', 'authorised')`, [added.order_id]],
      ['an amount released', `insert into order_actions (order_id, kind, idempotency_key, actor, released_amount) values ($1, 'cancel', gen_random_uuid()::text, 'A manager', 700)`, [reserved[2].order_id]],
      ['a charge due', `with a as (insert into order_actions (order_id, kind, idempotency_key, actor) values ($1, 'move', gen_random_uuid()::text, 'A manager') returning id, order_id)
        insert into order_charges (order_id, action_id, amount, currency, reason, token) select order_id, id, 900, 'NZD', 'move', gen_random_uuid()::text from a`, [reserved[3].order_id]],
      ['a reservation cancelled whole', `update orders set status = 'cancelled', places_sold = false where id = $1`, [reserved[4].order_id]],
      ['a rider unnamed', `update riders set name = null where id = ${rider(0)}`, []],
      ['a rider grown since signing', `update riders set height_cm = coalesce(height_cm, 100) + 3 where id = ${rider(1)}`, []],
      ['a signature given for someone else', `insert into waiver_signatures (rider_id, waiver_text_id, rider, signer_name, signed_at, client_address, user_agent, seal)
        select rider_id, waiver_text_id, jsonb_set(rider, '{name}', '"Someone Else"'), signer_name, now(), client_address, user_agent, seal from waiver_signatures where rider_id = ${rider(2)} order by signed_at desc limit 1`, []],
      ['a rider added past the seats', `insert into riders (ticket_id, seat, name, date_of_birth) select ticket_id, seat + 9, name, date_of_birth from riders where id = ${rider(3)}`, []],
      ['a ticket type admitting two', `update variations set participants = participants + 1 where id = (select t.variation_id from tickets t where t.id = $1)`, [cancelled.id]],
      ['an activity asking no waiver', `update activities set waiver_id = null where id = (select a.id from activities a where a.park_id = 'rotorua' and a.waiver_id is not null order by a.id limit 1)`, []],
      // A reservation's ticket moved to a later session, then that session moved before its line's: what it owes is due there now.
      ['a ticket added at a later session', `insert into tickets (order_item_id, variation_id, code, session_id)
        select order_item_id, variation_id, code || '-later', (select s.id from sessions s join sessions l on l.activity_id = s.activity_id and l.id = $2
          where s.starts_at between l.starts_at + interval '1 day' and l.starts_at + interval '3 days' order by s.starts_at limit 1) from tickets where id = $1`, [reserved[1].id, reserved[1].session_id]],
      ['that session moved to start first', `update sessions set starts_at = (select starts_at - interval '1 day 17 minutes' from sessions where id = $2)
        where id = (select session_id from tickets where code = (select code || '-later' from tickets where id = $1))`, [reserved[1].id, reserved[1].session_id]],
    ];
    for (const [change, statement, values] of changes) {
      expect((await database.pool.query(statement, values)).rowCount, change).toBeGreaterThan(0);
      const { read, afresh } = await readAndAfresh();
      expect(read, change).toEqual(afresh);
    }

    // The control: with the tickets' triggers off, a ticket cancelled goes unseen.
    await database.pool.query(`alter table tickets disable trigger user`);
    try {
      await database.pool.query(`update tickets set cancelled_at = now() where id = $1`, [(await ticketOf('paid', 4)).id]);
      const { read, afresh } = await readAndAfresh();
      expect(read).not.toEqual(afresh);
    } finally {
      await database.pool.query(`alter table tickets enable trigger user`);
    }
  }, 240_000);
});
