import { stringify } from 'csv-stringify/sync';
import { csvCell } from '@/lib/domain/day-sheet';
import { toDecimalAmount } from '@/lib/domain/decimal-amount';
import { isOrderChannel } from '@/lib/domain/order-channel';
import { XERO_COLUMNS, xeroRows, type AccountCodes, type AccountingBasis, type Journal, type SalesGrouping, type SalesReport } from '@/lib/domain/reports';
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
  if (key === null) return grouping === 'promoCode' ? t('reports.noPromoCode') : t('reports.other');
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
