import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAccountingBasis, isSalesGrouping } from '@/lib/domain/reports';
import { adminT, csvDownload, plainAnswer, signedInDownload, type AdminT, type DownloadEndpoint } from '../staff';
import { giftCardsCsv, occupancyHoursCsv, occupancySessionsCsv, salesCsv, xeroCsv } from './csv';
import { readGiftCardReport, readJournals, readOccupancyReport, readSalesReport, type Refusal } from './reports-service';

/*
 * The reports' downloads on ADMIN_HOST, with the session cookie, asking the same rule as the API
 * (reports-service.ts):
 *   GET /reports/<parkId>/sales-<grouping>.csv?from=YYYY-MM-DD&to=YYYY-MM-DD
 *   GET /reports/<parkId>/xero-<cash|accrual>.csv?from=...&to=...
 *   GET /reports/<parkId>/occupancy-<sessions|hours>.csv?from=...&to=...
 *   GET /reports/<parkId>/gift-cards-liability.csv?from=...&to=...
 * Answered before the day sheet's (lib/server/app/routes.ts); no-store like every back-office answer.
 */


const REPORT_CSV = /^\/reports\/([A-Za-z0-9_-]{1,100})\/(sales|xero|occupancy|gift-cards)-([A-Za-z]{1,20})\.csv$/;


const refusal = (res: ServerResponse, { code }: Refusal, t: AdminT) =>
  code === 'forbidden' ? plainAnswer(res, 403, `${t('forbidden.heading')}. ${t('forbidden.text')}`) : plainAnswer(res, 400, t('reports.invalidRange'));


/** A report's download path (the screen links to it). */
export const reportCsvPath = (parkId: string, file: string, from: string, to: string): string =>
  `/reports/${encodeURIComponent(parkId)}/${file}.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** The download a request to ADMIN_HOST asks for, or null (not a report's path). */
export function reportsEndpoint(req: IncomingMessage): DownloadEndpoint | null {
  const url = new URL(req.url ?? '/', 'http://admin');
  const match = url.pathname.match(REPORT_CSV);
  if (!match) return null;
  const [, parkId, kind, variant] = match;
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  return signedInDownload(async (_request, res, member) => {
    const t = adminT(member.language);
    if (kind === 'sales' && isSalesGrouping(variant)) {
      const read = await readSalesReport(member, parkId, variant, from, to);
      if (!read.ok) return refusal(res, read, t);
      return csvDownload(res, `sales-by-${variant}-${parkId}-${from}-${to}.csv`, salesCsv(variant, read.report, read.park.currency ?? 'NZD', t));
    }
    if (kind === 'xero' && isAccountingBasis(variant)) {
      const read = await readJournals(member, parkId, variant, from, to);
      if (!read.ok) return refusal(res, read, t);
      return csvDownload(res, `xero-${variant}-${parkId}-${from}-${to}.csv`, xeroCsv(read.journals, read.accounts, variant, read.park.name, read.park.currency ?? 'NZD'));
    }
    if (kind === 'occupancy' && (variant === 'sessions' || variant === 'hours')) {
      const read = await readOccupancyReport(member, parkId, from, to);
      if (!read.ok) return refusal(res, read, t);
      const body = variant === 'sessions' ? occupancySessionsCsv(read.report, read.park.timeZone, t) : occupancyHoursCsv(read.report, t);
      return csvDownload(res, `occupancy-${variant}-${parkId}-${from}-${to}.csv`, body);
    }
    if (kind === 'gift-cards' && variant === 'liability') {
      const read = await readGiftCardReport(member, parkId, from, to);
      if (!read.ok) return refusal(res, read, t);
      return csvDownload(res, `gift-card-liability-${parkId}-${from}-${to}.csv`, giftCardsCsv(read.report, read.park.currency ?? 'NZD', t));
    }
    return plainAnswer(res, 404, 'Not found');
  });
}
