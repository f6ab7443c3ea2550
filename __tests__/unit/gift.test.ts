import { describe, expect, it } from 'vitest';
import { toMessageKey } from '@/lib/domain/customer';
import { formatGiftCode, giftSchema, GIFT_MESSAGE_MAX } from '@/lib/domain/gift';
import { personName } from '@/lib/domain/language';

const valid = {
  amount: 5000,
  senderFirstName: 'Ana',
  senderLastName: 'Silva',
  senderEmail: 'ana@example.com',
  recipientName: 'Ben',
  recipientEmail: 'ben@example.com',
  message: null,
};
const amounts = { presets: [5000], min: 2000, max: 50000 };
const problems = async (values: object) => {
  try {
    await giftSchema.validate(values, { abortEarly: false, context: { amounts } });
    return [];
  } catch (error) {
    return (error as { inner: { path: string; message: unknown }[] }).inner.map((e) => [e.path, toMessageKey(e.message).key]);
  }
};

describe('gift voucher form', () => {
  it('accepts a message of 240 characters, or none, and refuses 241', async () => {
    expect(await problems(valid)).toEqual([]);
    expect(await problems({ ...valid, message: 'x'.repeat(GIFT_MESSAGE_MAX) })).toEqual([]);
    expect(await problems({ ...valid, message: 'x'.repeat(GIFT_MESSAGE_MAX + 1) })).toEqual([['message', 'gift.messageTooLong']]);
  });

  it('keeps the amount within the locale’s bounds, and names are single lines', async () => {
    expect(await problems({ ...valid, amount: 1999 })).toEqual([['amount', 'gift.amountRange']]);
    expect(await problems({ ...valid, amount: 50001 })).toEqual([['amount', 'gift.amountRange']]);
    expect(await problems({ ...valid, recipientName: 'Ben\r\nBcc: x@example.com' })).toEqual([['recipientName', 'validation.oneLine']]);
    expect(await problems({ ...valid, senderEmail: 'nope' })).toEqual([['senderEmail', 'validation.invalidEmail']]);
  });

  it('shows codes in groups of four whatever was typed', () => {
    expect(formatGiftCode('abcd efgh-jkmn pqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
  });
});

describe('a sender’s name on the voucher and in its email', () => {
  it('writes a Chinese name family name first on a Chinese page, any other as typed', () => {
    expect(personName('小明', '陳', 'zh-Hant')).toBe('陳小明');
    expect(personName('Aroha', 'Ngata', 'zh-Hant')).toBe('Aroha Ngata');
    expect(personName('小明', '陳', 'en')).toBe('小明 陳');
    expect(personName(' Aroha ', '', 'en')).toBe('Aroha');
  });
});
