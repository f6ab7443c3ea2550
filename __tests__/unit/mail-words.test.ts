import { describe, expect, it } from 'vitest';
import { ENQUIRY_MAIL_STRINGS } from '@/lib/server/mail/enquiry-strings';
import { renderOrderConfirmation } from '@/lib/server/mail/order-confirmation';
import { MAIL_STRINGS } from '@/lib/server/mail/strings';
import type { OrderEmailView } from '@/lib/server/mail/types';
import { i18nFor } from './translations';

/** Every text of a dictionary: strings as they are, templates filled with a placeholder, nested maps opened. */
function textsOf(strings: object): string[] {
  // A one-item list reads as its item, so it fills a list parameter as well as a text one.
  const placeholder = ['甲'];
  return Object.values(strings).flatMap((value: unknown) => {
    if (typeof value === 'function') return [(value as (...args: unknown[]) => string)(...Array<unknown>(value.length).fill(placeholder))];
    if (typeof value === 'object' && value !== null) return textsOf(value);
    return [String(value)];
  });
}

const startsAt = '2026-11-25T02:00:00.000Z';

/** A Hong Kong booking of HK$588 in `language`, completed by pay on arrival unless `dueOnArrival` says otherwise. */
const booking = (language: OrderEmailView['language'], dueOnArrival = 58800): OrderEmailView => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  bookingId: 'SR-ABCD-EFGH',
  language,
  intlLocale: language === 'en' ? 'en-HK' : 'zh-Hant-HK',
  parkName: language === 'en' ? 'Summit Rush Hong Kong' : '峰躍探險樂園 香港',
  timeZone: 'Asia/Hong_Kong',
  currency: 'HKD',
  customer: { firstName: '小明', lastName: '陳', email: 'chan@example.com' },
  confirmationUrl: 'http://zh.hk.localhost:3000/booking/abc',
  lines: [{ activityTitle: '高空滑索', startsAt, tickets: [{ title: '成人', quantity: 1, participants: 1 }], addOns: [{ title: '相片套裝', quantity: 1 }, { title: '儲物櫃', quantity: 2 }], upgradeTitle: null, total: 58800 }],
  subtotal: 58800,
  discount: 0,
  giftCard: 0,
  cardFee: 0,
  total: 58800,
  dueOnArrival,
  tickets: [{ code: 'T23456789ABC', activityTitle: '高空滑索', variationTitle: '成人', startsAt }],
});

/** The amount as the email writes it, whatever sign the currency is given. */
const amountIn = (text: string) => /(\S*588(?:\.00)?)/.exec(text)?.[1];

describe('mail words', () => {
  it('address a Chinese reader with the polite 您 in every email, never 你', () => {
    const chinese = [...textsOf(MAIL_STRINGS['zh-Hant']), ...textsOf(ENQUIRY_MAIL_STRINGS['zh-Hant'])];
    expect(chinese.filter((text) => text.includes('你'))).toEqual([]);
    expect(chinese.some((text) => text.includes('您'))).toBe(true);
  });

  it('say a booking paid on arrival is confirmed and what to pay at the desk, never that it is paid, in Chinese', async () => {
    const mail = await renderOrderConfirmation(booking('zh-Hant'));
    const amount = amountIn(mail.text)!;
    expect(amount).toBeTruthy();
    expect(mail.senderName).toBe('峰躍探險樂園 香港');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(`感謝您預訂峰躍探險樂園 香港。您的預訂已確認，請於抵達時在服務台支付 ${amount}。`);
      expect(part).toContain('抵達時應付金額');
      expect(part).not.toContain('完成付款');
      expect(part).not.toContain('付款總額');
      expect(part).not.toContain('你');
    }
    expect(mail.text).toContain(`抵達時應付金額：${amount}`);
    // Chinese punctuation between a list's items and between a day and its time.
    expect(mail.text).toContain('附加項目：相片套裝 × 1、儲物櫃 × 2');
    expect(mail.text).toContain('2026年11月25日星期三 上午10:00（峰躍探險樂園 香港當地時間）');
  });

  it('say the same in English', async () => {
    const mail = await renderOrderConfirmation(booking('en'));
    const amount = amountIn(mail.text)!;
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toMatch(/\bpaid\b/i);
    expect(mail.text).toContain(`Your booking is confirmed: please pay ${amount} at the desk when you arrive.`);
    expect(mail.text).toContain(`To pay on arrival: ${amount}`);
  });

  it('still call a booking paid when it was, and when nothing was left to pay', async () => {
    for (const view of [booking('en', 0), { ...booking('en'), dueOnArrival: undefined }]) {
      const mail = await renderOrderConfirmation(view);
      expect(mail.text).toContain('Your booking is confirmed and paid.');
      expect(mail.text).toMatch(/Total paid: \S*588/);
      expect(mail.text).not.toContain('on arrival');
    }
    const chinese = await renderOrderConfirmation(booking('zh-Hant', 0));
    expect(chinese.text).toContain('您的預訂已確認並完成付款');
    expect(chinese.text).toContain('付款總額');
  });

  it('have the confirmation page say what to pay at the desk, in both languages', () => {
    expect(i18nFor('en').t('confirmation.payOnArrival', { amount: '$588' })).toBe('Your booking is confirmed. Please pay $588 at the desk when you arrive.');
    expect(i18nFor('en').t('confirmation.dueOnArrival')).toBe('To pay on arrival');
    expect(i18nFor('zh-Hant').t('confirmation.payOnArrival', { amount: '$588' })).toBe('您的預訂已確認，請於抵達時在服務台支付 $588。');
    expect(i18nFor('zh-Hant').t('confirmation.dueOnArrival')).toBe('抵達時應付金額');
  });
});
