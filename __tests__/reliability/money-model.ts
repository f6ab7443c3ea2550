import fc from 'fast-check';
import { chargeEnd, mergeShares, moveChargeShares, remainderShares, type ChargeShare } from '@/lib/domain/order-charge';
import { shareOut, ticketValues } from '@/lib/domain/order-refund';

/*
 * The model of scenario 16 (money invariants, issue #43 item 4): what random sequences of visitor and
 * staff actions on one booking are, and what each action should do to the booking, worked out from the
 * rules as the docs state them (docs/architecture.md "An order's life", lib/domain/order-refund.ts,
 * lib/domain/self-service.ts, lib/domain/check-in.ts), not from the product's SQL. Pure: no I/O. The
 * scenario (__tests__/reliability/scenarios/16-money-model.ts) drives the real API and compares.
 *
 * The model keeps, per booking: its tickets (where each stands now, cancelled, admitted at the gate), its
 * charges (dearer moves' differences: due, paid, cancelled, refunded; what each ticket owes of each, its
 * share), and from these what the park should hold: the standing tickets' value less what is still due.
 *
 * Some bookings are groups (lib/domain/group-booking.ts, lib/server/orders/group-balance.ts): the
 * scenario sets the park's group size to GROUP_MIN_PEOPLE, so every booking of the model's size is one, with
 * the sequence's deposit rule. The order's own payment is then the deposit (a percentage of what the
 * booking costs, rounded, or so much a person, never more than the cost; the gateway's card fee on it
 * alone), and once it is paid the rest, the balance, is one due charge of the order owed ticket by ticket
 * in proportion to each ticket's value (its share of the line): a charge like a dearer move's, which
 * every action then meets (paid through its link or at the desk, offset by a cheaper move, ended ticket by
 * ticket by cancellations). A booking for a day on or after the balance's due day (GROUP_BALANCE_DAYS_BEFORE
 * before the visit: today's) pays everything at once, and has no balance. A visitor may not cancel a group
 * below the group size (BELOW_GROUP_SIZE), though all of it, yes.
 */

// ---------------------------------------------------------------------------------------------------
// The world: sessions by key, ticket kinds, prices.

/**
 * Where a ticket can be: two weekdays and two Saturdays (wd1b and sat1b are a second time on the same
 * day, a move between them costs nothing), and a session later today, the only one a gate admits to.
 */
