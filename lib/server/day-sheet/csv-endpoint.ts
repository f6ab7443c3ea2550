import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminT, csvDownload, plainAnswer, signedInDownload, type AdminT, type DownloadEndpoint } from '../staff';
import { daySheetCsv, manifestCsv } from './csv';
import { readDaySheet, readSessionManifest, type Refusal } from './day-sheet-service';

/*
 * The day sheet's CSV exports on ADMIN_HOST: GET /day/<parkId>/<YYYY-MM-DD>.csv (the sessions and their
 * counts) and GET /sessions/<sessionId>/manifest.csv (a session's bookings). Answered by the server
 * (lib/server/app/routes.ts, beside the back office's own endpoints), before serve.ts would hand a path
 * with an extension to Next as a public file; every other .csv path there is a plain 404. Each needs the
 * session cookie and asks the same rule as the API (day-sheet-service.ts); a download is no-store, like
 * every answer of the back office.
 */


const DAY_CSV = /^\/day\/([A-Za-z0-9_-]{1,100})\/(\d{4}-\d{2}-\d{2})\.csv$/;
const MANIFEST_CSV = /^\/sessions\/([0-9A-Fa-f-]{36})\/manifest\.csv$/;


function refusal(res: ServerResponse, { code }: Refusal, t: AdminT): void {
  if (code === 'forbidden') plainAnswer(res, 403, `${t('forbidden.heading')}. ${t('forbidden.text')}`);
  else plainAnswer(res, 400, t('daySheet.invalidDate'));
}


/** A file name's part: letters, digits and dashes only. */
const slug = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');


/** The CSV export a request to ADMIN_HOST asks for, or null (not a .csv path). */
export function daySheetEndpoint(req: IncomingMessage): DownloadEndpoint | null {
  const { pathname } = new URL(req.url ?? '/', 'http://admin');
  if (!pathname.endsWith('.csv')) return null;
  const day = pathname.match(DAY_CSV);
  if (day) {
    const [, parkId, date] = day;
    return signedInDownload(async (_req, res, member) => {
      const t = adminT(member.language);
      const read = await readDaySheet(member, parkId, date);
      if (!read.ok) return refusal(res, read, t);
      csvDownload(res, `day-sheet-${slug(parkId)}-${date}.csv`, daySheetCsv(read.sheet, t));
    });
  }
  const manifest = pathname.match(MANIFEST_CSV);
  if (manifest) {
    return signedInDownload(async (_req, res, member) => {
      const t = adminT(member.language);
      const read = await readSessionManifest(member, manifest[1].toLowerCase());
      if (!read.ok) return refusal(res, read, t);
      const { date, session } = read.manifest;
      csvDownload(res, `manifest-${date}-${session.startTime.replace(':', '')}-${slug(read.manifest.park.id)}-${session.id.slice(0, 8)}.csv`, manifestCsv(read.manifest, t));
    });
  }
  return async (_req, res) => plainAnswer(res, 404, 'Not found');
}
