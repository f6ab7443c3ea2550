import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Pool, PoolClient } from 'pg';
import { mailboxKey, mailDomainKey } from '../../lib/domain/reservation-budget';
import { SeededRandom, uniqueCode } from './random';
import { TableFile, type CopyValue } from './copy-files';

/**
 * One year of a four-park operator (docs/performance.md, "The season"): the demo operator's catalogue
 * (demo/), its schedules run every day for `days` days from `startDay`, and sold the way a busy season
 * sells: orders by every gateway, refunds, moves and cancellations by staff, gift cards bought and
 * redeemed, promo codes, check-ins at the gate (each audited), riders and signed waivers where the
 * activity asks for them, abandoned holds and live ones, waiting lists on sold-out sessions, enquiries.
 *
 * Every row is one the app could have written: totals are lib/domain/checkout.ts quote's, statuses are
 * reached by the transition tables (lib/domain/order-status.ts, money-states.ts), each session's `sold`
 * is the places of the standing tickets of its orders whose places are sold, and a gift card's ledger
 * never goes below zero. Deterministic from `seed` and `startDay`.
 */
export interface SeasonOptions {
  /** 1: about 2.1 million tickets in 840,000 orders; CI's plan test uses a small fraction. */
  scale: number;
  seed: number;
  /** The first day of sessions, YYYY-MM-DD. */
  startDay: string;
  days: number;
  /** What counts as now: sessions before it are past (checked in), after it partly sold. */
  now: Date;
  log?: (line: string) => void;
}

export interface SeasonResult {
  rows: Record<string, number>;
  sessionCapacity: number;
  generateSeconds: number;
  loadSeconds: number;
}

/** Tickets at scale 1: "on the order of two million tickets a year", with some margin. */
const TICKETS_AT_SCALE_1 = 2_100_000;
/** Tickets per order, as weights: 2.5 on average. */
const ORDER_SIZES = [[1, 25], [2, 38], [3, 13], [4, 15], [5, 5], [6, 4]] as const;
const PAYMENT_WINDOW_MS = 15 * 60_000;
const MINUTE = 60_000;
const DAY = 86_400_000;

/**
 * First names as a year of the parks' visitors (New Zealand and Hong Kong) spread them: about one in 140
 * each, so that a whole name finds as many orders as a real one, not one in 25 (the search by name's answer:
 * tools/season/hot-queries.ts answerSizes).
 */
const FIRST_NAMES = [
  'Aroha', 'Liam', 'Olivia', 'Noah', 'Mia', 'Jack', 'Charlotte', 'Oliver', 'Amelia', 'Leo', 'Isla', 'Wiremu',
  'Mei', 'Wing', 'Ka Yan', 'Chun', 'Hana', 'Lucas', 'Ava', 'Ethan', 'Zoe', 'Ruby', 'Harper', 'Tane',
  'Grace', 'James', 'William', 'Benjamin', 'Samuel', 'Thomas', 'George', 'Henry', 'Charlie', 'Hunter', 'Mason', 'Hugo',
  'Theodore', 'Arlo', 'Finn', 'Luca', 'Max', 'Archie', 'Jacob', 'Levi', 'Harry', 'Elijah', 'Louie', 'Cooper',
  'Jayden', 'Isaac', 'Alexander', 'Daniel', 'Matthew', 'Joshua', 'Ryan', 'Nathan', 'Dylan', 'Blake', 'Caleb', 'Logan',
  'Toby', 'Sophie', 'Emily', 'Lily', 'Ella', 'Chloe', 'Evie', 'Willow', 'Sienna', 'Matilda', 'Freya', 'Georgia',
  'Hazel', 'Ivy', 'Poppy', 'Frankie', 'Maia', 'Lucy', 'Emma', 'Hannah', 'Sarah', 'Jessica', 'Rebecca', 'Anna',
  'Kate', 'Laura', 'Rachel', 'Megan', 'Nicole', 'Jade', 'Holly', 'Manaia', 'Nikau', 'Kauri', 'Ariki', 'Rawiri',
  'Hemi', 'Mere', 'Anahera', 'Kahurangi', 'Ataahua', 'Moana', 'Ngaio', 'Tui', 'Hine', 'Rangi', 'Ka Ming', 'Chi Wai',
  'Wai Man', 'Siu Ming', 'Tsz Hin', 'Ho Yin', 'Chun Kit', 'Ka Wai', 'Hoi Ching', 'Wing Yan', 'Pui Yee', 'Mei Ling', 'Sze Wing', 'Ka Man',
  'Yuen Ting', 'Hiu Tung', 'Tsz Ching', 'Lok Yi', 'Cheuk Hei', 'Long Hin', 'Priya', 'Arjun', 'Rohan', 'Aanya', 'Sione', 'Mele',
  'Losa', 'Tevita', 'Ana', 'Sina', 'Joon', 'Min Jun', 'Yuki', 'Haruto', 'Kenji',
];
const LAST_NAMES = ['Smith', 'Wilson', 'Chan', 'Wong', 'Ngata', 'Brown', 'Taylor', 'Lee', 'Cheung', 'Williams', 'Jones', 'Tipene', 'Martin', 'Lau', 'Anderson', 'Thompson', 'Walker', 'Ho', 'Kwok', 'Parata'];
const MAIL_DOMAINS = ['gmail.com', 'outlook.com', 'yahoo.com', 'icloud.com', 'xtra.co.nz', 'netvigator.com', 'bigpond.com', 'hotmail.com'];