export const SESSION_KEYS = ['wd1', 'wd1b', 'wd2', 'sat1', 'sat1b', 'sat2', 'today'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

export const KINDS = ['adult', 'child', 'family'] as const;
export type Kind = (typeof KINDS)[number];

/** What the model knows of the world: each key's park day and each kind's catalogue price and uplifts. */
export interface World {
  /** The park's local day ('YYYY-MM-DD') of each session key. */
  dayOf: Record<SessionKey, string>;
  /** The park's today: the only day the gate admits. */
  today: string;
  /** Each kind's catalogue price (minor units). */
  base: Record<Kind, number>;
  /** The weekend uplift in percent, and the peak days with theirs (the catalogue's price rules). */
  weekendPercent: number;
  peak: Map<string, number>;
  /** How many people each kind of ticket admits (a group's size and a per-person deposit count them). */
  participants: Record<Kind, number>;
  /** Each gateway's card fee in basis points (a group's deposit carries it; its balance does not). */
  cardFeeBasisPoints: Record<Booking['gateway'], number>;
}

const isWeekend = (day: string) => [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/** A kind's price on a session's day: the catalogue price with the day's uplift (a peak day's, else a weekend's). */
export function priceAt(world: World, kind: Kind, key: SessionKey): number {
  const day = world.dayOf[key];
  const percent = world.peak.get(day) ?? (isWeekend(day) ? world.weekendPercent : 0);
  return Math.round((world.base[kind] * (100 + percent)) / 100);
}

// ---------------------------------------------------------------------------------------------------
// What a sequence is: plain data, so fast-check shrinks it and a failing one prints readably.

export type Who = 'visitor' | 'staff';
export type RefundTo = 'original' | 'gift_card';

/** How a park asks a group's deposit (its rules' depositKind, depositValue: a whole percent, or minor units a person). */
export interface GroupDeposit {
  kind: 'percent' | 'per_person';
  value: number;
}

/**
 * The deposit rules the scenario sets in turn (each group sequence names one): a percentage, a larger one
 * (halves to round), so much a person, and so much a person that a weekday's adults and children owe no
 * balance (the deposit is never more than the cost) and a Saturday's a little.
 */
export const GROUP_DEPOSITS: readonly GroupDeposit[] = [
  { kind: 'percent', value: 30 },
  { kind: 'percent', value: 75 },
  { kind: 'per_person', value: 2000 },
  { kind: 'per_person', value: 6000 },
];
/** The park's group size while group sequences run: the smallest the settings take, so every booking here (2–3 tickets, 2 people or more) is a group. */
export const GROUP_MIN_PEOPLE = 2;
/** The balance is due on the visit's day: a booking for today pays everything at once, one for another day a deposit. */
export const GROUP_BALANCE_DAYS_BEFORE = 0;

export interface Booking {
  tickets: Kind[];
  at: SessionKey;
  gateway: 'windcave' | 'card';
  on: 0 | 1;
  /** A group booking with this deposit rule (the park's group rules set so while it runs), or not a group. */
  group: GroupDeposit | null;
}

/**
 * One thing a visitor or staff does. Tickets are chosen by `pick`, a bit mask over the booking's tickets
 * in booking order (a cancelled one may be chosen: the API must refuse it); a charge is the newest due
 * one (or the newest of any status when none is due: the API must say there is nothing to pay).
 */
export type Action =
  | { kind: 'move'; who: Who; pick: number; to: SessionKey; refundTo: RefundTo; chargeDifference: boolean }
  | { kind: 'cancel'; who: Who; pick: number; refundTo: RefundTo }
  /** The charge's payment link: paid, opened and left (the payment stays under way), or paid with its notification held back and delivered late, three times, to both instances. */
  | { kind: 'payLink'; how: 'pay' | 'ignore' | 'late' }
  /** Staff take the charge at the desk. */
  | { kind: 'deskCharge' }
  /** The gate scans a ticket (admitted only on its day, with nothing due). */
  | { kind: 'scan'; pick: number }
  /** The visitor pays, after all, a link payment left under way earlier (its charge may be settled since). */
  | { kind: 'approveAbandoned' }
  /** The provider's notifications of this booking's payments, captured earlier, come again, twice to each instance. */
  | { kind: 'replay' }
  /** A group's organiser adds `count` adult tickets at the session it booked (My booking's Add people). */
  | { kind: 'addPeople'; count: 1 | 2 };

/**
 * A step: one action alone (`solo`, on instance `on`); the same action sent to both instances at once
 * (`twin`, with one idempotency key or two); two actions at once (`duel`: `a` to instance 0, `b` to 1, a
 * visitor's move racing staff's cancellation…); or `lateVsDesk`: the charge's link payment approved at the
 * provider with its notification held back, staff taking the charge at the desk meanwhile, then the
 * notification (three times, both instances) and the visitor's return. One record for all, so that
 * fast-check can shrink a concurrent step into a solo one and keep its action.
 */
export interface Step {
  mode: 'solo' | 'twin' | 'duel' | 'lateVsDesk';
  a: Action;
  b: Action;
  on: 0 | 1;
  sameKey: boolean;
}

export interface Sequence {
  booking: Booking;
  steps: Step[];
}

const who = fc.constantFrom<Who>('visitor', 'staff');
/** Mostly one ticket (its share against the others' is what the money rules are about), sometimes several. */
const pick = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(1, 2, 4) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 7 }) });
const refundTo = fc.constantFrom<RefundTo>('original', 'gift_card');
/** Weekdays and Saturdays (a move between them changes the price), another time of the same day, and today (the gate's). */
const target = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom<SessionKey>('wd1', 'sat1') },
  { weight: 1, arbitrary: fc.constantFrom<SessionKey>('wd2', 'sat2', 'wd1b', 'sat1b', 'today') },
);
const instance = fc.constantFrom<0 | 1>(0, 1);

