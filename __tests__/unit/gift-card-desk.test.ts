import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adjustmentSchema, complimentaryCardSchema, typedAmount, voidSchema } from '@/lib/domain/gift-card-desk';
import { adjustmentRefusal, isVoided, ledgerBalance, voidEntryAmount } from '@/lib/domain/gift-card-ledger';

const NZD = { currency: 'NZD', max: 50_000 };

const errors = (run: () => unknown): unknown => {
  try {
    run();
    return [];
  } catch (error) {
    return (error as { errors: unknown[] }).errors;
  }
};

describe('amounts staff type', () => {
  it('are read as minor units of the park’s currency, signed only for an adjustment', () => {
    expect(typedAmount('25', 'NZD')).toBe(2500);
    expect(typedAmount('25.5', 'NZD')).toBe(2550);
    expect(typedAmount(' 1,000.00 ', 'HKD')).toBe(100_000);
    expect(typedAmount('-10', 'NZD', true)).toBe(-1000);
    expect(typedAmount('+5', 'NZD', true)).toBe(500);
    expect(typedAmount('500', 'JPY')).toBe(500);
    for (const bad of ['-10', '12.345', '1e3', 'ten', '', '.', '5.5.5']) expect(typedAmount(bad, 'NZD')).toBeNaN();
    expect(typedAmount('1.5', 'JPY')).toBeNaN();
  });

  it('make a complimentary card of a positive, bounded, whole amount and a one-line name, a single address', () => {
    const schema = complimentaryCardSchema(NZD);
    const ok = { amount: '75', recipientName: 'Tama', recipientEmail: 'tama@example.com', message: '', language: 'zh-Hant' };
    expect(schema.validateSync(ok)).toMatchObject({ amount: 7500, language: 'zh-Hant', message: '' });
    // The API's integer is taken as it is: minor units.
    expect(schema.validateSync({ ...ok, amount: 7500 }).amount).toBe(7500);
    const keys = (values: Record<string, unknown>) => errors(() => schema.validateSync({ ...ok, ...values }, { abortEarly: false }));
    expect(keys({ amount: '0' })).toEqual([{ key: 'giftCards.validation.amount' }]);
    expect(keys({ amount: -100 })).toEqual([{ key: 'giftCards.validation.amount' }]);
    expect(keys({ amount: 10.5 })).toEqual([{ key: 'giftCards.validation.amount' }]);
    expect(keys({ amount: '500.01' })).toEqual([{ key: 'giftCards.validation.tooLarge' }]);
    expect(keys({ amount: '500' })).toEqual([]);
    expect(keys({ recipientName: 'A\r\nBcc: x@example.com' })).toEqual([{ key: 'giftCards.validation.oneLine' }]);
    expect(keys({ recipientEmail: 'a@example.com,b@example.com' })).toEqual([{ key: 'validation.invalidEmail' }]);
    expect(keys({ message: 'x'.repeat(241) })).toEqual([{ key: 'giftCards.validation.tooLong', max: 240 }]);
    expect(keys({ language: 'fr' })).toEqual([{ key: 'giftCards.validation.language' }]);
  });

  it('make an adjustment either way with a reason, never below the balance the form was given', () => {
    const schema = adjustmentSchema(NZD);
    expect(schema.validateSync({ amount: '-12.50', reason: ' Wrong amount ' }, { context: { balance: 1250 } })).toEqual({ amount: -1250, reason: 'Wrong amount' });
    expect(errors(() => schema.validateSync({ amount: '-12.51', reason: 'x' }, { context: { balance: 1250 } }))).toEqual([{ key: 'giftCards.validation.belowZero' }]);
    expect(errors(() => schema.validateSync({ amount: '0', reason: 'x' }))).toEqual([{ key: 'giftCards.validation.amount' }]);
    expect(errors(() => schema.validateSync({ amount: '-600', reason: 'x' }))).toEqual([{ key: 'giftCards.validation.tooLarge' }]);
    expect(errors(() => voidSchema.validateSync({ reason: '   ' }))).toEqual([{ key: 'giftCards.validation.reasonRequired' }]);
  });
});

describe('the ledger’s staff entries', () => {
  it('refuse an adjustment that is not a whole non-zero amount, too large, on a void card, or below zero', () => {
    const card = { balance: 1000, voided: false };
    expect(adjustmentRefusal(card, 0, 5000)).toBe('invalidAmount');
    expect(adjustmentRefusal(card, 1.5, 5000)).toBe('invalidAmount');
    expect(adjustmentRefusal(card, 5001, 5000)).toBe('tooLarge');
    expect(adjustmentRefusal(card, -1001, 5000)).toBe('belowZero');
    expect(adjustmentRefusal({ ...card, voided: true }, 100, 5000)).toBe('voided');
    expect(adjustmentRefusal(card, -1000, 5000)).toBeNull();
  });

  it('never leave a balance below zero, and a void leaves exactly zero', () => {
    fc.assert(
      fc.property(fc.nat(100_000), fc.array(fc.integer({ min: -20_000, max: 20_000 }), { maxLength: 30 }), (opening, adjustments) => {
        let balance = opening;
        for (const amount of adjustments) if (!adjustmentRefusal({ balance, voided: false }, amount, 50_000)) balance += amount;
        expect(balance).toBeGreaterThanOrEqual(0);
        expect(balance + voidEntryAmount(balance)).toBe(0);
      }),
    );
    expect(voidEntryAmount(0)).toBe(0);
    expect(ledgerBalance([{ amount: 500, orderId: null }, { amount: voidEntryAmount(500), orderId: null }])).toBe(0);
    expect(isVoided([{ kind: 'purchase' }, { kind: 'void' }])).toBe(true);
    expect(isVoided([{ kind: 'purchase' }, { kind: 'adjustment' }])).toBe(false);
  });
});
