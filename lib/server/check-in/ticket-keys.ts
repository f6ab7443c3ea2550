import type { IncomingMessage, ServerResponse } from 'node:http';
import { publishedTicketKeys } from '../orders';

export const TICKET_KEYS_PATH = '/api/ticket-keys';

/**
 * GET /api/ticket-keys: the public keys tickets' SR2 codes are checked with (lib/domain/ticket-signature.ts),
 * the current one first, then those retired but still admitting. Public by nature, on every host: a
 * scanner, the back office's own or a reseller's, needs nothing else to refuse a forged ticket offline.
 */
export function ticketKeysEndpoint(req: IncomingMessage, res: ServerResponse): void {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.statusCode = 405;
    res.setHeader('allow', 'GET, HEAD');
    res.end();
    return;
  }
  res.statusCode = 200;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  // A rotation reaches scanners within minutes; a scanner keeps the last answer it had for when it is offline.
  res.setHeader('cache-control', 'public, max-age=300');
  res.end(req.method === 'HEAD' ? undefined : JSON.stringify({ keys: publishedTicketKeys() }));
}