const moveArb = fc.record({
  kind: fc.constant('move' as const),
  who,
  pick,
  to: target,
  refundTo,
  // Staff say to charge a dearer session's difference; sometimes they do not, and the move is refused.
  chargeDifference: fc.oneof({ weight: 5, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
});
const cancelArb = fc.record({ kind: fc.constant('cancel' as const), who, pick, refundTo });
const payLinkArb = fc.record({ kind: fc.constant('payLink' as const), how: fc.constantFrom<'pay' | 'ignore' | 'late'>('pay', 'ignore', 'late') });
const deskArb = fc.constant({ kind: 'deskCharge' as const });
const scanArb = fc.record({ kind: fc.constant('scan' as const), pick });

/** Actions that may race another one. */
const racingAction: fc.Arbitrary<Action> = fc.oneof(
  { weight: 4, arbitrary: moveArb },
  { weight: 3, arbitrary: cancelArb },
  { weight: 2, arbitrary: deskArb },
  { weight: 2, arbitrary: scanArb },
  { weight: 2, arbitrary: fc.constant({ kind: 'payLink' as const, how: 'pay' as const }) },
);

export const actionArb: fc.Arbitrary<Action> = fc.oneof(
  { weight: 8, arbitrary: moveArb },
  { weight: 4, arbitrary: cancelArb },
  { weight: 3, arbitrary: payLinkArb },
  { weight: 2, arbitrary: deskArb },
  { weight: 1, arbitrary: scanArb },
  { weight: 1, arbitrary: fc.constant({ kind: 'approveAbandoned' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'replay' as const }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('addPeople' as const), count: fc.constantFrom<1 | 2>(1, 2) }) },
);

/** Of 16 steps, 10 alone, 2 twice at once, 3 races, 1 late notification against the desk (solo first: shrinking goes there). */
const MODES = [...Array<'solo'>(10).fill('solo'), 'twin', 'twin', 'duel', 'duel', 'duel', 'lateVsDesk'] as const;

export const stepArb: fc.Arbitrary<Step> = fc.record({ mode: fc.constantFrom(...MODES), a: actionArb, b: racingAction, on: instance, sameKey: fc.boolean() });

export const bookingArb: fc.Arbitrary<Booking> = fc.record({
  // Two or three tickets: one ticket's share and another's must be told apart. Kinds share a line by
  // their catalogue prices (lib/domain/order-refund.ts step 1).
  tickets: fc.array(fc.constantFrom<Kind>('adult', 'adult', 'child', 'family'), { minLength: 2, maxLength: 3 }),
  at: fc.oneof({ weight: 6, arbitrary: fc.constantFrom<SessionKey>('sat1', 'wd1') }, { weight: 1, arbitrary: fc.constantFrom<SessionKey>('wd2', 'sat2', 'today') }),
  gateway: fc.constantFrom<'windcave' | 'card'>('windcave', 'card'),
  on: instance,
  // A third are groups.
  group: fc.oneof({ weight: 2, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...GROUP_DEPOSITS) }),
});

export const sequenceArb: fc.Arbitrary<Sequence> = fc.record({ booking: bookingArb, steps: fc.array(stepArb, { minLength: 1, maxLength: 7 }) });

/** Actions that make sense sent twice at once (a retried or double-clicked request). */
const TWINNABLE: Action['kind'][] = ['move', 'cancel', 'deskCharge', 'scan', 'payLink'];

/** The step as it runs: a twin of an action that cannot be sent twice (a replay, the abandoned payment) runs alone. */
export const effectiveMode = (step: Step): Step['mode'] => (step.mode === 'twin' && !TWINNABLE.includes(step.a.kind) ? 'solo' : step.mode);

/** Whether a step sends two requests at once. */
export const isConcurrent = (step: Step) => effectiveMode(step) !== 'solo';

// ---------------------------------------------------------------------------------------------------
// The booking as the model keeps it.

export interface MTicket {
  id: string;
  kind: Kind;
  /** Its code now; null after a visitor's move issued a new one the model cannot know (read back after the step). */
  code: string | null;
  /** Where it was bought (its price then is its line's share), and where it stands now. */
  booked: SessionKey;
  at: SessionKey;
  cancelled: boolean;
  admitted: boolean;
  /**
   * Added to a group after it was booked (lib/server/orders/commands/group-numbers.ts): its line is worth
   * nothing of the order's own payment, its value is its share of the balance. Its id is the model's own
   * (`new:<key>:<n>`) until the step's facts name the product's (adoptAdded).
   */
  added?: boolean;
}

export type ChargeStatus = 'due' | 'paid' | 'cancelled' | 'refunded';

export interface MCharge {
  amount: number;
  status: ChargeStatus;
  /** The tickets (ids) it was owed for when it was raised. */
  tickets: string[];
  /**
   * What each of them owes of it (its own difference; of a remainder, what is left of it), adding up to the
   * amount; a ticket's share leaves the list when the ticket is cancelled (lib/domain/order-charge.ts).
   */
  shares: ChargeShare[];
  paidWith: 'gateway' | 'desk' | null;
  /** Where the move that raised it took its tickets (a remainder keeps its charge's; a group's balance: where the group was booked). */
  to: SessionKey;
  /** A group's balance (or what is owed again of it), not a move's difference: for the report's hint at a cause. */
  balance?: boolean;
  /** A link payment under way: started; approved at the provider (money taken) but not yet known to the shop. */
  link: { approved: boolean } | null;
}

