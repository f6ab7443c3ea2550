import { toLanguage, textIn, type Language } from '@/lib/domain/language';
import { campaignOf } from '@/lib/domain/attribution';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import {
  buildJournals,
  giftCardLiability,
  occupancyReport,
  salesReport,
  shareByWeight,
  validRange,
  type AccountCodes,
  type AccountingBasis,
  type GiftCardLiability,
  type OccupancyReport,
  type Journal,
  type RefundFact,
  type SaleFact,
  type SalesGrouping,
  type SalesReport,
  type TakingFact,
} from '@/lib/domain/reports';
import { mayAct } from '@/lib/domain/staff-access';
import { getCatalogue } from '../activities';
import { rangePlaces } from '../day-sheet';
import { listLocales } from '../locales';
import { db as processDb, type Database } from '../platform/db/client';
import type { StaffMember } from '../staff';
import { accountCodes, chargeRows, giftCardMovements, giftCardOpening, lineRows, orderMoneyRows, refundRows } from './reports-repository';

/*
 * A park's sales and refunds over a range of its local days, and its accounting journals. Who may read
 * them is asked here, of the park named (mayAct('readReports')), so the API and the downloads answer
 * alike. Every figure is computed from the park's orders, lines, charges and refunds on the server, in
 * the park's currency's minor units; lib/domain/reports.ts adds them up.
 */

export type Refusal = { ok: false; code: 'forbidden' | 'invalidRange' };

export interface ReportPark {
  id: string;
  name: string;
  timeZone: string;
  currency: string | null;
}

export interface ReportFacts {
  park: ReportPark;
  from: string;
  to: string;
  sales: SaleFact[];
  takings: TakingFact[];
  refunds: RefundFact[];
}

/** Until a park's settings name its accounts, the export names these (Xero's import then says which are unknown). */
export const UNSET_ACCOUNTS: AccountCodes = { sales: 'SALES', clearing: 'CLEARING', giftCardLiability: 'GIFTCARDS', deferredRevenue: 'DEFERRED', refunds: 'REFUNDS', taxRate: 'Tax Exempt' };

async function reportPark(parkId: string): Promise<ReportPark> {
  const locale = (await listLocales()).find((candidate) => candidate.parkId === parkId);
  return locale ? { id: parkId, name: locale.park?.name ?? parkId, timeZone: locale.timeZone, currency: locale.currency } : { id: parkId, name: parkId, timeZone: 'UTC', currency: null };
}

const title = (texts: Record<string, { title: string } | undefined> | null, language: Language): string | null =>
  texts ? textIn(texts as { en: { title: string } }, language).title : null;

