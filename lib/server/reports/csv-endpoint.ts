import type { IncomingMessage, ServerResponse } from 'node:http';
import { isAccountingBasis, isSalesGrouping } from '@/lib/domain/reports';
import { adminT, backOfficeHeaders, requestStaff, type AdminT } from '../staff';
import { salesCsv, xeroCsv } from './csv';
import { readJournals, readSalesReport, type Refusal } from './reports-service';

/*
 * The reports' downloads on ADMIN_HOST, with the session cookie, asking the same rule as the API
 * (reports-service.ts):
 *   GET /reports/<parkId>/sales-<grouping>.csv?from=YYYY-MM-DD&to=YYYY-MM-DD
 *   GET /reports/<parkId>/xero-<cash|accrual>.csv?from=...&to=...
 * Answered before the day sheet's (lib/server/app/routes.ts); no-store like every back-office answer.
 */

type Endpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

const REPORT_CSV = /^\/reports\/([A-Za-z0-9_-]{1,100})\/(sales|xero)-([A-Za-z]{1,20})\.csv$/;

function plain(res: ServerResponse, status: number, text: string): void {
  backOfficeHeaders(res);
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(text);
}

const refusal = (res: ServerResponse, { code }: Refusal, t: AdminT) =>
  code === 'forbidden' ? plain(res, 403, `${t('forbidden.heading')}. ${t('forbidden.text')}`) : plain(res, 400, t('reports.invalidRange'));

function download(res: ServerResponse, filename: string, body: string): void {
  backOfficeHeaders(res);
  res.statusCode = 200;
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  res.end(body);
}

/** A report's download path (the screen links to it). */
export const reportCsvPath = (parkId: string, file: string, from: string, to: string): string =>
  `/reports/${encodeURIComponent(parkId)}/${file}.csv?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`;

/** The download a request to ADMIN_HOST asks for, or null (not a report's path). */
export function reportsEndpoint(req: IncomingMessage): Endpoint | null {
  const url = new URL(req.url ?? '/', 'http://admin');
  const match = url.pathname.match(REPORT_CSV);
  if (!match) return null;
  const [, parkId, kind, variant] = match;
  const from = url.searchParams.get('from') ?? '';
  const to = url.searchParams.get('to') ?? '';
  return async (request, res) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return plain(res, 405, 'Method not allowed');
    }
    const member = await requestStaff(request);
    if (!member) {
      backOfficeHeaders(res);
      res.statusCode = 303;
      res.setHeader('location', '/sign-in');
      return void res.end();
    }
    const t = adminT(member.language);
    if (kind === 'sales' && isSalesGrouping(variant)) {
      const read = await readSalesReport(member, parkId, variant, from, to);
      if (!read.ok) return refusal(res, read, t);
      return download(res, `sales-by-${variant}-${parkId}-${from}-${to}.csv`, salesCsv(variant, read.report, read.park.currency ?? 'NZD', t));
    }
    if (kind === 'xero' && isAccountingBasis(variant)) {
      const read = await readJournals(member, parkId, variant, from, to);
      if (!read.ok) return refusal(res, read, t);
      return download(res, `xero-${variant}-${parkId}-${from}-${to}.csv`, xeroCsv(read.journals, read.accounts, variant, read.park.name, read.park.currency ?? 'NZD'));
    }
    return plain(res, 404, 'Not found');
  };
}