export interface MOrder {
  /** The money the order collected through its gateway, card fee included (the shares are of this). */
  total: number;
  /** Its line's total before discount (none here): what the tickets' shares are in proportion to. */
  lineTotal: number;
  status: 'paid' | 'partially_cancelled' | 'refunded';
  tickets: MTicket[];
  charges: MCharge[];
  /** Idempotency keys of the actions done: the same key again does nothing and answers as done. */
  keys: string[];
  /**
   * A group booking's terms: the deposit (the order's own payment before its card fee), the balance, and
   * what each ticket owes of the balance as recorded once the deposit was paid (a ticket's value holds it
   * whether the balance is paid yet or not). Null: not a group.
   */
  group: { deposit: number; balance: number; shares: ChargeShare[] } | null;
}

export const cloneOrder = (order: MOrder): MOrder => structuredClone(order);

export const standing = (order: MOrder) => order.tickets.filter((t) => !t.cancelled);
export const dueOf = (order: MOrder) => order.charges.filter((c) => c.status === 'due').reduce((sum, c) => sum + c.amount, 0);

/**
 * What the park should hold for the booking: the value of its standing tickets less what is still due.
 *
 * A ticket's value is its share of what the order collected plus its moves' differences (dearer ones
 * added, cheaper ones taken off: telescoped, the price of where it stands less the price where it was
 * bought). The shares follow lib/domain/order-refund.ts: each ticket's share of its line by catalogue
 * price (ticketValues), then a set of tickets is worth that part of the order's total, rounded down, and
 * all of them exactly the total; so the standing ones hold the total less what the cancelled ones are
 * worth. Due charges are moves' differences the park has not received: they are owed, not held.
 */
export function standingValue(world: World, order: MOrder): number {
  // Tickets added to a group later share none of the order's own payment (their line's total is 0).
  const booked = order.tickets.filter((t) => !t.added);
  const values = ticketValues(
    [{ id: 'line', total: order.lineTotal, discount: 0 }],
    booked.map((t) => ({ code: t.id, lineId: 'line', weight: world.base[t.kind] })),
  );
  const whole = [...values.values()].reduce((sum, v) => sum + v, 0);
  const cancelled = booked.filter((t) => t.cancelled);
  const cancelledWorth =
    cancelled.length === booked.length ? order.total : whole > 0 ? Math.floor((order.total * cancelled.reduce((sum, t) => sum + values.get(t.id)!, 0)) / whole) : 0;
  const moved = standing(order).reduce((sum, t) => sum + priceAt(world, t.kind, t.at) - priceAt(world, t.kind, t.booked), 0);
  // A group's tickets are worth their share of the deposit (the order's total, above) and of the balance.
  const standingIds = new Set(standing(order).map((t) => t.id));
  const balance = (order.group?.shares ?? []).filter((s) => standingIds.has(s.ticketId)).reduce((sum, s) => sum + s.amount, 0);
  return order.total - cancelledWorth + moved + balance;
}

/**
 * A group's terms for a booking of `tickets` costing `cost` (the line's total: no discount here) on `day`
 * (lib/domain/group-booking.ts, as docs/architecture.md "Group bookings" states it): the deposit, a
 * percentage of the cost rounded to the nearest minor unit or so much a person, never more than the cost,
 * and everything once the balance's due day (the visit's, less GROUP_BALANCE_DAYS_BEFORE) has come; the
 * order's total, the deposit and the gateway's card fee on it; the balance, the rest of the cost.
 */
export function groupTermsOf(world: World, rule: GroupDeposit, booking: { tickets: Kind[]; cost: number; day: string; gateway: Booking['gateway'] }) {
  const people = booking.tickets.reduce((sum, kind) => sum + world.participants[kind], 0);
  const dueOn = new Date(Date.parse(`${booking.day}T12:00:00Z`) - GROUP_BALANCE_DAYS_BEFORE * 86_400_000).toISOString().slice(0, 10);
  const asked = rule.kind === 'percent' ? Math.round((booking.cost * rule.value) / 100) : rule.value * people;
  const deposit = world.today >= dueOn ? booking.cost : Math.max(0, Math.min(booking.cost, asked));
  const cardFee = deposit > 0 ? Math.round((deposit * world.cardFeeBasisPoints[booking.gateway]) / 10_000) : 0;
  return { people, deposit, total: deposit + cardFee, balance: booking.cost - deposit };
}

/**
 * What each ticket owes of a group's balance: the balance shared out in proportion to each ticket's value
 * (its share of its line by catalogue price, as a cancellation's refund shares it), the tickets taken in
 * the order the product reads them (by id), adding up to the balance exactly.
 */
