import { randomUUID } from 'node:crypto';
import { is5xx, pause, sessionFor, Visitor } from '../client';
import { control, withPool } from '../invariants';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Denial of inventory without money: pay on arrival (the reservation budgets:
 * lib/domain/reservation-budget.ts) and waiting lists (lib/domain/waiting-list.ts). The attack a probe ran
 * against pay on arrival: from one client address, round after round, a new anonymous
 * token, 16 places, a new mailbox at one catch-all domain, the emailed link confirmed. Every place reserved
 * and not paid counts against the client address, the mailbox and its domain, and a session keeps at most
 * its park's share (25 %) unpaid. The instance under attack runs the budgets as shipped and trusts
 * X-Forwarded-For, so each request names its address. Rounds:
 * - one address, new mailboxes at one catch-all domain: it keeps at most PLACES_PER_ADDRESS (40);
 * - ten addresses, one catch-all domain: the domain's budget (twice a mailbox's) and the share bound it.
 * The control lifts the budgets on the other instance and sets the park's share to 100 % for its run: the
 * same rounds from one address empty its session.
 *
 * Then a sold-out session's waiting list: one address joins it 20 times with new mailboxes at a catch-all
 * domain, two places each, confirming every join through its emailed link, and the session's 20 places
 * come back. Active joins are capped per client address (5), so its offers hold at most 10 places. The
 * control joins from one address on the instance with the caps lifted: its offers take every place.
 * Each phase prints the places one address obtained.
 */
const SLUG = 'luge';
const VARIATION = 'nz-luge-five-rides';
const ARRIVAL = 'nz-arrival';
const CAPACITY = 200;
const PER_ROUND = 16;
const ROUNDS = 15;
const PLACES_PER_ADDRESS = 40;
const SHARE = Math.floor(CAPACITY * 0.25);

const CONFIRM = `mutation($token: String!) { confirmReservation(token: $token) { status } }`;
const JOIN = `mutation($input: JoinWaitingListInput!) { joinWaitingList(input: $input) { status } }`;
const CONFIRM_JOIN = `mutation($token: String!) { confirmWaitingList(token: $token) { status } }`;
const LINE_CAPACITY = 20;
const JOINS = 20;
const PLACES_PER_JOIN = 2;
const JOINS_PER_ADDRESS = 5;

/** Decodes a sunk message's quoted-printable soft breaks and escapes enough to read its links. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

/** The token of the link the sink's mail to `email` carries (the confirmation is the mailbox's proof). */
async function linkToken(stack: Stack, email: string, link: RegExp): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const mail = stack.mail.messages.find((message) => message.to.includes(email));
    const token = mail ? link.exec(readable(mail.raw))?.[1] : undefined;
    if (token) return token;
    await pause(100);
  }
  throw new Error(`No mail with ${link} reached ${email}`);
}

interface Round {
  statuses: number[];
  reserved: boolean;
}

/** One round: a new token and mailbox from `address`, 16 places, pay on arrival, the emailed link confirmed. */
async function round(stack: Stack, app: number, sessionId: string, address: string, domain: string): Promise<Round> {
  const visitor = new ForwardedVisitor(stack, app, address);
  const statuses: number[] = [];
  const added = await visitor.addToCart(SLUG, sessionId, VARIATION, PER_ROUND);
  statuses.push(added.status);
  if (added.kind !== 'CartUpdated') return { statuses, reserved: false };
  const email = `r-${randomUUID().slice(0, 12)}@${domain}`;
  const placed = await visitor.order({ gatewayId: ARRIVAL, email });
  statuses.push(placed.status);
  if (placed.result?.__typename !== 'OrderPlaced') return { statuses, reserved: false };
  const token = await linkToken(stack, email, /\/reservation\/([\w-]+)/);
  const confirmed = await visitor.graphql<{ confirmReservation: { status: string } }>(CONFIRM, { token });
  statuses.push(confirmed.status);
  return { statuses, reserved: confirmed.data?.confirmReservation.status === 'CONFIRMED' };
}

/** A visitor whose requests name their client address, as a trusted proxy would. */
class ForwardedVisitor extends Visitor {
  constructor(
    stack: Stack,
    app: number,
    private readonly address: string,
  ) {
    super(stack, app);
  }

