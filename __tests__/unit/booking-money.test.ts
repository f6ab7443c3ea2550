import { describe, expect, it } from 'vitest';
import { differencesPaid, listedAsCharge, totalWithDifferences, type ChargeFact } from '@/lib/domain/booking-money';

const charge = (id: string, status: ChargeFact['status'], amount: number): ChargeFact => ({ id, status, amount });

describe("a booking's money on My booking", () => {
  it('adds the differences paid to the order’s total: paid, and paid then given back; not due nor cancelled ones', () => {
    const charges = [charge('a', 'paid', 5880), charge('b', 'refunded', 590), charge('c', 'due', 1000), charge('d', 'cancelled', 700)];
    expect(differencesPaid(charges)).toBe(6470);
    expect(totalWithDifferences(60270, charges)).toBe(66740);
    expect(totalWithDifferences(60270, [])).toBe(60270);
  });

  it('lists a charge as a charge only while due, or ended unpaid; never beside the payment that took it', () => {
    const none = new Set<string>();
    expect(listedAsCharge(charge('a', 'due', 100), none)).toBe(true);
    expect(listedAsCharge(charge('a', 'cancelled', 100), none)).toBe(true);
    expect(listedAsCharge(charge('a', 'paid', 100), none)).toBe(false);
    expect(listedAsCharge(charge('a', 'refunded', 100), none)).toBe(false);
    // Cancelled while its payment was under way: the payment and its refund say it all.
    expect(listedAsCharge(charge('a', 'cancelled', 100), new Set(['a']))).toBe(false);
  });
});