interface Activity {
  id: string;
  parkId: string;
  needsRiders: boolean;
  waiverId: string | null;
  popularity: number;
  variations: { id: string; price: number; participants: number }[];
}
interface Locale {
  id: string;
  parkId: string;
  currency: string;
  language: string;
  domain: string;
}
interface Gateway {
  id: string;
  localeId: string;
  type: string;
  cardFee: number;
}
interface Session {
  id: string;
  activityId: string;
  startsAt: Date;
  dow: number;
  dayIndex: number;
  hour: number;
  sold: number;
}
interface Card {
  id: string;
  parkId: string;
  balance: number;
  createdAt: Date;
}

export async function generateSeason(pool: Pool, options: SeasonOptions): Promise<SeasonResult> {
  const log = options.log ?? (() => {});
  const random = new SeededRandom(options.seed);
  const started = Date.now();
  const client = await pool.connect();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'season-'));
  try {
    const { rows: existing } = await client.query<{ n: number }>('select count(*)::int as n from orders');
    if (existing[0].n > 0) throw new Error(`The database already holds ${existing[0].n} orders: the season is generated into a database with none`);
    const catalogue = await readCatalogue(client, random);
    const now = options.now.getTime();

    // Session capacity: a busy operator's, so that the year's tickets fit with the busiest sessions sold out.
    const schedule = await client.query<{ activity_id: string; slots: number }>(
      `select s.activity_id, cardinality(s.times)::int as slots from schedules s join activities a on a.id = s.activity_id where a.retired_at is null`,
    );
    const slotsPerDay = schedule.rows.reduce((sum, row) => sum + row.slots, 0);
    const targetTickets = Math.round(TICKETS_AT_SCALE_1 * options.scale);
    // Places a ticket takes, as placeOrder chooses ticket types: about three in four the first (single) one.
    const meanParticipants = average(
      catalogue.activities.map((activity) => 0.76 * activity.variations[0].participants + 0.24 * average(activity.variations.map((variation) => variation.participants))),
    );
    const meanPlaces = (targetTickets * meanParticipants) / (slotsPerDay * options.days);
    const capacity = Math.max(16, Math.ceil(meanPlaces * 1.6));
    await client.query(`update schedules set capacity = $1`, [capacity]);
    log(`${slotsPerDay} sessions a day of ${capacity} places, ${options.days} days from ${options.startDay}`);
    // Ids from the seed, shaped as version-4 uuids as the app checks them (lib/domain isUuid).
    await client.query(
      `insert into sessions (id, activity_id, starts_at, capacity)
       select overlay(overlay(md5($3::text || s.activity_id || d.day::date || t.time) placing '4' from 13) placing '8' from 17)::uuid, s.activity_id, ((d.day::date + t.time::time) at time zone s.time_zone), s.capacity
       from schedules s
       cross join generate_series($1::date, $1::date + ($2::int - 1), interval '1 day') as d(day)
       cross join unnest(s.times) as t(time)
       where extract(dow from d.day)::int = any (s.weekdays) and d.day >= s.starts_on and (s.ends_on is null or d.day <= s.ends_on)
       on conflict (activity_id, starts_at) do update set capacity = excluded.capacity`,
      [options.startDay, options.days, String(options.seed)],
    );
    const { rows: sessionRows } = await client.query<{ id: string; activity_id: string; starts_at: Date; dow: number; day_index: number; hour: number }>(
      `select se.id, se.activity_id, se.starts_at, extract(dow from (se.starts_at at time zone s.time_zone))::int as dow,
              ((se.starts_at at time zone s.time_zone)::date - $1::date)::int as day_index, extract(hour from (se.starts_at at time zone s.time_zone))::int as hour
       from sessions se join schedules s on s.activity_id = se.activity_id
       where se.starts_at >= ($1::date - 1) and se.starts_at < ($1::date + $2::int + 1)
       order by se.starts_at, se.activity_id`,
      [options.startDay, options.days],
    );
    const sessions: Session[] = sessionRows.map((row) => ({ id: row.id, activityId: row.activity_id, startsAt: row.starts_at, dow: row.dow, dayIndex: row.day_index, hour: row.hour, sold: 0 }));
    const byActivity = new Map<string, Session[]>();
    for (const session of sessions) (byActivity.get(session.activityId) ?? byActivity.set(session.activityId, []).get(session.activityId)!).push(session);
    const activityOf = new Map(catalogue.activities.map((activity) => [activity.id, activity]));

    // Demand: the southern summer's peak, weekends, midday, each activity's own popularity; ahead of now, what has sold so far.
    const demand = sessions.map((session) => {
      const activity = activityOf.get(session.activityId);
      if (!activity) return 0;
      const date = new Date(session.startsAt);
      const dayOfYear = (date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY;
      const season = 1 + 0.45 * Math.cos((2 * Math.PI * dayOfYear) / 365);
      const weekend = session.dow === 0 || session.dow === 6 ? 1.45 : 1;
      const midday = 1 - Math.min(0.5, Math.abs(session.hour - 12.5) * 0.08);
      const ahead = (session.startsAt.getTime() - now) / DAY;
      const soldSoFar = ahead <= 0 ? 1 : Math.max(0.05, 1 - ahead / 75);
      return season * weekend * midday * activity.popularity * soldSoFar;
    });
    const demandTotal = demand.reduce((sum, value) => sum + value, 0);
    // A little over the target: sold-out sessions turn some demand away.
    const placesPerDemand = (targetTickets * meanParticipants * 1.12) / demandTotal;

    const files = tableFiles(directory);
    const state = { orders: 0, tickets: 0, giftCards: 0 };
    const parkCards = new Map<string, Card[]>();
    const seller: Seller = { random, files, state, parkCards };

    for (let index = 0; index < sessions.length; index++) {
      const session = sessions[index];
      const activity = activityOf.get(session.activityId);
      if (!activity) continue;
      let wanted = Math.round(demand[index] * placesPerDemand * (0.7 + 0.6 * random.next()));
      while (wanted > 0 && session.sold < capacity) {
        const size = random.weighted(ORDER_SIZES);
        const chosen: Activity['variations'] = [];
        let places = 0;
        for (let n = 0; n < size; n++) {
          const variation = n === 0 || random.chance(0.6) ? activity.variations[0] : random.pick(activity.variations);
          if (session.sold + places + variation.participants > capacity) break;
          chosen.push(variation);
          places += variation.participants;
        }
        if (!chosen.length) break;
        wanted -= places;
        placeOrder(seller, catalogue, activity, session, chosen, byActivity.get(activity.id)!, capacity, now);
      }
      if (index % 2000 === 0) {
        await flushAll(files);
        if (index % 10000 === 0) log(`${index}/${sessions.length} sessions, ${state.orders} orders, ${state.tickets} tickets`);
      }
    }

    // Sold-out sessions' waiting lists; abandoned carts' holds; live holds for the next days; enquiries.
    for (const session of sessions) {
      const ahead = session.startsAt.getTime() - now;
      if (session.sold >= capacity - 1) {
        const activity = activityOf.get(session.activityId)!;
        const locale = random.pick(catalogue.localesOf.get(activity.parkId)!);
        for (let n = random.int(1, 5); n > 0; n--) {
          const email = customerOf(random).email;
          const status = ahead > 0 ? random.weighted([['waiting', 6], ['unconfirmed', 1], ['left', 1]] as const) : random.weighted([['expired', 4], ['claimed', 1], ['left', 1]] as const);
          files.waitingList.add([random.uuid(), session.id, locale.id, email, random.int(1, 4), status, mailboxKey(email), mailDomainKey(email), new Date(Math.min(now, session.startsAt.getTime() - random.int(1, 10) * DAY))]);
        }
      }
      for (let n = Math.floor(session.sold / 5 + random.next()); n > 0; n--) {
        const createdAt = Math.min(now - MINUTE, session.startsAt.getTime() - random.int(1, 20 * 24 * 60) * MINUTE);
        files.holds.add([random.uuid(), session.id, random.int(1, 4), new Date(createdAt + PAYMENT_WINDOW_MS), clientAddress(random)]);
      }
      if (ahead > 0 && ahead < 3 * DAY && capacity - session.sold >= 4 && random.chance(0.5)) {
        files.holds.add([random.uuid(), session.id, random.int(1, 4), new Date(now + random.int(2, 14) * MINUTE), clientAddress(random)]);
      }
    }
    for (let day = 0; day < options.days; day++) {
      for (const locale of catalogue.locales) {
        for (let n = random.int(0, Math.max(1, Math.round(6 * options.scale))); n > 0; n--) enquiry(random, files, locale, options.startDay, day, now);
      }
    }
    await closeAll(files);
    const generateSeconds = (Date.now() - started) / 1000;
    log(`generated in ${generateSeconds.toFixed(0)} s; loading with COPY`);

    const loadStarted = Date.now();
    await client.query('begin');
    for (const file of Object.values(files)) {
      const fileStarted = Date.now();
      await file.load(client);
      log(`  ${file.table}: ${file.rows} rows in ${((Date.now() - fileStarted) / 1000).toFixed(1)} s`);
    }
    await client.query(`create temporary table season_sold (id uuid primary key, sold int not null) on commit drop`);
    const soldFile = new TableFile(directory, 'season_sold', ['id', 'sold']);
    for (const session of sessions) if (session.sold) soldFile.add([session.id, session.sold]);
    await soldFile.close();
    await soldFile.load(client);
    await client.query(`update sessions s set sold = t.sold from season_sold t where t.id = s.id`);
    await client.query(`update promo_codes p set uses = (select count(*) from orders o where o.promo_code_id = p.id)`);
    await client.query('commit');
    // VACUUM as well as ANALYZE: a season's tables as autovacuum keeps them, with the trigram indexes'
    // pending entries merged (a manual ANALYZE leaves them, and the planner then prices a GIN scan dear).
    await client.query('vacuum (analyze)');
    const loadSeconds = (Date.now() - loadStarted) / 1000;

    const rows: Record<string, number> = { sessions: sessions.length };
    for (const file of Object.values(files)) rows[file.table] = file.rows;
    return { rows, sessionCapacity: capacity, generateSeconds, loadSeconds };
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
    await rm(directory, { recursive: true, force: true });
  }
}

