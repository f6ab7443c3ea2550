import { randomUUID } from 'node:crypto';
import { is5xx, sessionFor, Visitor } from '../client';
import { control, withPool } from '../invariants';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Denial of inventory without money (the reservation budgets: lib/domain/reservation-budget.ts). The
 * attack a probe ran against pay on arrival: from one client address, round after round, a new anonymous
 * token, 16 places, a new mailbox at one catch-all domain, the emailed link confirmed. Every place reserved
 * and not paid counts against the client address, the mailbox and its domain, and a session keeps at most
 * its park's share (25 %) unpaid. The instance under attack runs the budgets as shipped and trusts
 * X-Forwarded-For, so each request names its address. Rounds:
 * - one address, new mailboxes at one catch-all domain: it keeps at most PLACES_PER_ADDRESS (40);
 * - ten addresses, one catch-all domain: the domain's budget (twice a mailbox's) and the share bound it.
 * The control lifts the budgets on the other instance and sets the park's share to 100 % for its run: the
 * same rounds from one address empty its session. Each phase prints the places one address obtained.
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

/** Decodes a sunk message's quoted-printable soft breaks and escapes enough to read its links. */
const readable = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

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
  // The link's token, from the mail the sink received (the confirmation is the mailbox's proof).
  const deadline = Date.now() + 20_000;
  let token: string | undefined;
  while (!token && Date.now() < deadline) {
    const mail = stack.mail.messages.find((message) => message.to.includes(email));
    token = mail ? /\/reservation\/([\w-]+)/.exec(readable(mail.raw))?.[1] : undefined;
    if (!token) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  if (!token) throw new Error(`No reservation mail reached ${email}`);
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

const scenario: Scenario = {
  id: 'unpaid-inventory',
  title: `Denial of inventory without money: ${ROUNDS} rounds of ${PER_ROUND} places reserved and confirmed, from one address and from ten`,
  async run(stack) {
    const sessions = await Promise.all([33, 34, 35].map((days) => sessionFor(stack, SLUG, days)));
    const ids = sessions.map((s) => s.id);
    const [oneAddress, tenAddresses, controlSession] = ids;
    const { share } = await withPool(stack.databaseUrl, async (pool) => {
      await pool.query('update sessions set capacity = $1, sold = 0 where id = any($2::uuid[])', [CAPACITY, ids]);
      return (await pool.query<{ share: number }>(`select reservation_share_percent as share from parks where id = 'queenstown'`)).rows[0];
    });
    const statuses: number[] = [];
    // Empty strings are unset: the budgets as shipped (the stack lifts the per-address ones for its crowds).
    await stack.startApp(1, { PLACES_PER_ADDRESS: '', ADD_TO_CART_PER_ADDRESS: '', RESERVATIONS_PER_ADDRESS: '', TRUST_PROXY: 'on' });
    try {
      await withPool(stack.databaseUrl, (pool) => pool.query(`update parks set reservation_share_percent = 25 where id = 'queenstown'`));
      statuses.push(...(await rounds(stack, 1, oneAddress, () => '203.0.113.30', 'catchall-one.example')));
      statuses.push(...(await rounds(stack, 1, tenAddresses, (i) => `198.51.100.${(i % 10) + 20}`, 'catchall-ten.example')));
      // The control: no budgets, the whole session for unpaid reservations.
      await stack.startApp(0, { RESERVED_PLACES_PER_ADDRESS: '1000000', RESERVED_PLACES_PER_EMAIL: '1000000', RESERVED_PLACES_PER_DOMAIN: '2000000', TRUST_PROXY: 'on' });
      await withPool(stack.databaseUrl, (pool) => pool.query(`update parks set reservation_share_percent = 100 where id = 'queenstown'`));
      statuses.push(...(await rounds(stack, 0, controlSession, () => '203.0.113.40', 'catchall-control.example')));
    } finally {
      await withPool(stack.databaseUrl, (pool) => pool.query(`update parks set reservation_share_percent = $1 where id = 'queenstown'`, [share]));
      await stack.startApp(0);
      await stack.startApp(1);
    }
    const [fromOne, fromTen, controlKept] = await Promise.all(ids.map((id) => unpaid(stack, id)));
    stack.log(`unpaid places kept: one address ${fromOne}, ten addresses ${fromTen}, control ${controlKept} of ${CAPACITY}`);
    const figures: Figure[] = [
      { key: 'unpaidInventory.oneAddress', label: `places one address kept unpaid in ${ROUNDS} confirmed rounds`, value: fromOne, target: `≤ ${PLACES_PER_ADDRESS}`, pass: fromOne <= PLACES_PER_ADDRESS && fromOne > 0 },
      { key: 'unpaidInventory.tenAddresses', label: 'places ten addresses at one catch-all domain kept unpaid', value: fromTen, target: `≤ ${SHARE} (the session's 25 %)`, pass: fromTen <= SHARE && fromTen > 0 },
      { key: 'unpaidInventory.serverErrors', label: 'answers 5xx', value: statuses.filter(is5xx).length, target: '0', pass: !statuses.some(is5xx) },
      control('unpaidInventory.control', `control (budgets lifted, share 100 %): places one address kept unpaid of ${CAPACITY} (rounds of ${PER_ROUND})`, controlKept, controlKept > CAPACITY - PER_ROUND),
    ];
    return figures;
  },
};

export default scenario;
