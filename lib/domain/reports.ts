/**
 * Sales and refunds reports and the accounting export (lib/server/reports). Pure: the server reads the
 * park's orders, lines, charges, refunds and gift-card ledger into the facts below (amounts in integer
 * minor units of the park's currency, days as the park's local 'YYYY-MM-DD'), and everything a report
 * or a journal shows is added up here, so the figures can be proved against each other without a
 * database.
 */
import { GIFT_CARD_ENTRY_KINDS, type GiftCardEntryKind } from './gift-card-ledger';
import type { OrderChannel } from './order-channel';

/** What a report groups sales and refunds by. */
export const SALES_GROUPINGS = ['day', 'activity', 'ticketType', 'channel', 'campaign', 'promoCode'] as const;
export type SalesGrouping = (typeof SALES_GROUPINGS)[number];
export const isSalesGrouping = (value: unknown): value is SalesGrouping => (SALES_GROUPINGS as readonly unknown[]).includes(value);

/** The words (a key of locales/<lng>/admin.json) for a sales group without a key: no promo code, no campaign; else fees, charges and refunds. */
export const noKeyWords = (grouping: SalesGrouping): 'reports.noPromoCode' | 'reports.noCampaign' | 'reports.other' =>
  grouping === 'promoCode' ? 'reports.noPromoCode' : grouping === 'campaign' ? 'reports.noCampaign' : 'reports.other';

/** Every report the screen offers: sales grouped one way, occupancy, and the gift cards' liability. */
export const REPORT_KINDS = [...SALES_GROUPINGS, 'occupancy', 'giftCards'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const isReportKind = (value: unknown): value is ReportKind => (REPORT_KINDS as readonly unknown[]).includes(value);

/** How the accounting export recognises revenue: when money moves, or when the session takes place. */
export const ACCOUNTING_BASES = ['cash', 'accrual'] as const;
export type AccountingBasis = (typeof ACCOUNTING_BASES)[number];
export const isAccountingBasis = (value: unknown): value is AccountingBasis => (ACCOUNTING_BASES as readonly unknown[]).includes(value);

/**
 * Revenue paid on a day, summed over the orders alike (lib/server/reports adds them up in SQL): ticket
 * types' shares of order lines (a line's net total after its discount, shared by quantity), or orders'
 * card fees and moves' charges (no activity, no ticket type). `day` is when it was paid for. A fact may
 * sum over what the report does not group by: then that is null (a channel too).
 */
export interface SaleFact {
  day: string;
  activity: string | null;
  ticketType: string | null;
  channel: OrderChannel | null;
  promoCode: string | null;
  /** How the orders' visits arrived (lib/domain/attribution.ts campaignOf); null when directly or unknown. */
  campaign: string | null;
  quantity: number;
  amount: number;
}

/**
 * Revenue delivered on a day, for the accrual basis: order lines' net totals on their session's day, card
 * fees and moves' charges on the day paid.
 */
export interface DeliveredFact {
  serviceDay: string;
  amount: number;
}

/**
 * Money that came in on a day, summed over the orders alike: through a gateway or at the desk (`money`),
 * or from gift cards. The journals' lines of a day come in the order their kinds first came in (Xero
 * shows them so): lib/server/reports hands the facts over in that order.
 */
export interface TakingFact {
  day: string;
  /** Bookings (revenue) or gift-card purchases (the park now owes the cards' value). */
  kind: 'booking' | 'giftCardSale';
  money: number;
  giftCard: number;
}

/** Money given back, on the day it completed: to the payment it came from, or as a new gift card. Like a SaleFact, it may sum over what the report does not group by. */
export interface RefundFact {
  day: string;
  activity: string | null;
  channel: OrderChannel | null;
  promoCode: string | null;
  /** How the order's visit arrived (lib/domain/attribution.ts campaignOf); null when directly or unknown. */
  campaign: string | null;
  amount: number;
  to: 'money' | 'giftCard';
}

export interface ReportRow {
  /** The group's key (a day, an activity's name, a channel...); null for what has none (fees, charges). */
  key: string | null;
  sales: number;
  quantity: number;
  refunds: number;
  net: number;
}

export interface SalesReport {
  rows: ReportRow[];
  totals: { sales: number; quantity: number; refunds: number; net: number };
}

const keyOf = (grouping: SalesGrouping, fact: { day: string; activity: string | null; channel: OrderChannel | null; promoCode: string | null; campaign: string | null; ticketType?: string | null }): string | null => {
  switch (grouping) {
    case 'day':
      return fact.day;
    case 'activity':
      return fact.activity;
    case 'ticketType':
      return fact.ticketType ?? null;
    case 'channel':
      return fact.channel;
    case 'promoCode':
      return fact.promoCode;
    case 'campaign':
      return fact.campaign;
  }
};

/**
 * Sales and refunds of the range grouped one way. A refund is not split by ticket type (it gives back
 * money, not tickets), so under that grouping it lands in the null row. Days come in calendar order,
 * other groups by sales, largest first, the null group last.
 */
export function salesReport(grouping: SalesGrouping, sales: readonly SaleFact[], refunds: readonly RefundFact[]): SalesReport {
  const rows = new Map<string | null, ReportRow>();
  const row = (key: string | null): ReportRow => {
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { key, sales: 0, quantity: 0, refunds: 0, net: 0 }));
    return found;
  };
  for (const sale of sales) {
    const r = row(keyOf(grouping, sale));
    r.sales += sale.amount;
    r.quantity += sale.quantity;
  }
  for (const refund of refunds) row(keyOf(grouping, { ...refund, ticketType: null })).refunds += refund.amount;
  const list = [...rows.values()].map((r) => ({ ...r, net: r.sales - r.refunds }));
  list.sort((a, b) => {
    if (a.key === null || b.key === null) return a.key === null ? (b.key === null ? 0 : 1) : -1;
    return grouping === 'day' ? a.key.localeCompare(b.key) : b.sales - a.sales || a.key.localeCompare(b.key);
  });
  const totals = list.reduce((t, r) => ({ sales: t.sales + r.sales, quantity: t.quantity + r.quantity, refunds: t.refunds + r.refunds, net: t.net + r.net }), { sales: 0, quantity: 0, refunds: 0, net: 0 });
  return { rows: list, totals };
}

