import { object, type InferType } from 'yup';
import { addDays } from './calendar';
import type { Quote } from './checkout';
import { emailField, fieldRequired, nameField } from './contact-fields';
import { shareOut } from './order-refund';

/*
 * Group bookings with a deposit: the park's rules (parks.group_settings, set on the back office's
 * /settings, Groups) applied to one booking. Pure: the checkout asks whether a cart is a group and what its
 * deposit is (lib/server/checkout), the orders capability records the balance as a charge owed ticket by
 * ticket once the deposit is paid (lib/server/orders/group-balance.ts), and the workers send the balance's
 * reminders and apply the park's policy past its due date (lib/server/groups). Amounts are minor units.
 */

/** How the park asks a deposit: a percentage of what the booking costs, or an amount per person. */
export const GROUP_DEPOSIT_KINDS = ['percent', 'per_person'] as const;
export type GroupDepositKind = (typeof GROUP_DEPOSIT_KINDS)[number];

/** What happens to a group whose balance is still due past its due date: its places released, or kept (staff follow it up). */
export const GROUP_DUE_POLICIES = ['release', 'keep'] as const;
export type GroupDuePolicy = (typeof GROUP_DUE_POLICIES)[number];

/** The limits a park's rules are checked against (lib/domain/park-settings.ts groupsSchema): beyond them it is a typing mistake. */
export const GROUP_MIN_PEOPLE_MIN = 2;
export const GROUP_MIN_PEOPLE_MAX = 500;
export const GROUP_BALANCE_DAYS_MAX = 180;

/** Days before the balance's due date that its reminders go, latest last; the due day's own is the 0. */
export const ORGANISATION_MAX = 120;

export const GROUP_REMINDER_DAYS = [7, 1, 0] as const;

export interface GroupRules {
  /** Bookings of this many people or more are group bookings. */
  minPeople: number;
  depositKind: GroupDepositKind;
  /** A whole percent (1–100) for `percent`; minor units per person for `per_person`. */
  depositValue: number;
  /** The balance is due this many days before the visit's day (0: on the day). */
  balanceDaysBefore: number;
  duePolicy: GroupDuePolicy;
}

/** The park's business details and tax line printed on a group's invoice. */
export interface InvoiceDetails {
  businessName: string;
  businessAddress: string;
  /** The tax registration number as the park prints it (GST number, BR number), '' for none. */
  taxNumber: string;
  /** The tax's name ("GST"), '' for no tax line. */
  taxLabel: string;
  /** The tax rate included in prices, in basis points (1500: 15%). */
  taxBasisPoints: number;
}

/** The organiser's details a group booking asks at checkout: the school's or company's name and the address its invoice goes to. */
export const organisationField = () => nameField('checkout.organisation', ORGANISATION_MAX);
export const invoiceEmailField = () => emailField(fieldRequired('checkout.invoiceEmail'));
export const groupDetailsSchema = object({ organisation: organisationField(), invoiceEmail: invoiceEmailField() });
export type GroupDetails = InferType<typeof groupDetailsSchema>;

/**
 * The most places one cart may hold (lib/server/carts): PLACES_PER_CART, but a cart whose places make it a
 * group at a park that takes groups (`minPeople`, null: none) may hold up to what one client address may
 * hold in all its carts (PLACES_PER_ADDRESS), which still bounds any one visitor: a group is booked in one cart.
 */
export const groupCartPlaces = (minPeople: number | null, placesAfter: number, limits: { PLACES_PER_CART: number; PLACES_PER_ADDRESS: number }): number =>
  minPeople !== null && placesAfter >= minPeople ? Math.max(limits.PLACES_PER_CART, limits.PLACES_PER_ADDRESS) : limits.PLACES_PER_CART;

/** Whether a booking of `people` is a group booking under the park's rules (none: the park takes no group bookings). */
export const isGroupBooking = (rules: GroupRules | null, people: number): boolean => rules !== null && people >= rules.minPeople;

/**
 * The deposit asked for `due` (what the booking costs after its discount and gift card, before any card
 * fee) for `people`: a percentage rounded to the nearest minor unit, or so much a person; never more than
 * `due`.
 */
export function depositFor(rules: Pick<GroupRules, 'depositKind' | 'depositValue'>, due: number, people: number): number {
  const asked = rules.depositKind === 'percent' ? Math.round((due * rules.depositValue) / 100) : rules.depositValue * people;
  return Math.max(0, Math.min(due, asked));
}

/** The balance's due day: the park's days before the visit's (first session's) day. */
export const balanceDueOn = (visitDay: string, daysBefore: number): string => addDays(visitDay, -daysBefore);

