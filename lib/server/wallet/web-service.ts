import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { WALLET_SERVICE_PATH } from '@/lib/domain/paths';
import { sinceTag, walletTag } from '@/lib/domain/wallet';
import { readBody } from '../platform/http/body';
import { clientAddress } from '../platform/http/client-address';
import { db } from '../platform/db/client';
import { log } from '../platform/logger';
import { consumeLimit } from '../platform/rate-limit';
import { applePassFile, isPassAuthenticationToken } from './apple-pass';
import { appleCredentials } from './credentials';
import { passFingerprint, walletPassOf, type WalletPass } from './pass-content';

/*
 * Apple's PassKit Web Service (Apple's "Wallet Passes" web service reference), at the webServiceURL each
 * pass names (<site>/api/wallet/): a device that added a pass registers for its updates; told of one, it
 * lists the passes changed since its last tag and fetches each again. A ticket's pass keeps its serial
 * (the ticket's id) across a move, so the pass on the phone turns into the new code; the old code stops
 * admitting because the move revoked it (lib/server/orders/commands/move-tickets.ts).
 *
 * Telling a device (APNs): a real deployment pushes an empty notification to each registration's push token
 * when a ticket changes (announcePassChanges below is the seam). This server reaches no network, so no push
 * is sent: a device picks up the change when it next asks (pulling down on the pass, or Wallet's own
 * periodic refresh), and the change is noticed then, by the pass's fingerprint (wallet_passes).
 */

const logger = log('wallet');

const REGISTRATION = /^\/v1\/devices\/([\w.-]{1,100})\/registrations\/([\w.-]{1,200})\/([0-9a-f-]{36})$/;
const REGISTRATIONS = /^\/v1\/devices\/([\w.-]{1,100})\/registrations\/([\w.-]{1,200})$/;
const PASS = /^\/v1\/passes\/([\w.-]{1,200})\/([0-9a-f-]{36})$/;
const LOG = '/v1/log';
/** The most passes one device's list answers (a family's tickets fit many times over). */
const LIST_MAX = 200;

/** Whether a request is for the web service. */
export const isWalletServicePath = (pathname: string): boolean => pathname.startsWith(`${WALLET_SERVICE_PATH}/v1/`);