/**
 * An amount shared over weights (ticket quantities) so the shares add up to it exactly: each its floor,
 * then the cents left over one each to the largest remainders, earlier first.
 */
export function shareByWeight(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (total <= 0) return weights.map((_, i) => (i === 0 ? amount : 0));
  const exact = weights.map((w) => (amount * w) / total);
  const shares = exact.map(Math.floor);
  let left = amount - shares.reduce((sum, s) => sum + s, 0);
  const order = exact.map((e, i) => ({ i, rest: e - Math.floor(e) })).sort((a, b) => b.rest - a.rest || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

/** The park's accounts the journals post to (parks' account columns; lib/domain/park-settings.ts validates them). */
export interface AccountCodes {
  sales: string;
  clearing: string;
  giftCardLiability: string;
  deferredRevenue: string;
  refunds: string;
  /** The Xero tax rate name every line carries, such as "15% GST on Income" or "Tax Exempt". */
  taxRate: string;
}

export type AccountRole = Exclude<keyof AccountCodes, 'taxRate'>;

export interface JournalLine {
  account: AccountRole;
  /** Positive a debit, negative a credit (Xero's sign). */
  amount: number;
  description: string;
}

export interface Journal {
  day: string;
  lines: JournalLine[];
}

/** One movement: an amount from one account to another (debit, credit), so every journal balances. */
interface Posting {
  day: string;
  debit: AccountRole;
  credit: AccountRole;
  amount: number;
  description: string;
}

/**
 * The day-by-day journals of the range. Cash basis: revenue when collected (money or a gift card's
 * redemption), a gift card bought is owed, a refund is booked when it completes. Accrual basis: what is
 * collected for bookings waits in deferred revenue, and becomes revenue on the day its session takes
 * place (fees and move charges on the day paid); refunds are booked when they complete, as on the cash
 * basis. Lines of one day are merged by account and description; each journal sums to zero.
 */
export function buildJournals(basis: AccountingBasis, input: { delivered: readonly DeliveredFact[]; takings: readonly TakingFact[]; refunds: readonly Pick<RefundFact, 'day' | 'amount' | 'to'>[]; from: string; to: string }): Journal[] {
  const inRange = (day: string) => day >= input.from && day <= input.to;
  const postings: Posting[] = [];
  const revenue: AccountRole = basis === 'cash' ? 'sales' : 'deferredRevenue';
  for (const t of input.takings) {
    if (t.kind === 'giftCardSale') {
      if (t.money) postings.push({ day: t.day, debit: 'clearing', credit: 'giftCardLiability', amount: t.money, description: 'Gift cards sold' });
      continue;
    }
    if (t.money) postings.push({ day: t.day, debit: 'clearing', credit: revenue, amount: t.money, description: 'Bookings paid' });
    if (t.giftCard) postings.push({ day: t.day, debit: 'giftCardLiability', credit: revenue, amount: t.giftCard, description: 'Bookings paid by gift card' });
  }
  if (basis === 'accrual') {
    for (const s of input.delivered) {
      if (s.amount) postings.push({ day: s.serviceDay, debit: 'deferredRevenue', credit: 'sales', amount: s.amount, description: 'Sessions delivered' });
    }
  }
  for (const r of input.refunds) {
    postings.push({ day: r.day, debit: 'refunds', credit: r.to === 'money' ? 'clearing' : 'giftCardLiability', amount: r.amount, description: r.to === 'money' ? 'Refunds' : 'Refunds to gift cards' });
  }
  const days = new Map<string, Map<string, JournalLine>>();
  for (const p of postings) {
    if (!inRange(p.day)) continue;
    let lines = days.get(p.day);
    if (!lines) days.set(p.day, (lines = new Map()));
    for (const [account, amount] of [[p.debit, p.amount], [p.credit, -p.amount]] as const) {
      const key = `${account}\u0000${p.description}`;
      const line = lines.get(key) ?? { account, amount: 0, description: p.description };
      line.amount += amount;
      lines.set(key, line);
    }
  }
  return [...days.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, lines]) => ({ day, lines: [...lines.values()].filter((line) => line.amount !== 0) }))
    .filter((journal) => journal.lines.length > 0);
}

