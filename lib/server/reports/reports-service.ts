import { toLanguage, textIn, type Language } from '@/lib/domain/language';
import { campaignOf, type Attribution } from '@/lib/domain/attribution';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import {
  buildJournals,
  giftCardLiability,
  occupancyReport,
  salesReport,
  validRange,
  type AccountCodes,
  type AccountingBasis,
  type DeliveredFact,
  type GiftCardLiability,
  type OccupancyReport,
  type Journal,
  type RefundFact,
  type SaleFact,
  type SalesGrouping,
  type SalesReport,
  type TakingFact,
} from '@/lib/domain/reports';
import { parkDate } from '@/lib/domain/day-sheet';
import { mayAct } from '@/lib/domain/staff-access';
import { getCatalogue } from '../activities';
import { rangePlaces, type RangeSession } from '../day-sheet';
import { listLocales } from '../locales';
import { db as processDb, type Database } from '../platform/db/client';
import type { KeptReport } from '../platform/db/schema';
import type { StaffMember } from '../staff';
import { keptBefore, keptDays, type KeptDaysRead, type Summed, type SummedRow } from './kept-days';
import { accountCodes, chargeRows, deliveredSums, giftCardMovements, giftCardOpening, namesOf, orderSums, refundSums, saleSums, type OrderSumRow, type RefundSumRow, type SaleSumRow, type SumNames } from './reports-repository';

/*
 * A park's sales and refunds over a range of its local days, and its accounting journals. Who may read
 * them is asked here, of the park named (mayAct('readReports')), so the API and the downloads answer
 * alike. Every figure is computed from the park's orders, lines, charges and refunds on the server, in
 * the park's currency's minor units; lib/domain/reports.ts adds them up. A day long over is read from its
 * kept sums (kept-days.ts), the same rows as computed afresh.
 */

export type Refusal = { ok: false; code: 'forbidden' | 'invalidRange' };

export interface ReportPark {
  id: string;
  name: string;
  timeZone: string;
  currency: string | null;
}

/** Until a park's settings name its accounts, the export names these (Xero's import then says which are unknown). */
export const UNSET_ACCOUNTS: AccountCodes = { sales: 'SALES', clearing: 'CLEARING', giftCardLiability: 'GIFTCARDS', deferredRevenue: 'DEFERRED', refunds: 'REFUNDS', taxRate: 'Tax Exempt' };

async function reportPark(parkId: string): Promise<ReportPark> {
  const locale = (await listLocales()).find((candidate) => candidate.parkId === parkId);
  return locale ? { id: parkId, name: locale.park?.name ?? parkId, timeZone: locale.timeZone, currency: locale.currency } : { id: parkId, name: parkId, timeZone: 'UTC', currency: null };
}

const title = (texts: Record<string, { title: string } | undefined> | null, language: Language): string | null =>
  texts ? textIn(texts as { en: { title: string } }, language).title : null;

/** Each group of orders' arrival as the reports name it. */
type Arrived = { channel: SaleFact['channel']; promoCode: string | null; arrival: Attribution | null };

/** A card fee or a move's charge: revenue of no activity or ticket type. */
const feeFact = (day: string, row: Arrived, amount: number): SaleFact => ({ day, activity: null, ticketType: null, channel: row.channel, promoCode: row.promoCode, campaign: campaignOf(row.arrival), quantity: 0, amount });

const promoCode = (id: string | null, names: SumNames): string | null => (id === null ? null : (names.promoCodes.get(id) ?? null));

/** Where a refund's money went: a gift card, or back whence it came. */
const refundTo = (method: RefundSumRow['method']): RefundFact['to'] => (method === 'gift_card' ? 'giftCard' : 'money');

const named = (id: string | null, names: ReadonlyMap<string, Parameters<typeof title>[0]>, language: Language) => (id === null ? null : title(names.get(id) ?? null, language));

type Sums<Row> = (executor: Database, parkId: string, from: string, to: string, timeZone: string) => Promise<Row[]>;

/** A report's sums of the range, the days long over from what is kept of them, summed over what the reader does not tell apart. */
const keptRead = <Row, Day extends keyof Row & string>(database: Database, park: ReportPark, report: KeptReport, sums: Sums<Row>, day: Day, fields: readonly (keyof Row & string)[], from: string, to: string): KeptDaysRead<Row, Day> =>
  ({ report, parkId: park.id, from, to, timeZone: park.timeZone, day, fields, compute: (first, last) => sums(database, park.id, first, last, park.timeZone) });