/** Reads the facts of a range: the lines and fees as sales, what orders collected, the refunds. */
export async function readReportFacts(staff: StaffMember, parkId: string, from: string, to: string, database: Database = processDb()): Promise<{ ok: true; facts: ReportFacts } | Refusal> {
  const asked = await askedPark(staff, parkId, from, to);
  if (!asked.ok) return asked;
  const { park } = asked;
  const language = toLanguage(staff.language);
  const [lines, orders, charges, refunds] = await Promise.all([
    lineRows(database, parkId, from, to, park.timeZone),
    orderMoneyRows(database, parkId, from, to, park.timeZone),
    chargeRows(database, parkId, from, to, park.timeZone),
    refundRows(database, parkId, from, to, park.timeZone),
  ]);
  // A line's net total shared over its ticket types by quantity (orders keep a line's total, not each ticket's).
  const sales: SaleFact[] = lines.flatMap((line) => {
    const tickets = line.tickets.length ? line.tickets : [{ variationId: '', quantity: 0, texts: null }];
    const shares = shareByWeight(line.net, tickets.map((t) => t.quantity));
    return tickets.map((ticket, i) => ({
      orderId: line.orderId,
      day: line.paidDay,
      serviceDay: line.sessionDay,
      activity: title(line.activityTexts, language),
      ticketType: title(ticket.texts, language) ?? (ticket.variationId || null),
      channel: line.channel,
      promoCode: line.promoCode,
      campaign: campaignOf(line.attribution),
      quantity: ticket.quantity,
      amount: shares[i],
    }));
  });
  for (const order of orders) {
    if (order.kind === 'booking' && order.cardFee) sales.push({ orderId: order.orderId, day: order.paidDay, serviceDay: order.paidDay, activity: null, ticketType: null, channel: order.channel, promoCode: order.promoCode, campaign: campaignOf(order.attribution), quantity: 0, amount: order.cardFee });
  }
  for (const charge of charges) sales.push({ orderId: charge.orderId, day: charge.paidDay, serviceDay: charge.paidDay, activity: null, ticketType: null, channel: charge.channel, promoCode: charge.promoCode, campaign: campaignOf(charge.attribution), quantity: 0, amount: charge.amount });
  const takings: TakingFact[] = [
    ...orders.map((o) => ({ orderId: o.orderId, day: o.paidDay, kind: o.kind === 'gift' ? ('giftCardSale' as const) : ('booking' as const), money: o.total, giftCard: o.giftCardAmount })),
    ...charges.map((c) => ({ orderId: c.orderId, day: c.paidDay, kind: 'booking' as const, money: c.amount, giftCard: 0 })),
  ];
  const refundFacts: RefundFact[] = refunds.map((r) => ({
    orderId: r.orderId,
    day: r.day,
    activity: title(r.activityTexts, language),
    channel: r.channel,
    promoCode: r.promoCode,
    campaign: campaignOf(r.attribution),
    amount: r.amount,
    to: r.method === 'gift_card' ? 'giftCard' : 'money',
  }));
  return { ok: true, facts: { park, from, to, sales, takings, refunds: refundFacts } };
}

/** Sales paid within the range (the facts also hold lines paid earlier whose sessions fall in it, for accrual). */
export const salesInRange = (facts: ReportFacts): SaleFact[] => facts.sales.filter((s) => s.day >= facts.from && s.day <= facts.to);

export async function readSalesReport(staff: StaffMember, parkId: string, grouping: SalesGrouping, from: string, to: string, database?: Database): Promise<{ ok: true; park: ReportPark; report: SalesReport } | Refusal> {
  const read = await readReportFacts(staff, parkId, from, to, database);
  if (!read.ok) return read;
  return { ok: true, park: read.facts.park, report: salesReport(grouping, salesInRange(read.facts), read.facts.refunds) };
}

export async function readJournals(staff: StaffMember, parkId: string, basis: AccountingBasis, from: string, to: string, database: Database = processDb()): Promise<{ ok: true; park: ReportPark; journals: Journal[]; accounts: AccountCodes } | Refusal> {
  const read = await readReportFacts(staff, parkId, from, to, database);
  if (!read.ok) return read;
  const accounts = (await accountCodes(database, parkId)) ?? UNSET_ACCOUNTS;
  return { ok: true, park: read.facts.park, journals: buildJournals(basis, read.facts), accounts };
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
  const sessions = await rangePlaces(database, [...activities.keys()], from, to, park.timeZone, now);
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

/** What the park owes on its gift cards at the start and end of the range, and the ledger's movements between. */
export async function readGiftCardReport(staff: StaffMember, parkId: string, from: string, to: string, database: Database = processDb()): Promise<{ ok: true; park: ReportPark; report: GiftCardLiability } | Refusal> {
  const asked = await askedPark(staff, parkId, from, to);
  if (!asked.ok) return asked;
  const { park } = asked;
  const [opening, movements] = await Promise.all([giftCardOpening(database, parkId, from, park.timeZone), giftCardMovements(database, parkId, from, to, park.timeZone)]);
  return { ok: true, park, report: giftCardLiability(opening, movements) };
}