export function groupBalanceShares(world: World, tickets: Pick<MTicket, 'id' | 'kind'>[], lineTotal: number, balance: number): ChargeShare[] {
  const byId = [...tickets].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const values = ticketValues([{ id: 'line', total: lineTotal, discount: 0 }], byId.map((t) => ({ code: t.id, lineId: 'line', weight: world.base[t.kind] })));
  const split = shareOut(balance, byId.map((t) => ({ key: t.id, weight: values.get(t.id)! })));
  return byId.map((t) => ({ ticketId: t.id, amount: split.get(t.id)! }));
}

// ---------------------------------------------------------------------------------------------------
// Atomic parts: what one request (or one provider event) does. A step is one or more parts; parts of
// concurrent steps may take effect in any order, and the model tries each.

export type Part =
  /** `expected`: the difference the visitor saw (another one now refuses the move). */
  | { op: 'move'; who: Who; codes: string[]; to: SessionKey; refundTo: RefundTo; chargeDifference: boolean; key: string; expected?: number }
  | { op: 'cancel'; who: Who; codes: string[]; refundTo: RefundTo; key: string }
  | { op: 'desk'; charge: number; key: string }
  | { op: 'scan'; code: string }
  /** The visitor opens the charge's link: a payment starts (one at a time per charge). */
  | { op: 'linkStart'; charge: number }
  /** The visitor approves at the provider: money taken there, the shop not told yet. */
  | { op: 'linkApprove'; charge: number; card: boolean }
  /** The shop learns the provider's answer (the return, a notification, or its own check). */
  | { op: 'linkSettle'; charge: number; card: boolean }
  /** A group's organiser adds `count` adults at `at` (the session it booked), having seen `expected` to pay. */
  | { op: 'add'; count: number; at: SessionKey; expected: number; key: string };

/** What a part did in the model: its answer, and what the money checks need. */
export interface PartOutcome {
  /** The API's answer: 'ok' or a problem code (moves, cancellations, desk), a verdict (scans), an outcome (link starts); null: nothing to compare. */
  answer: string | null;
  /** A move that was made: its price difference, and for a cheaper one what it should give back. */
  move?: { difference: number; released: number; dueBefore: number; key: string; who: Who };
  /** A visitor's move was asked while a charge was due. */
  visitorMoveWhileDue?: boolean;
}

const isToday = (world: World, key: SessionKey) => world.dayOf[key] === world.today;
const HOUR = 3_600_000;

/** The self-service policy of the demo parks (demo/locales.ts): moves up to 24 h before, cancellations 48 h. */
export interface Policy {
  rescheduleHoursBefore: number;
  cancelHoursBefore: number;
}

/** When each key's session starts (ms), for the policy's windows. */
export type StartsAt = Record<SessionKey, number>;

/**
 * Applies one part to the model (mutating `order`) and says what the API should answer. The order of the
 * checks follows the order desk's (lib/server/orders/commands/order-command.ts `once` and `chosenTickets`, the
 * visitor's guard of lib/server/my-booking): status, the tickets chosen, the gate, the policy, the target.
 */