const keptSums = <Row, Day extends keyof Row & string, Sum extends keyof Row & string>(database: Database, park: ReportPark, report: KeptReport, sums: Sums<Row>, day: Day, fields: readonly (keyof Row & string)[], from: string, to: string, summed: Summed<Row, Sum>) =>
  keptDays(database, keptRead(database, park, report, sums, day, fields, from, to), summed);

const keptOrders = <Sum extends keyof OrderSumRow & string>(database: Database, park: ReportPark, from: string, to: string, summed: Summed<OrderSumRow, Sum>) =>
  keptSums(database, park, 'orders', orderSums, 'paidDay', ['kind', 'channel', 'promoCodeId', 'arrival', 'total', 'giftCardAmount', 'cardFee', 'firstMoneyAt', 'firstGiftCardAt'], from, to, summed);

/** Refunds completed in the range, in the order they first came. */
const keptRefunds = async (database: Database, park: ReportPark, from: string, to: string, by: readonly (keyof RefundSumRow & string)[]) =>
  (await keptSums(database, park, 'refunds', refundSums, 'day', ['channel', 'promoCodeId', 'arrival', 'method', 'activityId', 'amount', 'firstAt'], from, to, { by: ['method', ...by], sum: ['amount'], least: ['firstAt'] }))
    .map((r) => ({ ...r, method: r.method!, firstAt: r.firstAt! }))
    .sort((a, b) => a.firstAt - b.firstAt);

/** The promo codes the rows name. */
const promoCodeIds = (rows: readonly { promoCodeId: string | null }[]) => rows.flatMap((row) => (row.promoCodeId ? [row.promoCodeId] : []));

/**
 * The fields of the sums each grouping's key is made of (lib/domain/reports.ts keyOf, through the facts
 * salesAndRefunds makes of them): the kept days are read summed over the others. A row kind without the
 * field (a refund has no ticket type) is summed over it too.
 */
const KEY_FIELDS = {
  day: [],
  activity: ['activityId'],
  ticketType: ['variationId'],
  channel: ['channel'],
  promoCode: ['promoCodeId'],
  campaign: ['arrival'],
} as const satisfies Record<SalesGrouping, readonly (keyof SaleSumRow)[]>;

const keyFields = <Row>(grouping: SalesGrouping, fields: readonly (keyof Row & string)[]): (keyof Row & string)[] =>
  fields.filter((field) => (KEY_FIELDS[grouping] as readonly string[]).includes(field));

/**
 * Sales paid in the range (lines' ticket types, card fees, charges) and refunds completed in it, as far
 * as the grouping tells them apart. The lines and orders come summed by PostgreSQL (reports-repository.ts
 * saleSums, orderSums): a busy month's lines are 70,000 (docs/performance.md, "Side by side with the
 * demo database").
 */
async function salesAndRefunds(database: Database, park: ReportPark, grouping: SalesGrouping, from: string, to: string, language: Language): Promise<{ sales: SaleFact[]; refunds: RefundFact[] }> {
  const lineFields = ['activityId', 'variationId', 'channel', 'promoCodeId', 'arrival', 'quantity', 'amount'] as const;
  const [lines, orders, charges, refunds] = await Promise.all([
    keptSums(database, park, 'sales', saleSums, 'paidDay', lineFields, from, to, { by: keyFields<SaleSumRow>(grouping, lineFields), sum: ['quantity', 'amount'] }),
    keptOrders(database, park, from, to, { by: ['kind', ...keyFields<OrderSumRow>(grouping, ['channel', 'promoCodeId', 'arrival'])], sum: ['cardFee'] }),
    chargeRows(database, park.id, from, to, park.timeZone),
    keptRefunds(database, park, from, to, keyFields<RefundSumRow>(grouping, ['channel', 'promoCodeId', 'arrival', 'activityId'])),
  ]);
  const names = await namesOf(database, {
    activities: [...lines, ...refunds].flatMap((row) => (row.activityId ? [row.activityId] : [])),
    variations: lines.flatMap((line) => (line.variationId === null ? [] : [line.variationId])),
    promoCodes: [...promoCodeIds(lines), ...promoCodeIds(orders), ...promoCodeIds(refunds)],
  });
  const sales: SaleFact[] = lines.map((line) => ({
    day: line.paidDay,
    activity: named(line.activityId, names.activities, language),
    ticketType: named(line.variationId, names.variations, language) ?? (line.variationId || null),
    channel: line.channel,
    promoCode: promoCode(line.promoCodeId, names),
    campaign: campaignOf(line.arrival),
    quantity: line.quantity,
    amount: line.amount,
  }));
  for (const order of orders) if (order.kind === 'booking' && order.cardFee) sales.push(feeFact(order.paidDay, { ...order, promoCode: promoCode(order.promoCodeId, names) }, order.cardFee));
  for (const charge of charges) sales.push(feeFact(charge.paidDay, { ...charge, arrival: charge.attribution }, charge.amount));
  return {
    sales,
    refunds: refunds.map((r) => ({ day: r.day, activity: named(r.activityId, names.activities, language), channel: r.channel, promoCode: promoCode(r.promoCodeId, names), campaign: campaignOf(r.arrival), amount: r.amount, to: refundTo(r.method) })),
  };
}

