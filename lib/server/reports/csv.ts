import { stringify } from 'csv-stringify/sync';
import { csvCell } from '@/lib/domain/day-sheet';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import { isOrderChannel } from '@/lib/domain/order-channel';
import { dateTimeFormat } from '@/lib/domain/intl-formats';
import { noKeyWords, percentOf, XERO_COLUMNS, xeroRows, type AccountCodes, type AccountingBasis, type GiftCardLiability, type Journal, type OccupancyReport, type SalesGrouping, type SalesReport } from '@/lib/domain/reports';
import type { AdminT } from '../staff';

/*
 * The reports' downloads. Every cell goes through csvCell (lib/domain/day-sheet.ts), so a name staff or a
 * visitor typed (an activity, a promo code) cannot become a spreadsheet formula; amounts are plain
 * decimals in the park's currency, which the headings name.
 */

type Cell = string | number | null;

/**
 * An amount as a number cell, sign and all (a refund's net may be below zero; Xero's credits are): a
 * number is never read as a formula, where the text "-7.00" would be escaped by csvCell. Converted
 * through the decimal digits, never by dividing.
 */
export const amountCell = (minor: number, currency: string): number => (minor < 0 ? -Number(toDecimalAmount(-minor, currency)) : Number(toDecimalAmount(minor, currency)));

const csv = (rows: Cell[][], bom = true): string => stringify(rows.map((row) => row.map(csvCell)), { bom, record_delimiter: 'windows' });

/** A report's key as a person reads it: a channel's name, "Other" for fees and charges, "None" for no promo code. */
export function groupLabel(grouping: SalesGrouping, key: string | null, t: AdminT): string {
  if (grouping === 'channel' && isOrderChannel(key)) return t(`reports.channel.${key}`);
  if (key === null) return t(noKeyWords(grouping));
  return key;
}

export function salesCsv(grouping: SalesGrouping, report: SalesReport, currency: string, t: AdminT): string {
  const money = (minor: number) => amountCell(minor, currency);
  return csv([
    [t(`reports.grouping.${grouping}`), t('reports.column.quantity'), t('reports.column.salesIn', { currency }), t('reports.column.refundsIn', { currency }), t('reports.column.netIn', { currency })],
    ...report.rows.map((row) => [groupLabel(grouping, row.key, t), row.quantity, money(row.sales), money(row.refunds), money(row.net)]),
    [t('reports.total'), report.totals.quantity, money(report.totals.sales), money(report.totals.refunds), money(report.totals.net)],
  ]);
}

/**
 * Xero's manual-journal import: its own column names (English, whatever the member's language, as Xero
 * reads them), no byte order mark, dd/mm/yyyy dates, debits positive and credits negative.
 */
export function xeroCsv(journals: readonly Journal[], accounts: AccountCodes, basis: AccountingBasis, parkName: string, currency: string): string {
  const narration = (day: string) => `${parkName} ${basis === 'cash' ? 'sales (cash basis)' : 'sales (accrual basis)'} ${day}`;
  return csv([[...XERO_COLUMNS], ...xeroRows(journals, accounts, narration, (minor) => amountCell(minor, currency))], false);
}

/** The hour a session starts, written as a time: '09:00'. */
const hourCell = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** Every session of the range: its start on the park's clock (date and time, sortable), places and check-ins. */
export function occupancySessionsCsv(report: OccupancyReport, timeZone: string, t: AdminT): string {
  const start = dateTimeFormat('sv-SE', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return csv([
    [t('reports.occupancy.startsAt'), t('reports.occupancy.activity'), t('reports.occupancy.capacity'), t('reports.occupancy.sold'), t('reports.occupancy.reserved'), t('reports.occupancy.held'), t('reports.occupancy.checkedIn'), `${t('reports.occupancy.occupancy')} (%)`, t('reports.occupancy.closed')],
    ...report.sessions.map((s) => [start.format(new Date(s.startsAt)), s.activity, s.capacity, s.sold, s.reserved, s.held, s.checkedIn, percentOf(s.sold + s.reserved, s.capacity), s.closed ? t('reports.occupancy.closed') : '']),
  ]);
}

/** The sessions added up by the hour they start. */
export function occupancyHoursCsv(report: OccupancyReport, t: AdminT): string {
  const row = (label: string, h: { sessions: number; capacity: number; booked: number; checkedIn: number }): Cell[] => [label, h.sessions, h.capacity, h.booked, h.checkedIn, percentOf(h.booked, h.capacity)];
  return csv([
    [t('reports.occupancy.hour'), t('reports.occupancy.sessions'), t('reports.occupancy.capacity'), t('reports.occupancy.booked'), t('reports.occupancy.checkedIn'), `${t('reports.occupancy.occupancy')} (%)`],
    ...report.hours.map((h) => row(hourCell(h.hour), h)),
    row(t('reports.total'), report.totals),
  ]);
}

/** The liability: the opening balance, each kind of movement, the closing balance; then each day's. */
export function giftCardsCsv(report: GiftCardLiability, currency: string, t: AdminT): string {
  const money = (minor: number) => amountCell(minor, currency);
  return csv([
    [t('reports.giftCards.movement'), t('reports.giftCards.entries'), t('reports.giftCards.amountIn', { currency })],
    [t('reports.giftCards.opening'), null, money(report.opening)],
    ...report.movements.map((m) => [t(`giftCards.kind.${m.kind}`), m.entries, money(m.amount)]),
    [t('reports.giftCards.closing'), null, money(report.closing)],
    [],
    [t('reports.giftCards.day'), t('reports.giftCards.creditsIn', { currency }), t('reports.giftCards.debitsIn', { currency }), t('reports.giftCards.closingIn', { currency })],
    ...report.days.map((d) => [d.day, money(d.credits), money(d.debits), money(d.closing)]),
  ]);
}