export function applyPart(world: World, policy: Policy, startsAt: StartsAt, now: number, order: MOrder, part: Part): PartOutcome {
  switch (part.op) {
    case 'move':
    case 'cancel': {
      if (order.keys.includes(part.key)) return { answer: 'ok' };
      if (order.status === 'refunded') return { answer: 'NOT_ALLOWED_IN_STATUS' };
      const wanted = [...new Set(part.codes)];
      if (!wanted.length) return { answer: 'NO_TICKETS' };
      const chosen = wanted.map((code) => order.tickets.find((t) => t.code === code && !t.cancelled));
      if (chosen.some((t) => !t)) return { answer: 'UNKNOWN_TICKET' };
      const tickets = chosen as MTicket[];
      if (tickets.some((t) => t.admitted)) return { answer: 'TICKET_CHECKED_IN' };
      const due = dueOf(order);
      if (part.who === 'visitor') {
        // The policy, ticket by ticket in the order chosen: too late (the session within the window), then,
        // for a move, a charge still due (lib/domain/self-service.ts rescheduleWindow).
        const hours = part.op === 'move' ? policy.rescheduleHoursBefore : policy.cancelHoursBefore;
        for (const t of tickets) {
          if (startsAt[t.at] <= now) return { answer: 'SESSION_STARTED' };
          if (now > startsAt[t.at] - hours * HOUR) return { answer: 'TOO_LATE' };
          if (part.op === 'move' && due > 0) return { answer: 'CHARGE_DUE', visitorMoveWhileDue: true };
        }
        // A group stays a group: its organiser may cancel all of it, not take it below the group size
        // (lib/server/my-booking/my-booking-actions.ts belowGroupSize, counting the people each ticket admits).
        if (part.op === 'cancel' && order.group) {
          const people = (list: MTicket[]) => list.reduce((sum, t) => sum + world.participants[t.kind], 0);
          const left = people(standing(order)) - people(tickets);
          if (left > 0 && left < GROUP_MIN_PEOPLE) return { answer: 'BELOW_GROUP_SIZE' };
        }
      }
      return part.op === 'move' ? move(world, order, part, tickets, due) : cancel(order, part, tickets);
    }
    case 'add':
      return addPeople(world, startsAt, now, order, part);
    case 'desk': {
      if (order.keys.includes(part.key)) return { answer: 'ok' };
      const charge = order.charges[part.charge];
      if (!charge || charge.status !== 'due') return { answer: 'NOTHING_DUE' };
      charge.status = 'paid';
      charge.paidWith = 'desk';
      order.keys.push(part.key);
      return { answer: 'ok' };
    }
    case 'scan': {
      const ticket = order.tickets.find((t) => t.code === part.code);
      // lib/domain/check-in.ts ruleOnScan, for a ticket of this park.
      if (!ticket) return { answer: 'unknown' };
      if (ticket.cancelled) return { answer: 'cancelled' };
      if (ticket.admitted) return { answer: 'alreadyCheckedIn' };
      if (!isToday(world, ticket.at)) return { answer: 'wrongDay' };
      if (dueOf(order) > 0) return { answer: 'payAtDesk' };
      ticket.admitted = true;
      return { answer: 'valid' };
    }
    case 'linkStart': {
      const charge = order.charges[part.charge];
      if (!charge) return { answer: 'UNKNOWN' };
      if (charge.status === 'paid') return { answer: 'PAID' };
      if (charge.status === 'cancelled') return { answer: 'CANCELLED' };
      if (charge.status === 'refunded') return { answer: null };
      charge.link ??= { approved: false };
      return { answer: 'NOT_PAID' };
    }
    case 'linkApprove': {
      const charge = order.charges[part.charge];
      // A card is charged only when the shop asks it to, on the return, and only for a charge still due.
      if (charge?.link && !part.card) charge.link.approved = true;
      return { answer: null };
    }
    case 'linkSettle': {
      const charge = order.charges[part.charge];
      if (!charge?.link) return { answer: null };
      const taken = part.card ? charge.status === 'due' : charge.link.approved;
      if (!taken) return { answer: null };
      // Money for a due charge pays it; money for one paid another way meanwhile, or no longer owed, goes
      // back whole (lib/domain/order-charge.ts): the charge itself does not change.
      if (charge.status === 'due') {
        charge.status = 'paid';
        charge.paidWith = 'gateway';
      }
      charge.link = null;
      return { answer: null };
    }
  }
}

/**
 * A move (lib/domain/order-refund.ts moveDifference, moveRelease, offsetDueCharges): the difference is
 * the catalogue price where the tickets go less where they are. Dearer: a charge of the difference, owed
 * by the moved tickets, each its own difference. Cheaper: the saving first cancels the order's due
 * charges, the moving tickets' own first, each group newest first (a partly covered one is cancelled and
 * what is left of it owed again: the saving comes off the moving tickets' shares of it first, then off the
 * others' in proportion); what is left of the saving is given back: max(0, saving − due).
 */