/**
 * The takings of orders summed by day, in the order buildJournals met them when it was handed each order
 * by the time paid: each day's kinds (gift cards sold, bookings' money, bookings' gift-card parts) by the
 * first order that brought one in, so each journal's lines stay in the order they were written.
 */
function orderTakings(orders: readonly SummedRow<OrderSumRow, 'paidDay' | 'total' | 'giftCardAmount' | 'cardFee'>[]): TakingFact[] {
  const kinds = new Map<string, { fact: TakingFact; first: number; rank: number }>();
  const add = (day: string, rank: number, first: number | null, fact: TakingFact) => {
    if (first === null) return;
    const found = kinds.get(`${day}/${rank}`);
    if (!found) kinds.set(`${day}/${rank}`, { fact, first, rank });
    else {
      found.fact.money += fact.money;
      found.fact.giftCard += fact.giftCard;
      found.first = Math.min(found.first, first);
    }
  };
  for (const o of orders) {
    if (o.kind === 'gift') add(o.paidDay, 0, o.firstMoneyAt, { day: o.paidDay, kind: 'giftCardSale', money: o.total, giftCard: 0 });
    else {
      add(o.paidDay, 1, o.firstMoneyAt, { day: o.paidDay, kind: 'booking', money: o.total, giftCard: 0 });
      add(o.paidDay, 2, o.firstGiftCardAt, { day: o.paidDay, kind: 'booking', money: 0, giftCard: o.giftCardAmount });
    }
  }
  // An order paid with money and a gift card wrote its money's lines first (rank 1 before 2).
  return [...kinds.values()].sort((a, b) => a.first - b.first || a.rank - b.rank).map((kind) => kind.fact);
}

export async function readSalesReport(staff: StaffMember, parkId: string, grouping: SalesGrouping, from: string, to: string, database: Database = processDb()): Promise<{ ok: true; park: ReportPark; report: SalesReport } | Refusal> {
  const asked = await askedPark(staff, parkId, from, to);
  if (!asked.ok) return asked;
  const { sales, refunds } = await salesAndRefunds(database, asked.park, grouping, from, to, toLanguage(staff.language));
  return { ok: true, park: asked.park, report: salesReport(grouping, sales, refunds) };
}

/** The journals of the range: takings summed by day and kind, refunds, and on the accrual basis the revenue delivered each day. */
export async function readJournals(staff: StaffMember, parkId: string, basis: AccountingBasis, from: string, to: string, database: Database = processDb()): Promise<{ ok: true; park: ReportPark; journals: Journal[]; accounts: AccountCodes } | Refusal> {
  const asked = await askedPark(staff, parkId, from, to);
  if (!asked.ok) return asked;
  const { park } = asked;
  const [orders, charges, refunds, delivered, codes] = await Promise.all([
    keptOrders(database, park, from, to, { by: ['kind'], sum: ['total', 'giftCardAmount', 'cardFee'], least: ['firstMoneyAt', 'firstGiftCardAt'] }),
    chargeRows(database, parkId, from, to, park.timeZone),
    keptRefunds(database, park, from, to, []),
    basis === 'accrual' ? keptSums(database, park, 'delivered', deliveredSums, 'serviceDay', ['amount'], from, to, { by: [], sum: ['amount'] }) : [],
    accountCodes(database, parkId),
  ]);
  const takings: TakingFact[] = [...orderTakings(orders), ...charges.map((c) => ({ day: c.paidDay, kind: 'booking' as const, money: c.amount, giftCard: 0 }))];
  // Lines are delivered on their session's day; card fees and charges when paid.
  const deliveredFacts: DeliveredFact[] = [
    ...delivered,
    ...orders.flatMap((o) => (o.kind === 'booking' && o.cardFee ? [{ serviceDay: o.paidDay, amount: o.cardFee }] : [])),
    ...charges.map((c) => ({ serviceDay: c.paidDay, amount: c.amount })),
  ];
  const refundsBooked = refunds.map((r) => ({ day: r.day, amount: r.amount, to: refundTo(r.method) }));
  const journals = buildJournals(basis, { delivered: deliveredFacts, takings, refunds: refundsBooked, from, to });
  return { ok: true, park, journals, accounts: codes ?? UNSET_ACCOUNTS };
}

