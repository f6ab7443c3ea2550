import { describe, expect, it } from 'vitest';
import { chargeCollection, chargePaymentDecision } from '@/lib/domain/order-charge';

/* Issue #22: a charge's payment moves the charge, never the order, and money is never kept twice. */

describe('a charge', () => {
  it('is paid through the link for a paid order, at the desk for a reservation', () => {
    expect(chargeCollection('paid', 'DPS')).toBe('link');
    expect(chargeCollection('partially_cancelled', 'MasterCardDirect')).toBe('link');
    expect(chargeCollection('reserved', 'Blank')).toBe('desk');
    // Paid at the desk after pay on arrival: its gateway takes no money online.
    expect(chargeCollection('paid', 'Blank')).toBe('desk');
    expect(chargeCollection('paid', null)).toBe('desk');
  });

  it('is paid when the provider took the money while it was due', () => {
    expect(chargePaymentDecision('due', 'waiting', 'authorised')).toEqual({ markChargePaid: true, paymentStatus: 'authorised' });
    expect(chargePaymentDecision('due', 'starting', 'authorised')).toEqual({ markChargePaid: true, paymentStatus: 'authorised' });
  });

  it('stays due while the visitor pays, and after a refusal, a cancel or an expiry (a new payment may follow)', () => {
    expect(chargePaymentDecision('due', 'waiting', 'waiting')).toEqual({ markChargePaid: false, paymentStatus: null });
    for (const state of ['declined', 'cancelled', 'expired'] as const) {
      expect(chargePaymentDecision('due', 'waiting', state)).toEqual({ markChargePaid: false, paymentStatus: state });
    }
  });

  it('gives the money back when it was paid another way or cancelled meanwhile', () => {
    expect(chargePaymentDecision('paid', 'waiting', 'authorised')).toEqual({ markChargePaid: false, paymentStatus: 'refund_requested' });
    expect(chargePaymentDecision('cancelled', 'waiting', 'authorised')).toEqual({ markChargePaid: false, paymentStatus: 'refund_requested' });
  });

  it('changes nothing on a second answer about a settled payment', () => {
    expect(chargePaymentDecision('paid', 'authorised', 'authorised')).toEqual({ markChargePaid: false, paymentStatus: null });
    expect(chargePaymentDecision('paid', 'refund_requested', 'authorised')).toEqual({ markChargePaid: false, paymentStatus: null });
    expect(chargePaymentDecision('due', 'refunded', 'declined')).toEqual({ markChargePaid: false, paymentStatus: null });
  });
});