const average = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** Parents before children: the foreign keys are checked as each COPY runs. */
function tableFiles(directory: string) {
  const file = (table: string, columns: string[]) => new TableFile(directory, table, columns);
  return {
    giftCards: file('gift_cards', ['id', 'park_id', 'code', 'currency', 'value', 'issued_by_order_id', 'recipient', 'created_at']),
    orders: file('orders', [
      'id', 'booking_id', 'token', 'anonymous_token', 'idempotency_key', 'locale_id', 'status', 'kind', 'gift', 'customer', 'language', 'origin', 'channel',
      'currency', 'subtotal', 'discount', 'gift_card_amount', 'card_fee', 'total', 'promo_code_id', 'gift_card_id', 'gateway_id', 'places_sold', 'expires_at',
      'client_address', 'customer_mailbox', 'customer_mail_domain', 'created_at', 'paid_at',
    ]),
    giftCardTransactions: file('gift_card_transactions', ['id', 'gift_card_id', 'amount', 'order_id', 'reason', 'created_at']),
    orderItems: file('order_items', ['id', 'order_id', 'activity_id', 'session_id', 'places', 'tickets', 'total', 'discount']),
    orderActions: file('order_actions', ['id', 'order_id', 'kind', 'idempotency_key', 'actor', 'detail', 'released_amount', 'created_at']),
    tickets: file('tickets', ['id', 'order_item_id', 'variation_id', 'code', 'session_id', 'cancelled_at', 'cancelled_by']),
    payments: file('payments', ['id', 'order_id', 'gateway_id', 'status', 'method', 'amount', 'currency', 'provider_reference', 'created_at', 'updated_at']),
    refunds: file('refunds', ['id', 'order_id', 'payment_id', 'action_id', 'idempotency_key', 'amount', 'currency', 'reason', 'method', 'status', 'created_at', 'completed_at']),
    checkIns: file('ticket_check_ins', ['id', 'ticket_id', 'session_id', 'people', 'at', 'actor', 'gate', 'undone_at', 'undone_by']),
    riders: file('riders', ['id', 'ticket_id', 'seat', 'name', 'date_of_birth', 'height_cm', 'weight_kg', 'updated_at']),
    waiverSignatures: file('waiver_signatures', ['id', 'rider_id', 'waiver_text_id', 'rider', 'signer_name', 'signer_email', 'signed_at', 'client_address', 'user_agent', 'seal']),
    holds: file('holds', ['id', 'session_id', 'places', 'expires_at', 'client_address']),
    waitingList: file('waiting_list_entries', ['id', 'session_id', 'locale_id', 'email', 'places', 'status', 'mailbox', 'mail_domain', 'created_at']),
    enquiries: file('enquiries', ['id', 'idempotency_key', 'locale_id', 'name', 'email', 'mobile_phone', 'function_type', 'booking_type', 'guests', 'preferred_date', 'message', 'language', 'status', 'created_at']),
    audit: file('staff_audit', ['id', 'actor', 'at', 'action', 'subject', 'park_id', 'before', 'after']),
  };
}
type Files = ReturnType<typeof tableFiles>;