function move(world: World, order: MOrder, part: Extract<Part, { op: 'move' }>, tickets: MTicket[], due: number): PartOutcome {
  const moving = tickets.filter((t) => t.at !== part.to);
  if (!moving.length) return { answer: 'NO_TICKETS' };
  const differences = moving.map((t) => ({ ticketId: t.id, amount: priceAt(world, t.kind, part.to) - priceAt(world, t.kind, t.at) }));
  const difference = differences.reduce((sum, d) => sum + d.amount, 0);
  if (difference > 0 && !part.chargeDifference) return { answer: 'PRICE_DIFFERENCE_DUE' };
  if (part.expected !== undefined && part.expected !== difference) return { answer: 'PRICE_CHANGED' };
  order.keys.push(part.key);
  for (const t of moving) {
    t.at = part.to;
    // A visitor's reschedule issues new tickets (issue #24): the old code admits nobody any more.
    if (part.who === 'visitor') t.code = null;
  }
  const saving = Math.max(0, -difference);
  let left = saving;
  let remainder: MCharge | null = null;
  // The moving tickets' own due charges are offset first, newest first, then the order's others, newest
  // first: a ticket moved back cancels its own dearer move's charge, not another ticket's.
  const movedIds = new Set(moving.map((t) => t.id));
  const dueCharges = order.charges.filter((c) => c.status === 'due');
  const owns = (charge: MCharge) => charge.tickets.some((id) => movedIds.has(id));
  const ownFirst = [...dueCharges.filter((c) => !owns(c)), ...dueCharges.filter(owns)].reverse();
  for (const charge of ownFirst) {
    if (left <= 0) break;
    charge.status = 'cancelled';
    if (charge.amount > left) {
      const shares = remainderShares(charge.shares, movedIds, charge.amount - left);
      remainder = { amount: charge.amount - left, status: 'due', tickets: shares.map((s) => s.ticketId), shares, paidWith: null, to: charge.to, link: null, balance: charge.balance };
    }
    left = Math.max(0, left - charge.amount);
  }
  if (difference > 0) {
    order.charges.push({ amount: difference, status: 'due', tickets: moving.map((t) => t.id), shares: moveChargeShares(differences), paidWith: null, to: part.to, link: null });
  }
  if (remainder) order.charges.push(remainder);
  return { answer: 'ok', move: { difference, released: Math.max(0, saving - due), dueBefore: due, key: part.key, who: part.who } };
}

/**
 * A cancellation: the tickets stop standing, and so do their shares of the charges (a ticket's value
 * includes its moves' differences): a due charge with a share ended is cancelled, and what its standing
 * tickets' shares come to is owed again, all such in one new charge; a paid one gives the ended shares
 * back, and is refunded once none of its tickets stands (lib/domain/order-charge.ts chargeEnd). The order
 * is partly cancelled, or refunded when nothing stands.
 */
function cancel(order: MOrder, part: Extract<Part, { op: 'cancel' }>, tickets: MTicket[]): PartOutcome {
  order.keys.push(part.key);
  for (const t of tickets) t.cancelled = true;
  const standingIds = new Set(standing(order).map((t) => t.id));
  const owedAgain: ChargeShare[][] = [];
  let to: SessionKey | null = null;
  // What is owed again is a group's balance still when only balances are (lib/server/orders/charges.ts endCharges).
  let balances = true;
  for (const charge of order.charges) {
    if (charge.status !== 'due' && charge.status !== 'paid') continue;
    const end = chargeEnd(charge.status, charge.shares, standingIds);
    if (!end) continue;
    const ended = new Set(end.ended.map((s) => s.ticketId));
    charge.shares = charge.shares.filter((s) => !ended.has(s.ticketId));
    charge.status = end.status;
    if (end.owedAgain.length) {
      owedAgain.push(end.owedAgain);
      to = charge.to;
      balances &&= Boolean(charge.balance);
    }
  }
  const shares = mergeShares(owedAgain);
  const owed = shares.reduce((sum, s) => sum + s.amount, 0);
  if (owed > 0) order.charges.push({ amount: owed, status: 'due', tickets: shares.map((s) => s.ticketId), shares, paidWith: null, to: to!, link: null, ...(balances ? { balance: true } : {}) });
  order.status = standingIds.size ? 'partially_cancelled' : 'refunded';
  return { answer: 'ok' };
}

/**
 * A group's numbers raised (lib/server/orders/commands/group-numbers.ts), checked in the command's order:
 * a group that stands (else NOT_OFFERED), by its balance's due day (the visit's day here, so TOO_LATE only
 * once that day has passed), at a session of its own still ahead (SESSION_NOT_FOUND), the price the
 * organiser saw. The new tickets' price is owed with the balance: every due charge of the balance is
 * cancelled and owed again, with the new tickets' shares (their price each), as one charge.
 */
function addPeople(world: World, startsAt: StartsAt, now: number, order: MOrder, part: Extract<Part, { op: 'add' }>): PartOutcome {
  if (order.keys.includes(part.key)) return { answer: 'ok' };
  if (!order.group || order.status === 'refunded') return { answer: 'NOT_OFFERED' };
  if (world.today > world.dayOf[part.at]) return { answer: 'TOO_LATE' };
  if (startsAt[part.at] <= now || !standing(order).length) return { answer: 'SESSION_NOT_FOUND' };
  const unit = priceAt(world, 'adult', part.at);
  if (unit * part.count !== part.expected) return { answer: 'PRICE_CHANGED' };
  order.keys.push(part.key);
  const added: MTicket[] = Array.from({ length: part.count }, (_, n) => ({ id: `new:${part.key}:${n}`, kind: 'adult', code: null, booked: part.at, at: part.at, cancelled: false, admitted: false, added: true }));
  order.tickets.push(...added);
  const shares = added.map((t) => ({ ticketId: t.id, amount: unit }));
  // A new list: the booking's balance charge may hold the same one (never mutate a shares list in place).
  order.group.shares = [...order.group.shares, ...shares];
  const balances = order.charges.filter((c) => c.status === 'due' && c.balance);
  for (const charge of balances) charge.status = 'cancelled';
  const merged = mergeShares([...balances.map((c) => c.shares), shares]);
  const amount = merged.reduce((sum, s) => sum + s.amount, 0);
  order.charges.push({ amount, status: 'due', tickets: merged.map((s) => s.ticketId), shares: merged, paidWith: null, to: part.at, link: null, balance: true });
  return { answer: 'ok' };
}

