import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { request } from 'node:http';
import { simpleParser } from 'mailparser';
import { Pool } from 'pg';
import { barrier, choose, concurrently, is5xx, sessionFor, Visitor, waitFor, pause } from '../client';
import { checkInvariants, control, exactly, withPool } from '../invariants';
import type { Figure, Scenario } from '../scenario';

const SLUG = 'luge';
const VARIATION = 'nz-luge-five-rides';
const PLACES = 10;
const WAITING = 20;
const ADMIN_HOST = 'admin.localhost';

const JOIN = `mutation($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { status ahead } }`;
const CONFIRM = `mutation($token: String!) { confirmWaitingList(token: $token) { status position } }`;
const CANCEL = `mutation($b: String!, $c: [String!]!, $k: String!) {
  cancelTickets(bookingId: $b, ticketCodes: $c, refundTo: original, reason: "waiting-list reliability", idempotencyKey: $k) { __typename } }`;
const emailOf = (position: number) => `waiting-${String(position).padStart(2, '0')}-${RUN}@example.com`;
const RUN = randomUUID().slice(0, 8);

/** The waiting-list mails the SMTP sink received for this run, by kind: the join's confirmation or the offer (told by their links). */
async function waitingMails(stack: { mail: { messages: { to: string[]; raw: string }[] } }) {
  const ours = stack.mail.messages.filter((m) => m.to.some((to) => to.startsWith('waiting-') && to.includes(`-${RUN}@`)));
  const parsed = await Promise.all(ours.map(async (m) => ({ to: m.to, text: (await simpleParser(m.raw)).text ?? '' })));
  const linked = (pattern: RegExp) => parsed.flatMap((m) => (pattern.test(m.text) ? [{ to: m.to[0], link: pattern.exec(m.text)![0] }] : []));
  return { confirmations: linked(/https?:\/\/\S+\/waiting-list\/confirm\/[\w-]+/), offers: linked(/https?:\/\/\S+\/waiting-list\/(?!confirm\/)[\w-]+/) };
}

/** One buyer of one place, paid through the sandbox's hosted page (as the oversell scenario's buyers). */
async function buyOne(visitor: Visitor, sessionId: string): Promise<string | null> {
  const added = await visitor.addToCart(SLUG, sessionId, VARIATION);
  if (added.kind !== 'CartUpdated') return null;
  const placed = await visitor.order({ email: `buyer-${visitor.token.slice(0, 8)}@example.com` });
  const { order, payment } = placed.result ?? {};
  if (!order || !payment?.url) return null;
  await choose(payment.url, 'approve');
  const confirmed = await visitor.confirm(order.token);
  return confirmed.outcome === 'PAID' ? order.bookingId : null;
}

/**
 * A back-office API call to one instance, as staff's browser makes it: the admin host, its own origin, the
 * session cookie. node:http, because fetch will not send another Host than its URL's.
 */