/** What a group pays now and later. */
export interface GroupTerms {
  /** Paid online at checkout (the order's own payment, before its card fee). */
  deposit: number;
  /** Owed afterwards as a charge with a due date; 0 when everything is paid now. */
  balance: number;
  /** The balance's due day, in the park's calendar. */
  dueOn: string;
}

/**
 * A group's terms: the deposit now and the balance by its due day. Booked on or after that day, there is
 * no time left for a balance: everything is paid now.
 */
export function groupTerms(rules: GroupRules, booking: { due: number; people: number; visitDay: string; today: string }): GroupTerms {
  const dueOn = balanceDueOn(booking.visitDay, rules.balanceDaysBefore);
  const deposit = booking.today >= dueOn ? booking.due : depositFor(rules, booking.due, booking.people);
  return { deposit, balance: booking.due - deposit, dueOn };
}

/** What a quote's booking costs before any card fee: its lines less the discount and the gift card's part. */
export const costOf = (priced: Quote): number => Math.max(0, priced.subtotal - priced.discount) - priced.giftCard;

/**
 * A group's checkout quote: the booking's amounts as priced (its lines, discount and gift card), but the
 * order's own payment is the deposit, with the gateway's card fee on the deposit alone (a charge, the
 * balance, carries none: lib/server/orders/charges.ts).
 */
export function groupQuote(priced: Quote, deposit: number, cardFeeBasisPoints: number): Quote {
  const cardFee = deposit > 0 ? Math.round((deposit * Math.max(0, cardFeeBasisPoints)) / 10_000) : 0;
  return { ...priced, cardFee, total: deposit + cardFee };
}

/**
 * The balance by ticket: what each ticket owes of it, in proportion to its value (the charge's shares,
 * lib/domain/order-charge.ts), adding up to the balance exactly. A ticket cancelled later ends its share.
 */
export function balanceShares(balance: number, ticketValues: readonly { ticketId: string; value: number }[]): { ticketId: string; amount: number }[] {
  const split = shareOut(balance, ticketValues.map((ticket) => ({ key: ticket.ticketId, weight: ticket.value })));
  return ticketValues.map((ticket) => ({ ticketId: ticket.ticketId, amount: split.get(ticket.ticketId)! }));
}

/**
 * Which reminder of a balance to send today, if any: the latest of GROUP_REMINDER_DAYS reached (a
 * reminder already sent is not sent again: the outbox keys each by its stage), none once the due day has
 * passed (the overdue rule takes over).
 */
export function reminderStage(dueOn: string, today: string): number | null {
  if (today > dueOn) return null;
  const reached = GROUP_REMINDER_DAYS.filter((days) => today >= addDays(dueOn, -days));
  return reached.length ? Math.min(...reached) : null;
}

/** What the overdue run does to a group today: nothing yet, or its balance is overdue and the park's policy applies. */
export function overdueAction(rules: Pick<GroupRules, 'duePolicy'>, balance: { dueOn: string; status: 'due' | 'paid' | 'cancelled' | 'refunded' }, today: string): GroupDuePolicy | null {
  if (balance.status !== 'due' || today <= balance.dueOn) return null;
  return rules.duePolicy;
}

/** Why the organiser may not change a group's numbers. */
export type NumbersRefusal = 'belowGroupSize' | 'pastDueDate' | 'unchanged';

/**
 * Whether the organiser may change a group to `people` today: the park's rules keep it a group, and
 * numbers are settled by the balance's due day (after it, staff change them at the desk).
 */
export function numbersRefusal(rules: Pick<GroupRules, 'minPeople'>, change: { from: number; to: number; dueOn: string; today: string }): NumbersRefusal | null {
  if (change.to === change.from) return 'unchanged';
  if (change.to < rules.minPeople) return 'belowGroupSize';
  if (change.today > change.dueOn) return 'pastDueDate';
  return null;
}

/**
 * A numbers change re-priced, as a move is (lib/domain/order-charge.ts moveChargeShares, the park's
 * cheaperDifferenceTo): `paid` what the group has paid so far (deposit and balance payments), `cost` what
 * the booking costs at its new numbers. The balance still due becomes what is left to pay (a new charge
 * in place of the old); when the group has paid more than it now costs, the difference goes back as a
 * cheaper move's does.
 */
export function numbersChangeMoney(paid: number, cost: number): { balance: number; giveBack: number } {
  return cost >= paid ? { balance: cost - paid, giveBack: 0 } : { balance: 0, giveBack: paid - cost };
}

/**
 * The tax included in `amount` at `basisPoints` (prices include the tax, as the park's are): rounded to
 * the nearest minor unit, for the invoice's tax line.
 */
export const taxIncluded = (amount: number, basisPoints: number): number => (basisPoints > 0 ? Math.round((amount * basisPoints) / (10_000 + basisPoints)) : 0);
