import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import type { Pool } from 'pg';
import { createSignInLink, findStaffByEmail, addStaff } from '../../lib/server/staff';
import { signTicketCode } from '../../lib/server/orders';
import { readyRidersOfBooking } from './ready-riders';

/*
 * A gate of the back office over HTTP, as the scanner page drives it (components/back-office/check-in):
 * a gate account signed in with a one-time link, then scans through the back office's API. Shared by
 * the reliability suite's gate scenario and the bench's scan latency; both run in a process that has
 * the database (useDatabase) and the shop's TICKET_SIGNING_SECRET.
 */

const SCAN = 'mutation($input: ScanTicketInput!) { scanTicket(input: $input) { verdict } }';

export interface Gate {
  /** Scans a ticket's signed text; the verdict ('' when there was none) and the HTTP status. */
  scan(text: string): Promise<{ verdict: string; status: number; ms: number }>;
  /** Any request of the back office's API as this gate: the answer's status and body as sent. */
  graphql(query: string, variables: Record<string, unknown>): Promise<{ status: number; text: string; ms: number }>;
}

/**
 * A POST over node:http: fetch() does not send the Host header it is given, and the admin host name is
 * what routes a request to the back office.
 */
function post(url: string, headers: Record<string, string>, body: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** The back office of an instance at `app` (http://127.0.0.1:PORT), reached with its admin host name and configured origin. */
function backOffice(app: string, publicPort: number) {
  const host = `admin.localhost:${publicPort}`;
  return { url: app, host, origin: `http://${host}` };
}

/** A gate account for `parkId` (made once, as the command line would) signed in on instance `app`. */
export async function signInGate(app: string, publicPort: number, parkId: string, name: string): Promise<Gate> {
  const email = `${name}@gates.test`;
  if (!(await findStaffByEmail(email))) await addStaff({ email, role: 'gate', parks: [parkId] }, { label: 'command line' });
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(`No sign-in link for ${email}: ${link.code}`);
  const office = backOffice(app, publicPort);
  const signedIn = await post(
    `${office.url}/sign-in/link`,
    { host: office.host, origin: office.origin, 'content-type': 'application/x-www-form-urlencoded' },
    new URLSearchParams({ token: link.token }).toString(),
  );
  const cookie = ([] as string[]).concat(signedIn.headers['set-cookie'] ?? [])[0]?.split(';')[0];
  if (signedIn.status !== 303 || !cookie) throw new Error(`Signing ${email} in answered ${signedIn.status}`);
  const graphql: Gate['graphql'] = async (query, variables) => {
    const started = performance.now();
    const response = await post(`${office.url}/api/graphql`, { host: office.host, origin: office.origin, cookie, 'content-type': 'application/json' }, JSON.stringify({ query, variables }));
    return { status: response.status, text: response.text, ms: performance.now() - started };
  };
  return {
    graphql,
    async scan(text) {
      const response = await graphql(SCAN, { input: { code: text, parkId, gate: name } });
      let verdict = '';
      try {
        verdict = (JSON.parse(response.text) as { data?: { scanTicket?: { verdict?: string } } }).data?.scanTicket?.verdict ?? '';
      } catch {
        // Not JSON: no verdict (counted as unexpected).
      }
      return { verdict, status: response.status, ms: response.ms };
    },
  };
}

/** The ticket alphabet (lib/server/platform/codes.ts): a made-up ticket code of the shape the shop issues. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const ticketCode = () => `T${Array.from(randomBytes(11), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;

/**
 * Test set-up, not a visitor's path: `count` one-person tickets of a paid order for a Queenstown zipline
 * session starting now (today's at the gate, whatever the hour), made from a booking the caller placed
 * (`bookingId`): its line moves to that session and gets the extra tickets, and the order counts as
 * paid with nothing to pay (no provider charge to match). Returns each ticket's signed text.
 */
export function ticketsForToday(pool: Pool, bookingId: string, count: number, secret: string): Promise<string[]> {
  return ticketsOfBookingsToday(pool, [bookingId], count, secret);
}

/**
 * The same for several bookings at once, `perBooking` tickets each, all in one session starting now: an
 * entrance's morning, where each family's tickets are its own booking. Returns the signed texts booking
 * by booking.
 */
export async function ticketsOfBookingsToday(pool: Pool, bookingIds: readonly string[], perBooking: number, secret: string): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows: lines } = await client.query<{ id: string; order_id: string; booking_id: string; activity_id: string; session_id: string; places: number; variation_id: string }>(
      `select distinct on (o.booking_id) i.id, i.order_id, o.booking_id, i.activity_id, i.session_id, i.places, t.variation_id
         from order_items i join orders o on o.id = i.order_id join tickets t on t.order_item_id = i.id
        where o.booking_id = any($1::text[]) order by o.booking_id, i.id`,
      [bookingIds],
    );
    if (lines.length !== bookingIds.length) throw new Error(`No ticket line in ${bookingIds.length - lines.length} of the bookings ${bookingIds.join(', ')}`);
    const { rows: sessions } = await client.query<{ id: string }>(
      'insert into sessions (activity_id, starts_at, capacity, sold) values ($1, now(), $2, $2) returning id',
      [lines[0].activity_id, perBooking * lines.length],
    );
    const texts: string[] = [];
    for (const line of lines) {
      await client.query('update sessions set sold = sold - $1 where id = $2', [line.places, line.session_id]);
      await client.query('update order_items set session_id = $1, places = $2 where id = $3', [sessions[0].id, perBooking, line.id]);
      await client.query("update orders set status = 'paid', total = 0, places_sold = true, paid_at = now() where id = $1", [line.order_id]);
      const { rows: had } = await client.query<{ count: number }>('select count(*)::int as count from tickets where order_item_id = $1', [line.id]);
      const codes = Array.from({ length: Math.max(0, perBooking - had[0].count) }, ticketCode);
      await client.query('insert into tickets (order_item_id, variation_id, code) select $1, $2, unnest($3::text[])', [line.id, line.variation_id, codes]);
      const { rows: tickets } = await client.query<{ code: string }>('select code from tickets where order_item_id = $1 order by code', [line.id]);
      // Riders named and signed: the gate admits no ticket whose riders are not (lib/domain/check-in.ts).
      await readyRidersOfBooking(client, line.booking_id);
      texts.push(...tickets.map((ticket) => signTicketCode(ticket.code, secret)));
    }
    await client.query('commit');
    return texts;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