function staffApi(appUrl: string, cookie: string, query: string, variables: object): Promise<{ status: number; body: string }> {
  const port = new URL(appUrl).port;
  const payload = JSON.stringify({ query, variables });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/graphql',
        method: 'POST',
        headers: {
          host: `${ADMIN_HOST}:${port}`,
          origin: `http://${ADMIN_HOST}:${port}`,
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
          cookie: `sr_staff=${cookie}`,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/**
 * The control: the offer's critical SQL without the session row's lock (count what is free, take the head
 * of the line, hold its place, mark it offered), run RUNS times at once from this process on a session of
 * its own with one place free. It lives only here; it proves one place is offered twice when the lock is
 * missing. Every run counts before any holds (a barrier): a 50 ms pause there only made the race likely,
 * since a run that connected later could find the place already held. Returns the places held by its
 * offers (more than 1 is the failure).
 */
async function unprotectedOffers(databaseUrl: string, sessionId: string): Promise<number> {
  const RUNS = 10;
  const pool = new Pool({ connectionString: databaseUrl, max: RUNS });
  const everyoneCounted = barrier(RUNS);
  try {
    await concurrently(RUNS, async () => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ free: number }>(
          `select s.capacity - s.sold - coalesce((select sum(places) from holds h where h.session_id = s.id and h.expires_at > now()), 0)::int as free from sessions s where s.id = $1`,
          [sessionId],
        );
        const head = await client.query<{ id: string }>(`select id from waiting_list_entries where session_id = $1 and status = 'waiting' order by position limit 1`, [sessionId]);
        await everyoneCounted();
        if (rows[0].free >= 1 && head.rows[0]) {
          const hold = await client.query<{ id: string }>(`insert into holds (session_id, places, expires_at) values ($1, 1, now() + interval '30 minutes') returning id`, [sessionId]);
          await client.query(`update waiting_list_entries set status = 'offered', hold_id = $2 where id = $1`, [head.rows[0].id, hold.rows[0].id]);
        }
        await client.query('commit');
      } finally {
        client.release();
      }
    });
    const { rows } = await pool.query<{ held: number }>(`select coalesce(sum(places), 0)::int as held from holds where session_id = $1 and expires_at > now()`, [sessionId]);
    // Leave nothing behind for the invariants: the control's holds and line go.
    await pool.query(`delete from waiting_list_entries where session_id = $1`, [sessionId]);
    await pool.query('delete from holds where session_id = $1', [sessionId]);
    return rows[0].held;
  } finally {
    await pool.end();
  }
}

