/*
 * What a visitor may change of their own booking, and until when (issue #24): the park's self-service
 * policy (parks.reschedule_hours_before and friends, set on the back office's /settings) applied to one
 * ticket at `now`. Pure: the My booking page shows it, and the server applies it again under the order's
 * lock when the visitor acts (lib/server/my-booking/my-booking-actions.ts).
 *
 * A ticket in a session the park closed (issue #23) may always be moved or cancelled with its money back,
 * whatever the normal policy says: the park broke the booking, not the visitor.
 */

export type RefundTo = 'original' | 'gift_card';
export type CancelRefundTo = RefundTo | 'choice';

export interface SelfServicePolicy {
  /** Moves allowed up to this many hours before the ticket's session starts; null: not offered. */
  rescheduleHoursBefore: number | null;
  /** Cancellations allowed up to this many hours before; null: not offered. */
  cancelHoursBefore: number | null;
  /** Where a cancellation's money goes: the original payment, a new gift card, or the visitor's choice. */
  cancelRefundTo: CancelRefundTo;
  /** Percent the park adds on top of money taken as gift-card credit (0: none). */
  giftCardBonusPercent: number;
  /** Where a move to a cheaper session's difference goes. */
  cheaperDifferenceTo: RefundTo;
}

/** The most hours a cutoff may be (30 days), and the largest bonus: beyond them it is a typing mistake. */
export const POLICY_HOURS_MAX = 720;
export const GIFT_CARD_BONUS_MAX = 50;

/** Why a visitor may not make a change themselves. */
export type SelfServiceRefusal = 'notOffered' | 'tooLate' | 'started' | 'checkedIn' | 'cancelled' | 'chargeDue';

export interface TicketState {
  startsAt: Date;
  /** The park closed its session. */
  closed: boolean;
  checkedIn: boolean;
  cancelled: boolean;
  /** The order owes a charge still (a dearer move's difference not paid yet). */
  chargeDue?: boolean;
}

export interface ChangeWindow {
  allowed: boolean;
  /** The last moment the change is allowed (null: not offered, or no limit as the session is closed). */
  until: Date | null;
  refusal: SelfServiceRefusal | null;
}

const HOUR = 3_600_000;

function window(hoursBefore: number | null, ticket: TicketState, now: Date): ChangeWindow {
  if (ticket.cancelled) return { allowed: false, until: null, refusal: 'cancelled' };
  if (ticket.checkedIn) return { allowed: false, until: null, refusal: 'checkedIn' };
  // A closed session never starts: its tickets may be changed until the time it would have started.
  if (ticket.closed) return ticket.startsAt > now ? { allowed: true, until: ticket.startsAt, refusal: null } : { allowed: false, until: null, refusal: 'started' };
  if (ticket.startsAt <= now) return { allowed: false, until: null, refusal: 'started' };
  if (hoursBefore === null) return { allowed: false, until: null, refusal: 'notOffered' };
  const until = new Date(ticket.startsAt.getTime() - hoursBefore * HOUR);
  return now <= until ? { allowed: true, until, refusal: null } : { allowed: false, until, refusal: 'tooLate' };
}

/** Whether the visitor may move this ticket to another session now, and until when. */
export function rescheduleWindow(policy: SelfServicePolicy, ticket: TicketState, now: Date): ChangeWindow {
  const open = window(policy.rescheduleHoursBefore, ticket, now);
  // Another move while a dearer one's difference is unpaid would offset or stack on money never received
  // (lib/domain/order-refund.ts moveRelease): the visitor pays the difference first, then may move again.
  return open.allowed && ticket.chargeDue ? { allowed: false, until: open.until, refusal: 'chargeDue' } : open;
}

/** Whether the visitor may cancel this ticket now, and until when. */
export const cancelWindow = (policy: SelfServicePolicy, ticket: TicketState, now: Date): ChangeWindow => window(policy.cancelHoursBefore, ticket, now);

/**
 * Where the visitor may have a cancellation's money go. A closed session's money may always go back to
 * the original payment (the visitor did not choose to cancel), or onto a gift card if they prefer.
 */
export function refundChoices(policy: SelfServicePolicy, closed: boolean): RefundTo[] {
  if (closed || policy.cancelRefundTo === 'choice') return ['original', 'gift_card'];
  return [policy.cancelRefundTo];
}

/** The park's bonus on `amount` (minor units) taken as gift-card credit, rounded down: never more than it said. */
export const giftCardBonus = (amount: number, percent: number): number => (amount > 0 && percent > 0 ? Math.floor((amount * percent) / 100) : 0);