const flushAll = async (files: Files) => {
  for (const file of Object.values(files)) await file.flush();
};
const closeAll = async (files: Files) => {
  for (const file of Object.values(files)) await file.close();
};

interface Catalogue {
  activities: Activity[];
  locales: Locale[];
  localesOf: Map<string, Locale[]>;
  gatewaysOf: Map<string, Gateway[]>;
  promoOf: Map<string, { id: string; percent: number }>;
  waiverTextOf: Map<string, string>;
}

async function readCatalogue(client: PoolClient, random: SeededRandom): Promise<Catalogue> {
  const { rows: activityRows } = await client.query<{ id: string; park_id: string; waiver_id: string | null; needs_riders: boolean }>(
    `select a.id, a.park_id, a.waiver_id, (a.waiver_id is not null or a.min_height_cm is not null or a.max_weight_kg is not null or a.min_age is not null) as needs_riders
     from activities a join schedules s on s.activity_id = a.id where a.retired_at is null order by a.id`,
  );
  const { rows: variationRows } = await client.query<{ id: string; activity_id: string; price: number; participants: number }>(
    `select id, activity_id, price, participants from variations where retired_at is null order by activity_id, sort_order, id`,
  );
  const activities = activityRows
    .map((row) => ({
      id: row.id,
      parkId: row.park_id,
      needsRiders: row.needs_riders,
      waiverId: row.waiver_id,
      popularity: 0.5 + random.next(),
      variations: variationRows.filter((variation) => variation.activity_id === row.id).map(({ id, price, participants }) => ({ id, price, participants })),
    }))
    .filter((activity) => activity.variations.length);
  const { rows: localeRows } = await client.query<{ id: string; park_id: string; currency: string; locale: string; domain: string }>(
    `select id, park_id, currency, locale, domain from locales where park_id is not null order by id`,
  );
  const locales = localeRows.map((row) => ({ id: row.id, parkId: row.park_id, currency: row.currency, language: row.locale.startsWith('zh') ? 'zh-Hant' : 'en', domain: row.domain }));
  const localesOf = new Map<string, Locale[]>();
  for (const locale of locales) (localesOf.get(locale.parkId) ?? localesOf.set(locale.parkId, []).get(locale.parkId)!).push(locale);
  const { rows: gatewayRows } = await client.query<{ id: string; locale_id: string; type: string; card_fee_basis_points: number }>(
    `select id, locale_id, type, card_fee_basis_points from payment_gateways where enabled order by locale_id, sort_order, id`,
  );
  const gatewaysOf = new Map<string, Gateway[]>();
  for (const row of gatewayRows) {
    (gatewaysOf.get(row.locale_id) ?? gatewaysOf.set(row.locale_id, []).get(row.locale_id)!).push({ id: row.id, localeId: row.locale_id, type: row.type, cardFee: row.card_fee_basis_points });
  }
  const { rows: promoRows } = await client.query<{ id: string; park_id: string; value: number }>(
    `select id, park_id, value from promo_codes where kind = 'percent' and max_uses is null and valid_until is null and disabled_at is null and value < 100 order by park_id, code`,
  );
  const promoOf = new Map(promoRows.map((row) => [row.park_id, { id: row.id, percent: row.value }]));
  const { rows: waiverRows } = await client.query<{ waiver_id: string; id: string }>(
    `select distinct on (waiver_id) waiver_id, id from waiver_texts where language = 'en' order by waiver_id, version desc`,
  );
  // A park that sells elsewhere (the demo's Gold Coast books on its external site: demo/locales.ts) sells nothing here.
  const selling = activities.filter((activity) => localesOf.get(activity.parkId)?.some((locale) => gatewaysOf.has(locale.id)));
  return { activities: selling, locales, localesOf, gatewaysOf, promoOf, waiverTextOf: new Map(waiverRows.map((row) => [row.waiver_id, row.id])) };
}