const scenario: Scenario = {
  id: 'waiting-list',
  title: `Waiting list: ${WAITING} visitors in line, ${PLACES} cancellations at once through two instances`,
  async run(stack) {
    const session = await sessionFor(stack, SLUG, 25);
    const controlSession = await sessionFor(stack, SLUG, 26);
    await withPool(stack.databaseUrl, (pool) => pool.query('update sessions set capacity = $1, sold = 0 where id = $2', [PLACES, session.id]));

    // The session sells out: ten paid bookings of one place, through both instances.
    const bookings = (await concurrently(PLACES, (i) => buyOne(new Visitor(stack, i % stack.apps.length), session.id))).filter((b): b is string => b !== null);
    stack.log(`  ${bookings.length} bookings paid`);

    // Twenty visitors join the line, alternating instances; each is sent a confirmation link.
    const statuses: number[] = [];
    const joins: string[] = [];
    for (let position = 1; position <= WAITING; position++) {
      const answer = await new Visitor(stack, position % stack.apps.length).graphql<{ joinWaitingList: { status: string; ahead: number | null } }>(JOIN, {
        input: { sessionId: session.id, email: emailOf(position), places: 1 },
      });
      statuses.push(answer.status);
      joins.push(answer.data?.joinWaitingList.status === 'JOINED' ? 'ok' : JSON.stringify(answer.data ?? answer.errors));
    }
    // Each confirms through the link in the mail the SMTP server received, one after another (the order
    // of confirmation is the line's), through the other instance than it joined on: each is told its position.
    await waitFor(async () => (await waitingMails(stack)).confirmations.length >= WAITING, 30_000);
    const { confirmations: confirmMails } = await waitingMails(stack);
    const confirms: string[] = [];
    for (let position = 1; position <= WAITING; position++) {
      const mail = confirmMails.find((m) => m.to === emailOf(position));
      if (!mail) {
        confirms.push('no mail');
        continue;
      }
      const token = mail.link.split('/waiting-list/confirm/')[1];
      const answer = await new Visitor(stack, (position + 1) % stack.apps.length).graphql<{ confirmWaitingList: { status: string; position: number | null } }>(CONFIRM, { token });
      statuses.push(answer.status);
      const confirmed = answer.data?.confirmWaitingList;
      confirms.push(confirmed?.status === 'CONFIRMED' && confirmed.position === position ? 'ok' : JSON.stringify(answer.data ?? answer.errors));
    }
    for (const problem of [...joins, ...confirms].filter((answer) => answer !== 'ok').slice(0, 3)) stack.log(`  join/confirm: ${problem}`);

    // An owner (as `npm run staff -- add` makes one) with a session, as a sign-in leaves it (only its token's hash is stored).
    const owner = `reliability-owner-${RUN}@summit-rush.test`;
    const { addStaff } = await import('@/lib/server/staff');
    const added = await addStaff({ email: owner, role: 'owner', parks: ['queenstown'] }, { label: 'command line' });
    if (!added.ok) throw new Error(`addStaff: ${added.code}`);
    const cookie = randomBytes(32).toString('base64url');
    await withPool(stack.databaseUrl, (pool) =>
      pool.query(`insert into staff_sessions (token_hash, staff_id, method, expires_at) select $1, id, 'link', now() + interval '1 hour' from staff where email = $2`, [
        createHash('sha256').update(cookie).digest('hex'),
        owner,
      ]),
    );
    const codes = await withPool(stack.databaseUrl, async (pool) => {
      const { rows } = await pool.query<{ booking_id: string; code: string }>(
        `select o.booking_id, t.code from tickets t join order_items i on i.id = t.order_item_id join orders o on o.id = i.order_id where o.booking_id = any($1::text[])`,
        [bookings],
      );
      return rows;
    });

    // Ten cancellations at once, half through each instance: each frees one place, and each instance
    // hears of its own (placesChanged) and polls for the other's.
    const cancelled = Date.now();
    const cancels = await concurrently(codes.length, (i) =>
      staffApi(stack.apps[i % stack.apps.length], cookie, CANCEL, { b: codes[i].booking_id, c: [codes[i].code], k: `waiting-list-${RUN}-${i}` }),
    );
    const cancelFailures = cancels.filter((c) => c.status !== 200 || JSON.parse(c.body).data?.cancelTickets?.__typename !== 'StaffOrderActionDone');
    for (const failure of cancelFailures.slice(0, 3)) stack.log(`  cancel: ${failure.status} ${failure.body.slice(0, 300)}`);

    const offeredCount = () =>
      withPool(stack.databaseUrl, async (pool) => (await pool.query<{ n: number }>(`select count(*)::int as n from waiting_list_entries where session_id = $1 and status = 'offered'`, [session.id])).rows[0].n);
    await waitFor(async () => (await offeredCount()) >= PLACES, 20_000);
    const secondsToOffer = (Date.now() - cancelled) / 1000;
    // Two more polls of every instance: nothing more may be offered.
    await pause(7_000);

    const state = await withPool(stack.databaseUrl, async (pool) => {
      const entries = (
        await pool.query<{ email: string; status: string; hold_places: number | null }>(
          `select e.email, e.status, h.places as hold_places from waiting_list_entries e left join holds h on h.id = e.hold_id and h.expires_at > now()
           where e.session_id = $1 order by e.position`,
          [session.id],
        )
      ).rows;
      const mails = (
        await pool.query<{ email: string; n: number }>(
          `select e.email, count(o.id)::int as n from waiting_list_entries e join outbox o on o.dedupe_key = 'waiting-list-offer:' || e.id::text
           where e.session_id = $1 group by e.email`,
          [session.id],
        )
      ).rows;
      const ledger = (
        await pool.query<{ capacity: number; sold: number; held: number }>(
          `select capacity, sold, coalesce((select sum(places) from holds h where h.session_id = s.id and h.expires_at > now()), 0)::int as held from sessions s where s.id = $1`,
          [session.id],
        )
      ).rows[0];
      return { entries, mails, ledger };
    });
    // The offers' emails, as the SMTP server received them.
    await waitFor(async () => (await waitingMails(stack)).offers.length >= PLACES, 20_000);
    const delivered = (await waitingMails(stack)).offers.map((m) => m.to);
    const confirmationsDelivered = confirmMails.map((m) => m.to);

    const offered = state.entries.map((e, i) => ({ ...e, position: i + 1 })).filter((e) => e.status === 'offered');
    const firstTen = offered.length === PLACES && offered.every((e, i) => e.position === i + 1);
    const restWaiting = state.entries.slice(PLACES).every((e) => e.status === 'waiting');
    const mailsPerOffer = state.mails.filter((m) => m.n !== 1).length;
    const heldByOffers = offered.reduce((sum, e) => sum + (e.hold_places ?? 0), 0);
    const deliveredTwice = delivered.length - new Set(delivered).size;
    const deliveredBeyondTen = delivered.filter((to) => Number(to.slice(8, 10)) > PLACES).length;

    const figures: Figure[] = [
      exactly('waiting-list.bookingsPaid', 'Bookings paid before (the session sold out)', bookings.length, PLACES),
      exactly('waiting-list.joined', 'Visitors joined (JOINED, a confirmation link emailed)', joins.filter((j) => j === 'ok').length, WAITING),
      exactly('waiting-list.confirmMails', 'Confirmation mails delivered (SMTP), one per visitor', confirmationsDelivered.length, WAITING),
      exactly('waiting-list.confirmed', 'Visitors confirmed through the mailed link, in order (CONFIRMED, position = n)', confirms.filter((c) => c === 'ok').length, WAITING),
      exactly('waiting-list.cancelFailures', 'Cancellations refused or failed', cancelFailures.length, 0),
      exactly('waiting-list.offered', 'Entries offered', offered.length, PLACES),
      { key: 'waiting-list.firstTenInOrder', label: 'The offered are positions 1–10, in order', value: firstTen, target: 'true', pass: firstTen },
      { key: 'waiting-list.restWaiting', label: 'Positions 11–20 still waiting', value: restWaiting, target: 'true', pass: restWaiting },
      exactly('waiting-list.offerMailsNotOnce', 'Entries with other than one queued offer mail', mailsPerOffer + (state.mails.length === PLACES ? 0 : Math.abs(state.mails.length - PLACES)), 0),
      exactly('waiting-list.mailsDelivered', 'Offer mails delivered (SMTP)', delivered.length, PLACES),
      exactly('waiting-list.mailsDeliveredTwice', 'Offer mails delivered twice to one address', deliveredTwice, 0),
      exactly('waiting-list.mailsBeyondTen', 'Offer mails to positions 11–20', deliveredBeyondTen, 0),
      exactly('waiting-list.placesHeldByOffers', 'Places held by the offers (no place offered twice)', heldByOffers, PLACES),
      {
        key: 'waiting-list.soldPlusHeld',
        label: 'Sold + held afterwards, of capacity',
        value: `${state.ledger.sold + state.ledger.held} / ${state.ledger.capacity}`,
        target: '≤ capacity',
        pass: state.ledger.sold + state.ledger.held <= state.ledger.capacity,
      },
      exactly('waiting-list.http5xx', 'HTTP 5xx answers', [...statuses, ...cancels.map((c) => c.status)].filter(is5xx).length, 0),
      { key: 'waiting-list.secondsToOffer', label: 'Seconds from the cancellations to the 10th offer (noisy)', value: Number(secondsToOffer.toFixed(1)), target: 'info', pass: true },
    ];
    // The control, on its own session: one place free, the same line, no lock. The workers must not serve
    // this line meanwhile, so its session starts in the past for the moment, from before the line exists:
    // moved there after the line's inserts, a worker's poll could offer the free place first, and every
    // unguarded run then counted none free (1 place held, in one run of ten).
    await withPool(stack.databaseUrl, async (pool) => {
      await pool.query(`update sessions set capacity = 10, sold = 9, starts_at = starts_at - interval '100 days' where id = $1`, [controlSession.id]);
      for (let position = 1; position <= 5; position++)
        await pool.query(`insert into waiting_list_entries (session_id, locale_id, email, places, mailbox) values ($1, 'nz', $2, 1, $2)`, [controlSession.id, `control-${position}-${RUN}@example.com`]);
    });
    const controlHeld = await unprotectedOffers(stack.databaseUrl, controlSession.id);
    await withPool(stack.databaseUrl, (pool) => pool.query(`update sessions set starts_at = starts_at + interval '100 days', sold = 0 where id = $1`, [controlSession.id]));
    figures.push(control('waiting-list.control.placesOffered', 'Control (no lock): places offered of 1 free', controlHeld, controlHeld > 1));
    return [...figures, ...(await checkInvariants(stack, 'waiting-list'))];
  },
};

export default scenario;