function answer(res: ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}): void {
  res.statusCode = status;
  res.setHeader('cache-control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (body === undefined) return void res.end();
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * The pass a request names, if it carries that pass's token (`Authorization: ApplePass <token>`) and the
 * park's Pass Type ID: anything else is 401, saying nothing of whether the ticket exists.
 */
async function authorisedPass(req: IncomingMessage, passTypeIdentifier: string, serial: string): Promise<WalletPass | null> {
  const header = req.headers.authorization ?? '';
  const token = /^ApplePass\s+(\S{1,200})$/.exec(header)?.[1];
  if (!token || !isPassAuthenticationToken(serial, token)) return null;
  const pass = await walletPassOf(serial);
  return pass && pass.wallet?.applePassTypeIdentifier === passTypeIdentifier ? pass : null;
}

/**
 * When the pass last changed, noticing a change now: a pass whose fingerprint (code, session, standing)
 * differs from the one kept is dated now. The first time a pass is seen, it is dated now.
 */
export async function passUpdatedAt(pass: WalletPass): Promise<Date> {
  const fingerprint = passFingerprint(pass);
  const { rows } = await db().execute<{ updated_at: Date | string }>(sql`
    insert into wallet_passes (serial_number, fingerprint) values (${pass.serial}, ${fingerprint})
    on conflict (serial_number) do update set fingerprint = excluded.fingerprint,
      -- At least a second on: Last-Modified and If-Modified-Since count whole seconds, so a change in the
      -- same second as the last one must still read as newer.
      updated_at = greatest(now(), date_trunc('second', wallet_passes.updated_at) + interval '1 second')
      where wallet_passes.fingerprint <> excluded.fingerprint
    returning updated_at`);
  if (rows[0]) return new Date(rows[0].updated_at);
  const kept = await db().execute<{ updated_at: Date | string }>(sql`select updated_at from wallet_passes where serial_number = ${pass.serial}`);
  return new Date(kept.rows[0].updated_at);
}

/**
 * The seam for telling devices a pass changed (APNs: an empty push to each registration's push token,
 * with the Pass Type ID certificate). Not sent here (no network): the devices learn of it when they ask.
 * Returns the push tokens a deployment would notify, for the caller to hand to its push sender.
 */
export async function announcePassChanges(serials: readonly string[]): Promise<string[]> {
  if (!serials.length) return [];
  const { rows } = await db().execute<{ push_token: string }>(sql`select distinct push_token from wallet_registrations where serial_number in ${[...serials]}`);
  return rows.map((row) => row.push_token);
}

/** One second: Last-Modified and If-Modified-Since say no finer. */
const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

async function register(req: IncomingMessage, res: ServerResponse, device: string, passType: string, serial: string): Promise<void> {
  const pass = await authorisedPass(req, passType, serial);
  if (!pass) return answer(res, 401);
  if (req.method === 'DELETE') {
    await db().execute(sql`delete from wallet_registrations where device_library_identifier = ${device} and pass_type_identifier = ${passType} and serial_number = ${serial}`);
    return answer(res, 200);
  }
  const read = await readBody(req);
  if (!read.ok) return answer(res, read.status);
  let pushToken = '';
  try {
    const body = JSON.parse(read.text) as { pushToken?: unknown };
    pushToken = typeof body.pushToken === 'string' ? body.pushToken.slice(0, 200) : '';
  } catch {
    // A body that is not JSON registers no push token: refused below.
  }
  if (!pushToken) return answer(res, 400);
  await passUpdatedAt(pass);
  const { rows } = await db().execute(sql`
    insert into wallet_registrations (device_library_identifier, pass_type_identifier, serial_number, push_token)
    values (${device}, ${passType}, ${serial}, ${pushToken})
    on conflict (device_library_identifier, pass_type_identifier, serial_number) do update set push_token = excluded.push_token
    returning (xmax = 0) as inserted`);
  // 201 for a new registration, 200 for one the device already had (Apple's reference).
  return answer(res, (rows[0] as { inserted?: boolean } | undefined)?.inserted ? 201 : 200);
}

async function updatedSerials(res: ServerResponse, device: string, passType: string, tag: string | null): Promise<void> {
  const { rows } = await db().execute<{ serial_number: string }>(sql`
    select serial_number from wallet_registrations where device_library_identifier = ${device} and pass_type_identifier = ${passType}
    order by created_at limit ${LIST_MAX}`);
  const since = sinceTag(tag);
  const changed: { serial: string; at: Date }[] = [];
  for (const { serial_number: serial } of rows) {
    const pass = await walletPassOf(serial);
    if (!pass) continue;
    const at = await passUpdatedAt(pass);
    if (at > since) changed.push({ serial, at });
  }
  if (!changed.length) return answer(res, 204);
  const last = changed.reduce((latest, entry) => (entry.at > latest ? entry.at : latest), since);
  return answer(res, 200, { serialNumbers: changed.map((entry) => entry.serial), lastUpdated: walletTag(last) });
}

async function latestPass(req: IncomingMessage, res: ServerResponse, passType: string, serial: string): Promise<void> {
  const pass = await authorisedPass(req, passType, serial);
  const credentials = pass && appleCredentials(pass.wallet);
  if (!pass || !credentials) return answer(res, 401);
  const updatedAt = await passUpdatedAt(pass);
  const since = req.headers['if-modified-since'];
  const sinceDate = since ? new Date(since) : null;
  if (sinceDate && !Number.isNaN(sinceDate.getTime()) && seconds(updatedAt) <= seconds(sinceDate)) return answer(res, 304);
  const file = await applePassFile(pass, credentials);
  res.statusCode = 200;
  res.setHeader('content-type', 'application/vnd.apple.pkpass');
  res.setHeader('last-modified', updatedAt.toUTCString());
  res.setHeader('cache-control', 'no-cache');
  res.end(file);
}

/** The web service's requests: registrations, the list of changed passes, a pass, and devices' logs. */
export async function walletServiceEndpoint(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const url = new URL(req.url ?? '/', 'http://localhost');
  const rest = url.pathname.slice(WALLET_SERVICE_PATH.length);
  const limit = await consumeLimit('walletServiceByAddress', clientAddress(req));
  if (!limit.allowed) return answer(res, 429, undefined, { 'retry-after': String(limit.retryAfterSeconds) });
  const registration = rest.match(REGISTRATION);
  if (registration && (req.method === 'POST' || req.method === 'DELETE')) return register(req, res, registration[1], registration[2], registration[3]);
  const registrations = rest.match(REGISTRATIONS);
  if (registrations && req.method === 'GET') return updatedSerials(res, registrations[1], registrations[2], url.searchParams.get('passesUpdatedSince'));
  const pass = rest.match(PASS);
  if (pass && req.method === 'GET') return latestPass(req, res, pass[1], pass[2]);
  if (rest === LOG && req.method === 'POST') {
    const read = await readBody(req);
    if (read.ok) logger.info({ logs: read.text.slice(0, 4000) }, 'Wallet device log');
    return answer(res, 200);
  }
  return answer(res, 404);
}