/**
 * Surnames as common as a real operator's visitors': a list of the commonest (2% each at most, Smith's
 * share in New Zealand) and, for most, one of 400 rarer ones. With 20 names for everyone, one name was 5%
 * of all orders and a search for it read them all, which no real surname does.
 */
const SURNAME_STARTS = ['Mac', 'Fitz', 'Ash', 'Black', 'Brook', 'Castle', 'Dun', 'Fair', 'Gold', 'Hart', 'Kings', 'Lang', 'Moor', 'North', 'Rad', 'Stan', 'Thorn', 'West', 'Whit', 'Wood'];
const SURNAME_ENDS = ['ford', 'well', 'bury', 'field', 'ley', 'ton', 'wick', 'worth', 'son', 'more', 'by', 'dale', 'gate', 'ham', 'hill', 'lock', 'man', 'stead', 'wood', 'ridge'];

function customerOf(random: SeededRandom) {
  const firstName = random.pick(FIRST_NAMES);
  const lastName = random.chance(0.4) ? random.pick(LAST_NAMES) : `${random.pick(SURNAME_STARTS)}${random.pick(SURNAME_ENDS)}`;
  const email = `${firstName}.${lastName}${random.int(1, 99999)}@${random.pick(MAIL_DOMAINS)}`.toLowerCase().replace(/\s+/g, '');
  return { firstName, lastName, email, mobilePhone: `+64 21 ${random.int(100, 999)} ${random.int(1000, 9999)}` };
}

const clientAddress = (random: SeededRandom) => `${random.int(1, 223)}.${random.int(0, 255)}.${random.int(0, 255)}.${random.int(1, 254)}`;