  protected override headers(): Record<string, string> {
    return { ...super.headers(), 'x-forwarded-for': this.address };
  }
}

/** The places a session's unpaid reservations keep. */
const unpaid = (stack: Stack, sessionId: string) =>
  withPool(stack.databaseUrl, async (pool) =>
    (
      await pool.query<{ places: number }>(
        `select coalesce(sum(i.places), 0)::int as places from order_items i join orders o on o.id = i.order_id
          where i.session_id = $1 and o.status in ('awaiting_confirmation', 'reserved')`,
        [sessionId],
      )
    ).rows[0].places,
  );

async function rounds(stack: Stack, app: number, sessionId: string, addressOf: (round: number) => string, domain: string): Promise<number[]> {
  const statuses: number[] = [];
  // One after another, as the probe did: each round's confirmation is what refilled the old budget.
  for (let i = 0; i < ROUNDS; i++) statuses.push(...(await round(stack, app, sessionId, addressOf(i), domain)).statuses);
  return statuses;
}

/** The places offers on a session's waiting list hold now. */
const offered = (stack: Stack, sessionId: string) =>
  withPool(stack.databaseUrl, async (pool) =>
    (
      await pool.query<{ places: number }>(
        `select coalesce(sum(h.places), 0)::int as places from waiting_list_entries e join holds h on h.id = e.hold_id and h.expires_at > now()
          where e.session_id = $1 and e.status = 'offered'`,
        [sessionId],
      )
    ).rows[0].places,
  );

/**
 * The waiting-list attack on a sold-out session from one address through `app`: JOINS joins with new
 * mailboxes, each confirmed through its mail; then the session's places come back, and the offers the
 * instances' 3 s poll makes settle. The places offered to the address, and the HTTP statuses.
 */
async function joinRounds(stack: Stack, app: number, sessionId: string, address: string, domain: string): Promise<{ places: number; statuses: number[] }> {
  await withPool(stack.databaseUrl, (pool) => pool.query('update sessions set capacity = $1, sold = $1 where id = $2', [LINE_CAPACITY, sessionId]));
  const statuses: number[] = [];
  for (let i = 0; i < JOINS; i++) {
    const visitor = new ForwardedVisitor(stack, app, address);
    const email = `w-${randomUUID().slice(0, 12)}@${domain}`;
    const joined = await visitor.graphql<{ joinWaitingList: { status: string } }>(JOIN, { input: { sessionId, email, places: PLACES_PER_JOIN } });
    statuses.push(joined.status);
    if (joined.data?.joinWaitingList.status !== 'JOINED') continue;
    const token = await linkToken(stack, email, /\/waiting-list\/confirm\/([\w-]+)/);
    statuses.push((await visitor.graphql(CONFIRM_JOIN, { token })).status);
  }
  // The places come back (as a cancellation gives them back); the offers follow within a poll or two.
  await withPool(stack.databaseUrl, (pool) => pool.query('update sessions set sold = 0 where id = $1', [sessionId]));
  let places = -1;
  for (let settled = 0, i = 0; settled < 2 && i < 20; i++) {
    await pause(2_000);
    const now = await offered(stack, sessionId);
    settled = now > 0 && now === places ? settled + 1 : 0;
    places = now;
  }
  return { places, statuses };
}

