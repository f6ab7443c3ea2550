import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountToRetake, canDebit, ledgerBalance, type LedgerEntry } from '@/lib/domain/gift-card-ledger';

const entry = (amount: number, orderId: string | null = null): LedgerEntry => ({ amount, orderId });

describe('gift-card ledger rules', () => {
  it('a balance is the sum of the entries', () => {
    expect(ledgerBalance([])).toBe(0);
    expect(ledgerBalance([entry(5000), entry(-1200, 'a'), entry(1200, 'a'), entry(-300, 'b')])).toBe(4700);
  });

  it('a debit never takes the balance below zero', () => {
    expect(canDebit(1000, 1000)).toBe(true);
    expect(canDebit(1000, 1001)).toBe(false);
    expect(canDebit(1000, -5)).toBe(false);
    expect(canDebit(1000, 0.5)).toBe(false);
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(fc.nat(20_000), { maxLength: 30 }), (value, requests) => {
        const entries = [entry(value)];
        for (const amount of requests) if (canDebit(ledgerBalance(entries), amount)) entries.push(entry(-amount, 'o'));
        expect(ledgerBalance(entries)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('an order takes again only what it gave back, so a repeated "paid" never debits twice', () => {
    expect(amountToRetake(1200, [entry(-1200, 'a')])).toBe(0);
    expect(amountToRetake(1200, [entry(-1200, 'a'), entry(1200, 'a')])).toBe(1200);
    expect(amountToRetake(1200, [entry(-1200, 'a'), entry(1200, 'a'), entry(-1200, 'a')])).toBe(0);
    expect(amountToRetake(0, [])).toBe(0);
  });
});