/** Who may read a park's reports over a range, and the park: the one check every report makes first. */
async function askedPark(staff: StaffMember, parkId: string, from: string, to: string): Promise<{ ok: true; park: ReportPark } | Refusal> {
  if (!mayAct(staff, 'readReports', parkId)) return { ok: false, code: 'forbidden' };
  if (!validRange(from, to)) return { ok: false, code: 'invalidRange' };
  return { ok: true, park: await reportPark(parkId) };
}

/** The park's sessions of the range with their places and check-ins, as the day sheet counts them, by session and by hour. */
export async function readOccupancyReport(staff: StaffMember, parkId: string, from: string, to: string, database: Database = processDb(), now = new Date()): Promise<{ ok: true; park: ReportPark; report: OccupancyReport } | Refusal> {
  const asked = await askedPark(staff, parkId, from, to);
  if (!asked.ok) return asked;
  const { park } = asked;
  const language = toLanguage(staff.language);
  const activities = new Map((await getCatalogue()).activities.filter((activity) => activity.parkId === parkId).map((activity) => [activity.id, activity]));
  const sessions = await keptPlaces(database, park, [...activities.keys()], from, to, now);
  const hourOf = dateTimeFormat('en-GB', { timeZone: park.timeZone, hour: '2-digit', hourCycle: 'h23' });
  const report = occupancyReport(
    sessions.map((session) => {
      const activity = activities.get(session.activityId);
      return {
        sessionId: session.id,
        activity: activity ? textIn(activity.texts, language).title : session.activityId,
        startsAt: session.startsAt.toISOString(),
        hour: Number(hourOf.format(session.startsAt)),
        capacity: session.capacity,
        sold: session.sold,
        reserved: session.reserved,
        held: session.held,
        checkedIn: session.checkedIn,
        closed: session.closed,
      };
    }),
  );
  return { ok: true, park, report };
}

/**
 * The range's sessions with their places and check-ins, the days long over from what is kept of them. A
 * kept day holds its sessions of every activity then; those of the park's activities now are shown.
 */
async function keptPlaces(database: Database, park: ReportPark, activityIds: readonly string[], from: string, to: string, now: Date): Promise<RangeSession[]> {
  const rows = await keptDays(database, {
    report: 'occupancy',
    parkId: park.id,
    from,
    to,
    timeZone: park.timeZone,
    now,
    day: 'day',
    fields: ['id', 'activityId', 'startsAt', 'closed', 'checkedIn', 'capacity', 'sold', 'reserved', 'held'],
    compute: async (first, last) =>
      (await rangePlaces(database, activityIds, first, last, park.timeZone, now)).map((session) => ({ ...session, day: parkDate(session.startsAt, park.timeZone), startsAt: session.startsAt.toISOString() })),
  });
  const shown = new Set(activityIds);
  return rows
    .filter((row) => shown.has(row.activityId))
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.activityId.localeCompare(b.activityId))
    .map(({ day: _day, ...session }) => ({ ...session, startsAt: new Date(session.startsAt) }));
}

/** What the park owes on its gift cards at the start and end of the range, and the ledger's movements between. */
export async function readGiftCardReport(staff: StaffMember, parkId: string, from: string, to: string, database: Database = processDb()): Promise<{ ok: true; park: ReportPark; report: GiftCardLiability } | Refusal> {
  const asked = await askedPark(staff, parkId, from, to);
  if (!asked.ok) return asked;
  const { park } = asked;
  const [opening, movements] = await Promise.all([
    keptBefore(database, { report: 'giftCardOpening', parkId, day: from, timeZone: park.timeZone, compute: () => giftCardOpening(database, parkId, from, park.timeZone) }),
    keptDays(database, keptRead(database, park, 'giftCards', giftCardMovements, 'day', ['kind', 'amount', 'entries'], from, to)),
  ]);
  movements.sort((a, b) => a.day.localeCompare(b.day) || a.kind.localeCompare(b.kind));
  return { ok: true, park, report: giftCardLiability(opening, movements) };
}
