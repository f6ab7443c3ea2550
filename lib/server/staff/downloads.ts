import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StaffMember } from './accounts';
import { common as backOfficeHeaders, requestStaff } from './endpoints';

/*
 * The back office's file downloads on ADMIN_HOST (the day sheet's and the reports' CSV): a GET with the
 * session cookie, answered no-store like every back-office answer.
 */

export type DownloadEndpoint = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A short plain-text answer (a refusal, a 404). */
export function plainAnswer(res: ServerResponse, status: number, text: string): void {
  backOfficeHeaders(res);
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.end(text);
}

/** A CSV file to save. */
export function csvDownload(res: ServerResponse, filename: string, body: string): void {
  backOfficeHeaders(res);
  res.statusCode = 200;
  res.setHeader('content-type', 'text/csv; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${filename}"`);
  res.end(body);
}

/** GET or HEAD by a signed-in member; a link followed after the session ended signs in again, as every screen asks. */
export function signedInDownload(read: (req: IncomingMessage, res: ServerResponse, member: StaffMember) => Promise<void>): DownloadEndpoint {
  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('allow', 'GET, HEAD');
      return plainAnswer(res, 405, 'Method not allowed');
    }
    const member = await requestStaff(req);
    if (!member) {
      backOfficeHeaders(res);
      res.statusCode = 303;
      res.setHeader('location', '/sign-in');
      return void res.end();
    }
    return read(req, res, member);
  };
}