type Status = 'paid' | 'reserved' | 'expired' | 'cancelled' | 'failed' | 'refunded' | 'partially_cancelled';
/** How an order ends, besides moves: what the transition tables reach from awaiting_payment. */
const ONLINE_ENDINGS = [['paid', 880], ['expired', 20], ['cancelled', 15], ['failed', 10], ['refunded', 30], ['partially_cancelled', 30]] as const;

const PAID_STATUSES: readonly Status[] = ['paid', 'refunded', 'partially_cancelled'];

/** What every sale of the season writes to and counts with. */
interface Seller {
  random: SeededRandom;
  files: Files;
  state: { orders: number; tickets: number; giftCards: number };
  /** Each park's gift cards with money left, for later bookings to spend. */
  parkCards: Map<string, Card[]>;
}

function placeOrder(
  seller: Seller,
  catalogue: Catalogue,
  activity: Activity,
  session: Session,
  chosen: Activity['variations'],
  sameActivity: Session[],
  capacity: number,
  now: number,
): void {
  const { random, files, state, parkCards } = seller;
  // A site that takes payments (a park's second-language site may share its first's gateways: none of its own).
  const locale = random.pick(catalogue.localesOf.get(activity.parkId)!.filter((candidate) => catalogue.gatewaysOf.has(candidate.id)));
  const gateways = catalogue.gatewaysOf.get(locale.id)!;
  const gateway = random.weighted(gateways.map((candidate, index) => [candidate, candidate.type === 'Blank' ? 1 : gateways.length - index + 1] as const));
  const start = session.startsAt.getTime();
  const lead = Math.min(90 * DAY, Math.floor(-Math.log(1 - random.next()) * 9 * DAY) + random.int(30, 300) * MINUTE);
  // A later session's booking made at its lead time would lie in the future: it was made some time
  // since the session opened for sale (90 days ahead), not all in the last hour. Spread so, today holds
  // about one day's bookings (some 2,000 of this operator's), as a real dashboard's today does.
  const createdAt = start - lead < now - 5 * MINUTE ? start - lead : now - random.int(5, Math.max(6, Math.floor((90 * DAY - (start - now)) / MINUTE))) * MINUTE;
  const past = start < now;
  const onArrival = gateway.type === 'Blank';
  let status: Status = onArrival ? (past ? random.weighted([['paid', 85], ['expired', 15]] as const) : 'reserved') : random.weighted(ONLINE_ENDINGS);
  // Staff act on paid orders only before their session or on its day, never in the future.
  if ((status === 'refunded' || status === 'partially_cancelled') && createdAt + 10 * MINUTE > now) status = 'paid';
  if (status === 'partially_cancelled' && chosen.length < 2) status = 'refunded';
  const placesSold = status === 'paid' || status === 'reserved' || status === 'refunded' || status === 'partially_cancelled';
  const orderId = random.uuid();
  const customer = customerOf(random);
  const weekend = session.dow === 0 || session.dow === 6;
  const unitPrices = chosen.map((variation) => (weekend ? Math.round(variation.price * 1.1) : variation.price));
  const subtotal = unitPrices.reduce((sum, price) => sum + price, 0);
  const simple = status === 'paid' || status === 'reserved';
  const promo = simple && random.chance(0.08) ? catalogue.promoOf.get(activity.parkId) : undefined;
  const discount = promo ? Math.round((subtotal * promo.percent) / 100) : 0;
  const cards = parkCards.get(activity.parkId) ?? [];
  const card = simple && !onArrival && random.chance(0.05) ? cards.find((candidate) => candidate.balance > 0 && candidate.createdAt.getTime() < createdAt) : undefined;
  const giftCardAmount = card ? Math.min(card.balance, subtotal - discount) : 0;
  const due = subtotal - discount - giftCardAmount;
  const cardFee = onArrival || due <= 0 ? 0 : Math.round((due * gateway.cardFee) / 10_000);
  const total = due + cardFee;
  const paidAt = status === 'reserved' || !PAID_STATUSES.includes(status) ? null : onArrival ? new Date(start - random.int(5, 30) * MINUTE) : new Date(createdAt + random.int(1, 6) * MINUTE);
  const bookingId = `SR-${uniqueCode(state.orders++, 4)}-${random.code(4)}`;
  const subject = `order:${bookingId}`;
  const address = clientAddress(random);
  files.orders.add([
    orderId, bookingId, random.token(), random.uuid(), random.uuid(), locale.id, status, 'booking', null, customer, locale.language,
    `https://${locale.domain}`, random.chance(0.1) ? 'widget' : 'site', locale.currency, subtotal, discount, giftCardAmount, cardFee, total, promo?.id ?? null,
    card?.id ?? null, gateway.id, placesSold && status !== 'refunded', new Date(createdAt + PAYMENT_WINDOW_MS), address, mailboxKey(customer.email),
    mailDomainKey(customer.email), new Date(createdAt), paidAt,
  ]);
  if (card) {
    card.balance -= giftCardAmount;
    files.giftCardTransactions.add([random.uuid(), card.id, -giftCardAmount, orderId, 'redemption', new Date(createdAt)]);
  }
  const itemId = random.uuid();
  const counts = new Map<string, number>();
  for (const variation of chosen) counts.set(variation.id, (counts.get(variation.id) ?? 0) + 1);
  const places = chosen.reduce((sum, variation) => sum + variation.participants, 0);
  files.orderItems.add([itemId, orderId, activity.id, session.id, places, [...counts].map(([variationId, quantity]) => ({ variationId, quantity })), subtotal, discount]);

  // The payment: a gateway's for an online order, the desk's for a reservation paid on the day.
  let paymentId: string | null = null;
  if (total > 0 && !(onArrival && status !== 'paid')) {
    paymentId = random.uuid();
    const paymentStatus = { paid: 'authorised', refunded: 'refunded', partially_cancelled: 'authorised', expired: 'expired', cancelled: 'cancelled', failed: 'declined', reserved: 'created' }[status];
    files.payments.add([paymentId, orderId, gateway.id, paymentStatus, onArrival ? 'card_at_desk' : 'gateway', total, locale.currency, `sim-${random.code(12)}`, new Date(createdAt), paidAt ?? new Date(createdAt + PAYMENT_WINDOW_MS)]);
  }

  // Staff's cancellation (some tickets or all) or a move to a later session of the same activity.
  const ticketIds = chosen.map(() => random.uuid());
  const cancelled = new Set<number>();
  let cancelAt: Date | null = null;
  let actionId: string | null = null;
  const staffActor = `manager@${activity.parkId}.example`;
  if (status === 'refunded' || status === 'partially_cancelled') {
    const count = status === 'refunded' ? chosen.length : random.int(1, chosen.length - 1);
    for (let i = 0; i < count; i++) cancelled.add(chosen.length - 1 - i);
    cancelAt = new Date(Math.min(now - MINUTE, createdAt + random.int(10, Math.max(11, Math.floor((Math.min(start, now) - createdAt) / MINUTE))) * MINUTE));
    actionId = random.uuid();
    const released = [...cancelled].reduce((sum, index) => sum + unitPrices[index], 0);
    files.orderActions.add([actionId, orderId, 'cancel', random.uuid(), staffActor, { tickets: cancelled.size }, released, cancelAt]);
    files.refunds.add([random.uuid(), orderId, paymentId, actionId, random.uuid(), released, locale.currency, 'Cancelled by staff', 'gateway', 'succeeded', cancelAt, new Date(cancelAt.getTime() + MINUTE)]);
    files.audit.add([random.uuid(), staffActor, cancelAt, 'order.cancel', subject, activity.parkId, { status: 'paid' }, { status, cancelled: cancelled.size }]);
  }
  let movedTo: Session | null = null;
  if (status === 'paid' && !past && random.chance(0.03)) {
    const later = sameActivity.find((candidate) => candidate.startsAt.getTime() > start + DAY && candidate.startsAt.getTime() < start + 8 * DAY && candidate.sold + places <= capacity);
    if (later) {
      movedTo = later;
      const moveAt = new Date(Math.min(now - MINUTE, createdAt + 30 * MINUTE));
      const moveId = random.uuid();
      files.orderActions.add([moveId, orderId, 'move', random.uuid(), staffActor, { from: session.id, to: later.id }, 0, moveAt]);
      files.audit.add([random.uuid(), staffActor, moveAt, 'order.move', subject, activity.parkId, { sessionId: session.id }, { sessionId: later.id }]);
    }
  }
  const standingSession = movedTo ?? session;
  if (placesSold) {
    for (let i = 0; i < chosen.length; i++) if (!cancelled.has(i)) standingSession.sold += chosen[i].participants;
  }

  for (let i = 0; i < chosen.length; i++) {
    const variation = chosen[i];
    const ticketId = ticketIds[i];
    state.tickets++;
    const isCancelled = cancelled.has(i);
    files.tickets.add([ticketId, itemId, variation.id, `T${uniqueCode(state.tickets, 5)}${random.code(6)}`, movedTo?.id ?? null, isCancelled ? cancelAt : null, isCancelled ? actionId : null]);
    if (isCancelled || !placesSold) continue;
    const admitted = standingSession.startsAt.getTime() < now && (status === 'paid') && random.chance(0.93);
    if (admitted) {
      const at = new Date(standingSession.startsAt.getTime() - random.int(0, 30) * MINUTE);
      const gate = random.pick(['Gate 1', 'Gate 2']);
      const actor = `gate@${activity.parkId}.example`;
      const undone = random.chance(0.01);
      files.checkIns.add([random.uuid(), ticketId, standingSession.id, variation.participants, at, actor, gate, undone ? new Date(at.getTime() + MINUTE) : null, undone ? actor : null]);
      files.audit.add([random.uuid(), actor, at, 'ticket.checkIn', subject, activity.parkId, null, { people: variation.participants, gate }]);
    }
    if (activity.needsRiders && random.chance(0.75)) {
      for (let seat = 0; seat < variation.participants; seat++) {
        const riderId = random.uuid();
        const name = `${random.pick(FIRST_NAMES)} ${customer.lastName}`;
        const born = `${random.int(1960, 2014)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
        const height = random.int(125, 195);
        const weight = random.int(30, 115);
        const signedAt = new Date(Math.min(now - MINUTE, createdAt + random.int(5, 600) * MINUTE));
        files.riders.add([riderId, ticketId, seat, name, born, height, weight, signedAt]);
        const waiverText = activity.waiverId ? catalogue.waiverTextOf.get(activity.waiverId) : undefined;
        if (waiverText) {
          files.waiverSignatures.add([
            random.uuid(), riderId, waiverText, { name, dateOfBirth: born, heightCm: height, weightKg: weight, answers: {} }, name, customer.email, signedAt,
            clientAddress(random), 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', [0, 1, 2, 3, 4, 5, 6, 7].map(() => random.uint32().toString(16).padStart(8, '0')).join(''),
          ]);
        }
      }
    }
  }

  // Now and then the same visitor buys a gift card, later spent on another booking at the park.
  if (!onArrival && random.chance(0.02) && status === 'paid') giftOrder(seller, locale, gateway, activity.parkId, createdAt + random.int(1, 120) * MINUTE, now, customer);
}

function giftOrder(
  seller: Seller,
  locale: Locale,
  gateway: Gateway,
  parkId: string,
  at: number,
  now: number,
  sender: ReturnType<typeof customerOf>,
): void {
  const { random, files, state, parkCards } = seller;
  const createdAt = Math.min(at, now - MINUTE);
  const amount = random.pick([5000, 10000, 15000, 20000]);
  const cardFee = Math.round((amount * gateway.cardFee) / 10_000);
  const orderId = random.uuid();
  const recipient = customerOf(random);
  const gift = { amount, sender: { firstName: sender.firstName, lastName: sender.lastName, email: sender.email }, recipient: { name: `${recipient.firstName} ${recipient.lastName}`, email: recipient.email }, message: null };
  const paidAt = new Date(createdAt + 2 * MINUTE);
  files.orders.add([
    orderId, `SR-${uniqueCode(state.orders++, 4)}-${random.code(4)}`, random.token(), random.uuid(), random.uuid(), locale.id, 'paid', 'gift', gift, sender, locale.language,
    `https://${locale.domain}`, 'site', locale.currency, amount, 0, 0, cardFee, amount + cardFee, null, null, gateway.id, true, new Date(createdAt + PAYMENT_WINDOW_MS), clientAddress(random),
    mailboxKey(sender.email), mailDomainKey(sender.email), new Date(createdAt), paidAt,
  ]);
  files.payments.add([random.uuid(), orderId, gateway.id, 'authorised', 'gateway', amount + cardFee, locale.currency, `sim-${random.code(12)}`, new Date(createdAt), paidAt]);
  const card: Card = { id: random.uuid(), parkId, balance: amount, createdAt: paidAt };
  const code = `${uniqueCode(state.giftCards++, 6)}${random.code(10)}`;
  files.giftCards.add([card.id, parkId, code, locale.currency, amount, orderId, { name: gift.recipient.name, email: recipient.email, message: null, language: locale.language }, paidAt]);
  files.giftCardTransactions.add([random.uuid(), card.id, amount, orderId, 'purchase', paidAt]);
  (parkCards.get(parkId) ?? parkCards.set(parkId, []).get(parkId)!).push(card);
  // Spent cards leave the list a redemption searches.
  const cards = parkCards.get(parkId)!;
  if (cards.length > 200) parkCards.set(parkId, cards.filter((candidate) => candidate.balance > 0));
}

function enquiry(random: SeededRandom, files: Files, locale: Locale, startDay: string, day: number, now: number): void {
  const person = customerOf(random);
  const createdAt = Math.min(now - MINUTE, Date.parse(`${startDay}T00:00:00Z`) + day * DAY + random.int(0, 24 * 60) * MINUTE);
  const preferred = new Date(createdAt + random.int(7, 120) * DAY).toISOString().slice(0, 10);
  const values: CopyValue[] = [
    random.uuid(), random.uuid(), locale.id, `${person.firstName} ${person.lastName}`, person.email, person.mobilePhone, random.pick(['WEDDING', 'PARTY', 'CONVENTION', 'OTHER']),
    random.pick(['DAY_TRADE', 'EXCLUSIVE']), random.int(10, 200), preferred, 'A group booking for our team, please.', locale.language,
    createdAt < now - 14 * DAY ? random.pick(['replied', 'won', 'lost']) : random.pick(['new', 'replied']), new Date(createdAt),
  ];
  files.enquiries.add(values);
}
