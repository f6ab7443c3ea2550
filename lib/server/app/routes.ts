import type { IncomingMessage, ServerResponse } from 'node:http';
import { isGraphQLPath, serveGraphQL } from '../graphql';
import { handleNotification } from '../payments';
import { readBody } from '../platform/http/body';
import { checkHealth } from '../platform/health';
import { TICKET_KEYS_PATH, ticketKeysEndpoint } from '../check-in';
import { daySheetEndpoint } from '../day-sheet';
import { reportsEndpoint } from '../reports';
import { isMediaPath, mediaEndpoint, uploadEndpoint } from '../images';
import { isOctoPath, octoEndpoint } from '../octo';
import { bookingDocumentEndpoint, isBookingDocumentPath } from '../my-booking';
import { isThingsToDoFeedPath, thingsToDoFeedEndpoint } from '../site';
import { isWidgetScriptPath, widgetScriptEndpoint } from '../site';
import { backOfficeEndpoint, isBackOfficeRequest } from '../staff';
import { isWalletDownloadPath, isWalletServicePath, walletDownloadEndpoint, walletServiceEndpoint } from '../wallet';

/*
 * The server's own endpoints, answered before Next.js sees the request (serve.ts): GraphQL (issue #10:
 * routing it through Next cost about as much CPU as answering it), the load balancer's health check and
 * the payment providers' notifications, and the files the sites serve (a booking's documents, a park's
 * Things to do feed). None renders a page, so none needs Next, and each runs in the
 * process's one module graph. Requests for the back office's host (ADMIN_HOST) are the back office's
 * alone (lib/server/staff): none of the sites' endpoints or pages answers there, and its screens are
 * rendered by Next at their own paths (serve.ts, screenUrl).
 */

const GATEWAY_ID = /^[\w-]{1,100}$/;

const NOTIFY_PATH = /^\/api\/payments\/notify\/([^/?]+)$/;

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** /api/health: what a load balancer and an operator need to know (lib/server/platform/health.ts). */
async function health(res: ServerResponse): Promise<void> {
  const report = await checkHealth();
  res.statusCode = report.status === 'down' ? 503 : 200;
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(report));
}

/** Provider notifications, one URL per gateway (issue #5). Forged ones get 401 and change nothing. */
async function notify(req: IncomingMessage, res: ServerResponse, gatewayId: string, url: URL): Promise<void> {
  // A gateway's id is a short slug (demo/payments.ts); a segment that cannot be one names no gateway.
  if (!GATEWAY_ID.test(gatewayId)) {
    res.statusCode = 404;
    res.setHeader('content-type', 'text/plain');
    res.end('unknown gateway');
    return;
  }
  if (req.method !== 'POST' && req.method !== 'GET') {
    res.statusCode = 405;
    res.setHeader('allow', 'GET, POST');
    res.end();
    return;
  }
  // Providers sign the exact bytes they send: the body is read raw and verified by the gateway's adapter.
  const read = await readBody(req);
  if (!read.ok) {
    res.statusCode = read.status;
    res.end();
    return;
  }
  const reply = await handleNotification(gatewayId, {
    method: req.method,
    // Antom signs the path the notification was posted to.
    path: req.url,
    headers: Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, single(value)])),
    query: Object.fromEntries(url.searchParams),
    rawBody: read.text,
  });
  res.statusCode = reply.status;
  res.setHeader('content-type', reply.contentType);
  res.end(reply.body);
}

function methodNotAllowed(res: ServerResponse): void {
  res.statusCode = 405;
  res.setHeader('allow', 'POST');
  res.end();
}

/** The endpoint for this request, or null: Next.js renders it. */
export function endpointFor(req: IncomingMessage): ((req: IncomingMessage, res: ServerResponse) => Promise<void> | void) | null {
  const url = new URL(req.url ?? '/', 'http://localhost');
  // A load balancer's check answers on every host name.
  if (url.pathname === '/api/health') return (_req, res) => health(res);
  // The tickets' public keys, on every host: any scanner checks a ticket's signature with them alone.
  if (url.pathname === TICKET_KEYS_PATH) return ticketKeysEndpoint;
  // Uploaded images' files (issue #23), on every host: the sites' pages and the back office show them.
  if (isMediaPath(url.pathname)) return mediaEndpoint;
  if (isBackOfficeRequest(req)) {
    if (url.pathname === '/api/images') return (request, res) => (request.method === 'POST' ? uploadEndpoint(request, res) : methodNotAllowed(res));
    // The back office's API: its own schema and context (lib/server/graphql/schema.ts), on its host only.
    if (isGraphQLPath(req.url)) return (request, res) => serveGraphQL(request, res, 'staff');
    // The reports' and the day sheet's CSV exports are files the server writes, never Next's public files.
    return backOfficeEndpoint(req) ?? reportsEndpoint(req) ?? daySheetEndpoint(req);
  }
  if (isGraphQLPath(req.url)) return serveGraphQL;
  // The OCTO supplier API for resellers, on each park's own domain (docs/octo.md): JSON, never a page.
  if (isOctoPath(url.pathname)) return octoEndpoint;
  // The booking widget's loader for partners' pages (docs/widget.md): a script, not a page.
  if (isWidgetScriptPath(url.pathname)) return widgetScriptEndpoint;
  // A booking's PDF and calendar file behind its My booking link (issue #24): files, not pages.
  if (isBookingDocumentPath(url.pathname)) return bookingDocumentEndpoint;
  // A ticket's wallet passes by its own signed link, and Apple's web service for the passes installed (lib/server/wallet).
  if (isWalletDownloadPath(url.pathname)) return walletDownloadEndpoint;
  if (isWalletServicePath(url.pathname)) return walletServiceEndpoint;
  // A park's products as Google's Things to do feed, on each of its domains: a file for its operator to upload.
  if (isThingsToDoFeedPath(url.pathname)) return thingsToDoFeedEndpoint;
  const gateway = url.pathname.match(NOTIFY_PATH);
  if (gateway) return (request, res) => notify(request, res, gateway[1], url);
  return null;
}
