import { describe, expect, it } from 'vitest';
import { renderOrderConfirmation } from '@/lib/server/mail/order-confirmation';
import { mailT } from '@/lib/server/mail/translate';
import type { OrderEmailView } from '@/lib/server/mail/types';
import zhHantCommon from '@/locales/zh-Hant/common.json';
import zhHantForms from '@/locales/zh-Hant/forms.json';
import zhHantMail from '@/locales/zh-Hant/mail.json';
import { i18nFor } from './translations';

/** Every text of a resource, nested keys opened. */
function textsOf(resource: object): string[] {
  return Object.values(resource).flatMap((value: unknown) => (typeof value === 'object' && value !== null ? textsOf(value) : [String(value)]));
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
    // The mail's own texts, and the site's, which the mail reads where the site says the same thing.
    const chinese = [...textsOf(zhHantMail), ...textsOf(zhHantCommon), ...textsOf(zhHantForms)];
    expect(chinese.filter((text) => text.includes('你'))).toEqual([]);
    expect(textsOf(zhHantMail).some((text) => text.includes('您'))).toBe(true);
  });

  it('take what a visitor typed as text, never as a placeholder or a reference to another text', () => {
    const t = mailT('zh-Hant');
    const name = '{{parkName}} $t(common:booking.extras) {{- name}}';
    expect(t('greeting', { name, parkName: 'X' })).toBe(`${name}，您好：`);
    expect(t('enquiry.notification.replyHint', { name })).toBe(`直接回覆此郵件即可回答${name}。`);
  });

  it('count an enquiry’s guests with i18next plurals', () => {
    const subject = (count: number) => mailT('en')('enquiry.notification.subject', { functionType: 'Party', count, date: 'Monday', name: 'Ana' });
    expect(subject(1)).toBe('Venue hire enquiry: Party, 1 guest, Monday – Ana');
    expect(subject(80)).toBe('Venue hire enquiry: Party, 80 guests, Monday – Ana');
  });

  it('quote the checkout form’s own label when saying where a gift code goes, in Chinese', () => {
    expect(mailT('zh-Hant')('gift.redeem', { site: 'hk.example' })).toBe('在 hk.example 結帳時，於「禮券或優惠碼」欄輸入此編號即可。');
    expect(mailT('en')('gift.redeem', { site: 'nz.example' })).toBe('Enter the code as a voucher code at checkout on nz.example.');
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
