import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyWalletPassLink } from '../orders';
import { clientAddress } from '../platform/http/client-address';
import { consumeLimit } from '../platform/rate-limit';
import { applePassFile } from './apple-pass';
import { appleCredentials, googleCredentials } from './credentials';
import { googleSaveUrl } from './google-pass';
import { walletPassOf } from './pass-content';

const safeFileName = (text: string) => text.replace(/[^A-Za-z0-9-]/g, '');

/*
 * A ticket's passes behind its signed link (lib/server/orders/wallet-pass-link.ts), which My booking and the
 * tickets' email give: `/wallet/<token>.pkpass`, the Apple Wallet file, and `/wallet/<token>/google`, a
 * redirect to Google's save link signed now (so it carries the ticket as it stands). Counted against the
 * same per-address limit as the booking's other documents (lib/server/my-booking/documents.ts).
 */

const DOWNLOAD_PATH = /^\/wallet\/([\w.-]{1,400})(\.pkpass|\/google)$/;

export const isWalletDownloadPath = (pathname: string): boolean => DOWNLOAD_PATH.test(pathname);

function refuse(res: ServerResponse, status: number, text: string): void {
  res.statusCode = status;
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-robots-tag', 'noindex');
  res.end(text);
}

export async function walletDownloadEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('allow', 'GET');
    return void res.end();
  }
  const match = new URL(req.url ?? '/', 'http://localhost').pathname.match(DOWNLOAD_PATH);
  if (!match) return refuse(res, 404, 'Not found');
  const limit = await consumeLimit('bookingDocumentsByAddress', clientAddress(req));
  if (!limit.allowed) {
    res.setHeader('retry-after', String(limit.retryAfterSeconds));
    return refuse(res, 429, 'Too many downloads: please try again in a few minutes');
  }
  const link = verifyWalletPassLink(match[1]);
  if (!link.ok) return link.reason === 'expired' ? refuse(res, 410, 'This link has expired') : refuse(res, 404, 'Not found');
  const pass = await walletPassOf(link.ticketId);
  if (!pass) return refuse(res, 404, 'Not found');
  // A move reissued the ticket's code: this link's pass was of the old code, which no longer admits.
  if (pass.code !== link.code) return refuse(res, 410, 'This ticket was replaced: use the link in your newest tickets email');
  if (match[2] === '.pkpass') {
    const credentials = appleCredentials(pass.wallet);
    if (!credentials) return refuse(res, 404, 'Not found');
    res.statusCode = 200;
    res.setHeader('content-type', 'application/vnd.apple.pkpass');
    res.setHeader('cache-control', 'no-store');
    res.setHeader('x-robots-tag', 'noindex');
    res.setHeader('content-disposition', `attachment; filename="${safeFileName(pass.bookingId)}-${safeFileName(pass.code)}.pkpass"`);
    return void res.end(req.method === 'HEAD' ? undefined : await applePassFile(pass, credentials));
  }
  const credentials = googleCredentials(pass.wallet);
  if (!credentials) return refuse(res, 404, 'Not found');
  res.statusCode = 302;
  res.setHeader('location', await googleSaveUrl(pass, credentials));
  res.setHeader('cache-control', 'no-store');
  res.end();
}
