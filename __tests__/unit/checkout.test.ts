import { describe, expect, it } from 'vitest';
import { lineDiscounts, promoProblem, quote, type PromoRule } from '@/lib/domain/checkout';
import { canTransition, confirmationState, orderStatusFor, outcomeOf } from '@/lib/domain/order-status';

const promo = (extra: Partial<PromoRule> = {}): PromoRule => ({
  kind: 'percent',
  value: 10,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 0,
  activityIds: [],
  ...extra,
});
const NOW = new Date('2026-11-22T00:00:00Z');

describe('promo codes', () => {
  it('apply within their dates and uses, to the activities they cover', () => {
    expect(promoProblem(promo(), ['a'], NOW)).toBeNull();
    expect(promoProblem(promo({ validFrom: new Date('2026-12-01') }), ['a'], NOW)).toBe('NOT_STARTED');
    expect(promoProblem(promo({ validUntil: NOW }), ['a'], NOW)).toBe('EXPIRED');
    expect(promoProblem(promo({ maxUses: 3, uses: 3 }), ['a'], NOW)).toBe('USED_UP');
    expect(promoProblem(promo({ activityIds: ['b'] }), ['a'], NOW)).toBe('NOT_APPLICABLE');
  });

  it('take a percentage of covered lines, or spread a fixed amount without exceeding them', () => {
    const lines = [
      { activityId: 'a', total: 1000 },
      { activityId: 'b', total: 3000 },
    ];
    expect(lineDiscounts(lines, promo())).toEqual([100, 300]);
    expect(lineDiscounts(lines, promo({ activityIds: ['b'] }))).toEqual([0, 300]);
    expect(lineDiscounts(lines, promo({ kind: 'fixed', value: 1001 }))).toEqual([250, 751]);
    expect(lineDiscounts(lines, promo({ kind: 'fixed', value: 99999 }))).toEqual([1000, 3000]);
    expect(lineDiscounts(lines, null)).toEqual([0, 0]);
  });
});

describe('quote', () => {
  it('takes the gift card after the discount and charges the card fee on what is left', () => {
    expect(quote([{ total: 10000 }], [1000], 2000, 250)).toEqual({ subtotal: 10000, discount: 1000, giftCard: 2000, cardFee: 175, total: 7175 });
  });

  it('charges no fee when the gift card covers everything', () => {
    expect(quote([{ total: 5000 }], [0], 9000, 250)).toEqual({ subtotal: 5000, discount: 0, giftCard: 5000, cardFee: 0, total: 0 });
  });
});

describe('order transitions', () => {
  it('move an unpaid order once, and let late money re-book or refund', () => {
    expect(canTransition('awaiting_payment', 'paid')).toBe(true);
    expect(canTransition('paid', 'cancelled')).toBe(false);
    expect(canTransition('paid', 'paid')).toBe(false);
    expect(canTransition('expired', 'paid')).toBe(true);
    expect(canTransition('expired', 'refund_due')).toBe(true);
    expect(canTransition('refund_due', 'paid')).toBe(false);
  });

  it('map every provider state and every order status to one outcome', () => {
    expect(orderStatusFor('waiting')).toBeNull();
    expect(orderStatusFor('authorised')).toBe('paid');
    expect(orderStatusFor('declined')).toBe('failed');
    expect(orderStatusFor('cancelled')).toBe('cancelled');
    expect(orderStatusFor('expired')).toBe('expired');
    expect(outcomeOf('paid')).toBe('PAID');
    expect(outcomeOf('cancelled')).toBe('CANCELLED');
    expect(outcomeOf('failed')).toBe('ERROR');
    expect(outcomeOf('awaiting_payment')).toBe('NOT_PAID');
  });

  it('say how a booking’s page presents it: a booking staff cancelled is cancelled (refunded when paid), never “not complete”', () => {
    expect(confirmationState('paid', false)).toBe('booked');
    expect(confirmationState('partially_cancelled', false)).toBe('booked');
    expect(confirmationState('awaiting_confirmation', false)).toBe('awaitingConfirmation');
    expect(confirmationState('reserved', false)).toBe('reserved');
    expect(confirmationState('refunded', true)).toBe('refunded');
    // A reservation staff cancelled in full; a payment the visitor backed out of has the same status and no cancelled ticket.
    expect(confirmationState('cancelled', true)).toBe('cancelled');
    expect(confirmationState('cancelled', false)).toBeNull();
    for (const status of ['awaiting_payment', 'failed', 'expired', 'refund_due'] as const) expect(confirmationState(status, false)).toBeNull();
  });
});