/**
 * The product's ids for the tickets a step added (the model names them `new:<key>:<n>` until then): the
 * facts' tickets the model does not know, in the product's order (its ids), taken in the model's. Renames
 * them in the charges' shares and the group's. Mutates `order`.
 */
export function adoptAdded(order: MOrder, factIds: readonly string[]): void {
  const known = new Set(order.tickets.map((t) => t.id));
  const fresh = factIds.filter((id) => !known.has(id)).sort();
  const pending = order.tickets.filter((t) => t.id.startsWith('new:'));
  const rename = new Map(pending.map((t, i) => [t.id, fresh[i] ?? t.id]));
  if (!rename.size) return;
  const to = (id: string) => rename.get(id) ?? id;
  for (const t of pending) t.id = to(t.id);
  for (const charge of order.charges) {
    charge.tickets = charge.tickets.map(to);
    charge.shares = charge.shares.map((s) => ({ ...s, ticketId: to(s.ticketId) }));
  }
  if (order.group) order.group.shares = order.group.shares.map((s) => ({ ...s, ticketId: to(s.ticketId) }));
}

/** Every order of two sides' parts that keeps each side's own order (how two concurrent requests may interleave). */
export function interleavings<T>(a: T[], b: T[]): T[][] {
  if (!a.length) return [b];
  if (!b.length) return [a];
  return [...interleavings(a.slice(1), b).map((rest) => [a[0], ...rest]), ...interleavings(a, b.slice(1)).map((rest) => [b[0], ...rest])];
}

/** A step in a short readable form, for logs and the report. */
export function describeAction(action: Action): string {
  switch (action.kind) {
    case 'move':
      return `${action.who} move #${ticketsOfPick(action.pick)} → ${action.to}${action.who === 'staff' ? ` (${action.refundTo}${action.chargeDifference ? '' : ', no charge'})` : ''}`;
    case 'cancel':
      return `${action.who} cancel #${ticketsOfPick(action.pick)} to ${action.refundTo}`;
    case 'payLink':
      return `link ${action.how}`;
    case 'deskCharge':
      return 'desk takes charge';
    case 'scan':
      return `scan #${ticketsOfPick(action.pick)[0]}`;
    case 'approveAbandoned':
      return 'approve abandoned link payment';
    case 'replay':
      return 'replay notifications';
    case 'addPeople':
      return `add ${action.count} adult${action.count > 1 ? 's' : ''}`;
  }
}

export function describeStep(step: Step): string {
  switch (effectiveMode(step)) {
    case 'solo':
      return `${describeAction(step.a)} @${step.on}`;
    case 'twin':
      return `twice at once (${step.sameKey ? 'same key' : 'two keys'}): ${describeAction(step.a)}`;
    case 'duel':
      return `at once: ${describeAction(step.a)} @0 ‖ ${describeAction(step.b)} @1`;
    case 'lateVsDesk':
      return 'link approved, notification held back ‖ desk takes charge; then notification ×3 and return';
  }
}

/** A group's deposit rule, as the report says it. */
export const describeGroup = (group: GroupDeposit | null) => (group ? ` as a group (deposit ${group.kind === 'percent' ? `${group.value}%` : `${group.value} a person`})` : '');

export const describeSequence = (sequence: Sequence) =>
  [`book ${sequence.booking.tickets.join('+')} at ${sequence.booking.at} by ${sequence.booking.gateway} @${sequence.booking.on}${describeGroup(sequence.booking.group)}`, ...sequence.steps.map(describeStep)].join(' → ');

/** The tickets (1-based, booking order) a pick chooses, as described. */
export const ticketsOfPick = (pick: number) =>
  [0, 1, 2]
    .filter((i) => pick & (1 << i))
    .map((i) => i + 1)
    .join(',');