/** Whether every journal sums to zero (Xero refuses one that does not). */
export const journalsBalance = (journals: readonly Journal[]): boolean => journals.every((j) => j.lines.reduce((sum, line) => sum + line.amount, 0) === 0);

/** Xero's manual-journal import columns, in its template's order (help.xero.com ManualJournalsImport). */
export const XERO_COLUMNS = ['Narration', 'Date', 'Description', 'AccountCode', 'TaxRate', 'Amount', 'TrackingName1', 'TrackingOption1', 'TrackingName2', 'TrackingOption2'] as const;

/** 'YYYY-MM-DD' as Xero's import reads a date: dd/mm/yyyy. */
export const xeroDate = (day: string): string => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;

/** The rows of Xero's import (after its heading): one journal a day, its lines with the park's accounts. */
export function xeroRows<A>(journals: readonly Journal[], accounts: AccountCodes, narration: (day: string) => string, decimal: (minor: number) => A): (string | A)[][] {
  return journals.flatMap((journal) =>
    journal.lines.map((line) => [narration(journal.day), xeroDate(journal.day), line.description, accounts[line.account], accounts.taxRate, decimal(line.amount), '', '', '', '']),
  );
}

/** The sum of what an account received over the journals (debits positive). */
export const accountTotal = (journals: readonly Journal[], account: AccountRole): number =>
  journals.reduce((sum, j) => sum + j.lines.filter((line) => line.account === account).reduce((s, line) => s + line.amount, 0), 0);

/** Whether 'YYYY-MM-DD' .. 'YYYY-MM-DD' is a range of real days, in order, at most `maxDays` long. */
export function validRange(from: string, to: string, maxDays = 366): boolean {
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(from) || !day.test(to)) return false;
  const a = Date.parse(`${from}T00:00:00Z`);
  const b = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(a) || Number.isNaN(b)) return false;
  if (new Date(a).toISOString().slice(0, 10) !== from || new Date(b).toISOString().slice(0, 10) !== to) return false;
  return b >= a && (b - a) / 86_400_000 < maxDays;
}

