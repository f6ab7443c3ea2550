import { describe, expect, it } from 'vitest';
import { renderOrderUpdate } from '@/lib/server/mail/order-update';
import type { OrderUpdateEmailView } from '@/lib/server/mail/types';

/* What a visitor is told of a staff change to their booking (issue #22), in their language. */

const view = (extra: Partial<OrderUpdateEmailView> = {}): OrderUpdateEmailView => ({
  orderId: '00000000-0000-0000-0000-000000000001',
  bookingId: 'SR-7K3M-9QXD',
  language: 'en',
  intlLocale: 'en-NZ',
  parkName: 'Summit Rush Queenstown',
  timeZone: 'Pacific/Auckland',
  currency: 'NZD',
  customer: { firstName: '<b>Mere</b>', lastName: 'Tane', email: 'mere@example.com' },
  confirmationUrl: 'https://nz.example/booking/abc',
  change: 'cancelled',
  tickets: [{ code: 'TABCDEFGHJK', activityTitle: 'Mountain Luge', variationTitle: '5 rides', startsAt: '2026-12-01T20:00:00.000Z' }],
  ticketsLeft: 2,
  refund: { amount: 12036, method: 'gateway' },
  ...extra,
});

describe('the order update mail', () => {
  it('says which tickets were cancelled, what goes back and how, in the park’s time, escaping what the visitor typed', async () => {
    const mail = await renderOrderUpdate(view());
    expect(mail.subject).toBe('Booking changed: tickets cancelled – SR-7K3M-9QXD – Summit Rush Queenstown');
    expect(mail.text).toContain('Refunded to your original payment: $120.36');
    expect(mail.text).toContain('Your other 2 tickets stand');
    // 20:00 UTC is 09:00 the next day in Queenstown.
    expect(mail.text).toMatch(/Wednesday, 2 December 2026.*9:00/);
    expect(mail.html).toContain('&#60;b&#62;Mere&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Mere</b>');
  });

  it('tells a whole cancellation, a move with the time before, and a desk payment apart', async () => {
    expect((await renderOrderUpdate(view({ ticketsLeft: 0 }))).subject).toBe('Booking cancelled: SR-7K3M-9QXD – Summit Rush Queenstown');
    const moved = await renderOrderUpdate(view({ change: 'moved', refund: undefined, tickets: [{ ...view().tickets[0], previousStartsAt: '2026-11-30T20:00:00.000Z' }] }));
    expect(moved.text).toContain('Was: Tuesday, 1 December 2026');
    expect(moved.text).toContain('Your tickets and their QR codes are unchanged');
    const paid = await renderOrderUpdate(view({ change: 'paidAtDesk', refund: undefined, tickets: [], payment: { amount: 14900, method: 'cash' } }));
    expect(paid.subject).toBe('Payment received: SR-7K3M-9QXD – Summit Rush Queenstown');
    expect(paid.text).toContain('Paid in cash at the desk: $149');
  });

  it('names the mail a reschedule’s new codes went in, and keeps the manage link out of one that carries them itself', async () => {
    const links = { manageUrl: 'https://nz.example/my-booking/v1.token', manageUntil: '2026-11-30T00:00:00.000Z', findBookingUrl: 'https://nz.example/find-booking' };
    const moved = { change: 'moved' as const, refund: undefined, ...links };
    const apart = await renderOrderUpdate(view({ ...moved, ticketsApart: true }));
    expect(apart.attachments).toEqual([]);
    expect(apart.text).toContain('Your moved tickets have new QR codes, in a separate email, “Your new tickets: SR-7K3M-9QXD – Summit Rush Queenstown”');
    expect(apart.text).toContain(`Manage my booking: ${links.manageUrl}`);
    // Queued before the new codes went apart: they are drawn here, so this one may be forwarded.
    const legacy = await renderOrderUpdate(view({ ...moved, tickets: [{ ...view().tickets[0], qrText: 'SR1-TABCDEFGHJK-signature' }] }));
    expect(legacy.attachments).toHaveLength(1);
    expect(legacy.text).toContain('Your moved tickets have new QR codes, below');
    for (const part of [legacy.text, legacy.html]) {
      expect(part).not.toContain(links.manageUrl);
      expect(part).toContain(links.findBookingUrl);
    }
    const zh = await renderOrderUpdate(view({ ...moved, ticketsApart: true, language: 'zh-Hant', intlLocale: 'zh-Hant-HK', parkName: '峰躍探險樂園 香港', currency: 'HKD', timeZone: 'Asia/Hong_Kong' }));
    expect(zh.text).toContain('另以郵件寄出，標題為「您的新門票：SR-7K3M-9QXD – 峰躍探險樂園 香港」');
    for (const part of [zh.subject, zh.text, zh.html]) expect(part).not.toContain('你');
  });

  it('in Chinese, with a gift card’s code, addressing the reader as 您', async () => {
    const mail = await renderOrderUpdate(
      view({ language: 'zh-Hant', intlLocale: 'zh-Hant-HK', parkName: '峰躍探險樂園 香港', currency: 'HKD', timeZone: 'Asia/Hong_Kong', refund: { amount: 58800, method: 'gift_card', giftCardCode: 'ABCD-EFGH-JKLM-NPQR', giftCardSiteUrl: 'https://zh.hk.example' } }),
    );
    expect(mail.subject).toBe('預訂已更改：部分門票已取消 – SR-7K3M-9QXD – 峰躍探險樂園 香港');
    expect(mail.text).toContain('以禮券退款');
    expect(mail.text).toContain('ABCD-EFGH-JKLM-NPQR');
    expect(mail.text).toContain('https://zh.hk.example');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('你');
  });
});