const scenario: Scenario = {
  id: 'unpaid-inventory',
  title: `Denial of inventory without money: ${ROUNDS} rounds of ${PER_ROUND} places reserved and confirmed, from one address and from ten; ${JOINS} confirmed joins of a waiting list from one`,
  async run(stack) {
    const sessions = await Promise.all([33, 34, 35, 36, 37].map((days) => sessionFor(stack, SLUG, days)));
    const [oneAddress, tenAddresses, controlSession, line, controlLine] = sessions.map((s) => s.id);
    const ids = [oneAddress, tenAddresses, controlSession];
    const { share } = await withPool(stack.databaseUrl, async (pool) => {
      await pool.query('update sessions set capacity = $1, sold = 0 where id = any($2::uuid[])', [CAPACITY, ids]);
      return (await pool.query<{ share: number }>(`select reservation_share_percent as share from parks where id = 'queenstown'`)).rows[0];
    });
    const statuses: number[] = [];
    // Empty strings are unset: the budgets as shipped (the stack lifts the per-address ones for its crowds).
    await stack.startApp(1, { PLACES_PER_ADDRESS: '', ADD_TO_CART_PER_ADDRESS: '', RESERVATIONS_PER_ADDRESS: '', WAITING_LIST_ENTRIES_PER_ADDRESS: '', TRUST_PROXY: 'on' });
    let lineAttack = { places: 0, statuses: [] as number[] };
    let lineControl = { places: 0, statuses: [] as number[] };
    try {
      await withPool(stack.databaseUrl, (pool) => pool.query(`update parks set reservation_share_percent = 25 where id = 'queenstown'`));
      statuses.push(...(await rounds(stack, 1, oneAddress, () => '203.0.113.30', 'catchall-one.example')));
      statuses.push(...(await rounds(stack, 1, tenAddresses, (i) => `198.51.100.${(i % 10) + 20}`, 'catchall-ten.example')));
      lineAttack = await joinRounds(stack, 1, line, '203.0.113.50', 'catchall-line.example');
      // The control: no budgets, the whole session for unpaid reservations.
      await stack.startApp(0, { RESERVED_PLACES_PER_ADDRESS: '1000000', RESERVED_PLACES_PER_EMAIL: '1000000', RESERVED_PLACES_PER_DOMAIN: '2000000', TRUST_PROXY: 'on' });
      await withPool(stack.databaseUrl, (pool) => pool.query(`update parks set reservation_share_percent = 100 where id = 'queenstown'`));
      statuses.push(...(await rounds(stack, 0, controlSession, () => '203.0.113.40', 'catchall-control.example')));
      lineControl = await joinRounds(stack, 0, controlLine, '203.0.113.60', 'catchall-line-control.example');
    } finally {
      await withPool(stack.databaseUrl, (pool) => pool.query(`update parks set reservation_share_percent = $1 where id = 'queenstown'`, [share]));
      await stack.startApp(0);
      await stack.startApp(1);
    }
    const [fromOne, fromTen, controlKept] = await Promise.all(ids.map((id) => unpaid(stack, id)));
    stack.log(`unpaid places kept: one address ${fromOne}, ten addresses ${fromTen}, control ${controlKept} of ${CAPACITY}`);
    stack.log(`waiting-list places offered to one address: ${lineAttack.places}, control ${lineControl.places} of ${LINE_CAPACITY}`);
    statuses.push(...lineAttack.statuses, ...lineControl.statuses);
    const figures: Figure[] = [
      { key: 'unpaidInventory.oneAddress', label: `places one address kept unpaid in ${ROUNDS} confirmed rounds`, value: fromOne, target: `≤ ${PLACES_PER_ADDRESS}`, pass: fromOne <= PLACES_PER_ADDRESS && fromOne > 0 },
      { key: 'unpaidInventory.tenAddresses', label: 'places ten addresses at one catch-all domain kept unpaid', value: fromTen, target: `≤ ${SHARE} (the session's 25 %)`, pass: fromTen <= SHARE && fromTen > 0 },
      {
        key: 'unpaidInventory.waitingList',
        label: `waiting-list places offered to one address of ${LINE_CAPACITY} (${JOINS} joins of ${PLACES_PER_JOIN})`,
        value: lineAttack.places,
        target: `≤ ${JOINS_PER_ADDRESS * PLACES_PER_JOIN}`,
        pass: lineAttack.places > 0 && lineAttack.places <= JOINS_PER_ADDRESS * PLACES_PER_JOIN,
      },
      { key: 'unpaidInventory.serverErrors', label: 'answers 5xx', value: statuses.filter(is5xx).length, target: '0', pass: !statuses.some(is5xx) },
      control('unpaidInventory.control', `control (budgets lifted, share 100 %): places one address kept unpaid of ${CAPACITY} (rounds of ${PER_ROUND})`, controlKept, controlKept > CAPACITY - PER_ROUND),
      control('unpaidInventory.waitingList.control', `control (join caps lifted): waiting-list places offered to one address of ${LINE_CAPACITY}`, lineControl.places, lineControl.places === LINE_CAPACITY),
    ];
    return figures;
  },
};

export default scenario;