/** A session of the range as the day sheet counts it (lib/server/day-sheet), with its activity's name and its hour on the park's clock. */
export interface OccupancyFact {
  sessionId: string;
  activity: string;
  startsAt: string;
  /** 0-23, the session's start on the park's clock. */
  hour: number;
  capacity: number;
  sold: number;
  reserved: number;
  held: number;
  checkedIn: number;
  closed: boolean;
}

export interface OccupancyHour {
  hour: number;
  sessions: number;
  capacity: number;
  /** Places sold and reserved. */
  booked: number;
  checkedIn: number;
}

export interface OccupancyReport {
  sessions: OccupancyFact[];
  hours: OccupancyHour[];
  totals: { sessions: number; capacity: number; booked: number; checkedIn: number };
}

/** A share of places in whole percent, rounded half up; 0 of no capacity is 0 (a closed session can have none). */
export const percentOf = (part: number, whole: number): number => (whole > 0 ? Math.round((part * 100) / whole) : 0);

/**
 * Occupancy of a range: each session in start order, and the sessions added up by the hour they start
 * (the park's clock), so a manager sees which times of day fill. Booked = sold + reserved; places held
 * by carts are shown per session but not booked.
 */
export function occupancyReport(facts: readonly OccupancyFact[]): OccupancyReport {
  const sessions = [...facts].sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.activity.localeCompare(b.activity));
  const hours = new Map<number, OccupancyHour>();
  for (const session of sessions) {
    const hour = hours.get(session.hour) ?? { hour: session.hour, sessions: 0, capacity: 0, booked: 0, checkedIn: 0 };
    hour.sessions += 1;
    hour.capacity += session.capacity;
    hour.booked += session.sold + session.reserved;
    hour.checkedIn += session.checkedIn;
    hours.set(session.hour, hour);
  }
  const byHour = [...hours.values()].sort((a, b) => a.hour - b.hour);
  const totals = byHour.reduce((t, h) => ({ sessions: t.sessions + h.sessions, capacity: t.capacity + h.capacity, booked: t.booked + h.booked, checkedIn: t.checkedIn + h.checkedIn }), { sessions: 0, capacity: 0, booked: 0, checkedIn: 0 });
  return { sessions, hours: byHour, totals };
}

/** One day's ledger entries of one kind over the park's cards (amounts signed as the ledger keeps them). */
export interface GiftCardMovementFact {
  day: string;
  kind: GiftCardEntryKind;
  amount: number;
  entries: number;
}

export interface GiftCardLiability {
  /** What the park owed on its cards when the range began, and when it ended. */
  opening: number;
  closing: number;
  /** Each kind of entry in the range, in the ledger's order of kinds (none left out: a zero is a figure too). */
  movements: { kind: GiftCardEntryKind; amount: number; entries: number }[];
  /** Each day with a movement: what came on, what went off, and the balance owed at its end. */
  days: { day: string; credits: number; debits: number; closing: number }[];
}

/**
 * The gift cards' liability over a range: the opening balance (every entry before it), the range's entries
 * by kind and by day, and the closing balance, which is always opening + the entries, to the cent.
 */
export function giftCardLiability(opening: number, movements: readonly GiftCardMovementFact[]): GiftCardLiability {
  const byKind = new Map<GiftCardEntryKind, { amount: number; entries: number }>();
  const byDay = new Map<string, { credits: number; debits: number }>();
  for (const movement of movements) {
    const kind = byKind.get(movement.kind) ?? { amount: 0, entries: 0 };
    kind.amount += movement.amount;
    kind.entries += movement.entries;
    byKind.set(movement.kind, kind);
    const day = byDay.get(movement.day) ?? { credits: 0, debits: 0 };
    if (movement.amount >= 0) day.credits += movement.amount;
    else day.debits -= movement.amount;
    byDay.set(movement.day, day);
  }
  let balance = opening;
  const days = [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, { credits, debits }]) => ({ day, credits, debits, closing: (balance += credits - debits) }));
  return {
    opening,
    closing: balance,
    movements: GIFT_CARD_ENTRY_KINDS.map((kind) => ({ kind, ...(byKind.get(kind) ?? { amount: 0, entries: 0 }) })),
    days,
  };
}
