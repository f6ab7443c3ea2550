import { describe, expect, it } from 'vitest';
import { chargeCollection, chargeEnd, chargePaymentDecision, mergeShares, moveChargeShares, remainderShares } from '@/lib/domain/order-charge';

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

/* A charge is owed ticket by ticket: cancelling some of its tickets ends their shares only. */
describe('a charge’s shares', () => {
  const share = (ticketId: string, amount: number) => ({ ticketId, amount });
  const total = (shares: { amount: number }[]) => shares.reduce((sum, s) => sum + s.amount, 0);

  it('are each moved ticket’s own difference; a ticket moved somewhere cheaper by the same move lowers the others’', () => {
    expect(moveChargeShares([share('child', 390), share('adult', 590), share('same', 0)])).toEqual([share('child', 390), share('adult', 590), share('same', 0)]);
    const netted = moveChargeShares([share('a', 590), share('b', 590), share('peak', -300)]);
    expect(netted).toEqual([share('a', 440), share('b', 440), share('peak', 0)]);
    expect(total(netted)).toBe(880);
  });

  it('of what a cheaper move left of a charge come off the moving tickets’ own first, then the others’ in proportion', () => {
    const charge = [share('adult', 590), share('child', 390)];
    // The adult moved back: what is left is the child's own share.
    expect(remainderShares(charge, new Set(['adult']), 390)).toEqual([share('child', 390)]);
    // Another ticket's saving offset 590 of it: the 390 left is owed by both, in proportion (cents by largest remainder).
    expect(remainderShares(charge, new Set(['other']), 390)).toEqual([share('adult', 235), share('child', 155)]);
    // Less saved than the moving ticket's own share: it keeps the rest of it.
    expect(remainderShares(charge, new Set(['adult']), 500)).toEqual([share('adult', 110), share('child', 390)]);
  });

  it('of a due charge: cancelling some of its tickets cancels it and owes the standing ones’ shares again', () => {
    const charge = [share('adult', 590), share('child', 390)];
    expect(chargeEnd('due', charge, new Set(['adult', 'child', 'other']))).toBeNull();
    expect(chargeEnd('due', charge, new Set(['child']))).toEqual({ ended: [share('adult', 590)], status: 'cancelled', giveBack: 0, owedAgain: [share('child', 390)] });
    expect(chargeEnd('due', charge, new Set())).toEqual({ ended: charge, status: 'cancelled', giveBack: 0, owedAgain: [] });
    // A ticket the move took at no difference owes nothing of it: cancelling it changes nothing owed.
    expect(chargeEnd('due', [...charge, share('same', 0)], new Set(['adult', 'child']))).toEqual({ ended: [share('same', 0)], status: 'due', giveBack: 0, owedAgain: [] });
    // Nothing left to owe when only tickets of no difference stand.
    expect(chargeEnd('due', [...charge, share('same', 0)], new Set(['same']))).toMatchObject({ status: 'cancelled', owedAgain: [] });
  });

  it('of a paid charge: give back the cancelled tickets’ shares, the charge refunded once none of its tickets stands', () => {
    const charge = [share('adult', 590), share('child', 390)];
    expect(chargeEnd('paid', charge, new Set(['child']))).toEqual({ ended: [share('adult', 590)], status: 'paid', giveBack: 590, owedAgain: [] });
    // Later, the child too: only what is left of it (the adult's share ended before).
    expect(chargeEnd('paid', [share('child', 390)], new Set())).toEqual({ ended: [share('child', 390)], status: 'refunded', giveBack: 390, owedAgain: [] });
  });

  it('owed again from several charges make one, by ticket', () => {
    expect(mergeShares([[share('a', 100), share('b', 50)], [share('b', 25)], []])).toEqual([share('a', 100), share('b', 75)]);
  });
});
