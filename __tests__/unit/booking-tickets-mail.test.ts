import { describe, expect, it } from 'vitest';
import { renderBookingTickets } from '@/lib/server/mail/booking-tickets';
import { renderOrderConfirmation } from '@/lib/server/mail/order-confirmation';
import type { BookingTicketsEmailView, OrderEmailView } from '@/lib/server/mail/types';

/*
 * A booking's QR tickets go in a message of their own, which a group's organiser forwards to the riders:
 * no link to the booking and no money in it. The buyer's confirmation keeps the My booking link (which can
 * cancel the whole booking and send its money elsewhere) and says where the tickets went.
 */

const startsAt = '2026-12-01T20:00:00.000Z'; // 9:00 on 2 December in Queenstown
const MANAGE = 'https://nz.example/my-booking/v1.manage-token.signature';
const FIND = 'https://nz.example/find-booking';
const CONFIRMATION = 'https://nz.example/booking/confirmation-token';

const ticket = (code: string) => ({ code, qrText: `SR1-${code}-signature`, activityTitle: 'Mountain <Luge>', variationTitle: '5 rides', startsAt });

const tickets = (extra: Partial<BookingTicketsEmailView> = {}): BookingTicketsEmailView => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  bookingId: 'SR-7K3M-9QXD',
  language: 'en',
  intlLocale: 'en-NZ',
  parkName: 'Summit Rush Queenstown',
  timeZone: 'Pacific/Auckland',
  customer: { firstName: 'Mere', lastName: 'Tane', email: 'mere@example.com' },
  tickets: [ticket('TABCDEFGHJK'), ticket('TBCDEFGHJKL')],
  ...extra,
});

const confirmation = (extra: Partial<OrderEmailView> = {}): OrderEmailView => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  bookingId: 'SR-7K3M-9QXD',
  language: 'en',
  intlLocale: 'en-NZ',
  parkName: 'Summit Rush Queenstown',
  timeZone: 'Pacific/Auckland',
  currency: 'NZD',
  customer: { firstName: 'Mere', lastName: 'Tane', email: 'mere@example.com' },
  confirmationUrl: CONFIRMATION,
  manageUrl: MANAGE,
  manageUntil: '2026-11-30T00:00:00.000Z',
  findBookingUrl: FIND,
  lines: [{ activityTitle: 'Mountain <Luge>', startsAt, tickets: [{ title: '5 rides', quantity: 2, participants: 1 }], addOns: [], upgradeTitle: null, total: 12036 }],
  subtotal: 12036,
  discount: 0,
  giftCard: 0,
  cardFee: 0,
  total: 12036,
  ticketsApart: true,
  tickets: [],
  ...extra,
});

describe('the tickets mail', () => {
  it('carries one QR code per ticket and nothing that opens the booking or shows its money', async () => {
    const view = tickets();
    const mail = await renderBookingTickets(view);
    expect(mail.subject).toBe('Your tickets: SR-7K3M-9QXD – Summit Rush Queenstown');
    expect(mail.senderName).toBe('Summit Rush Queenstown');
    expect(mail.attachments.map((image) => image.contentType)).toEqual(['image/png', 'image/png']);
    for (const image of mail.attachments) expect(mail.html).toContain(`src="cid:${image.cid}"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('SR-7K3M-9QXD');
      expect(part).toContain('Ticket 2 of 2');
      expect(part).toMatch(/Wednesday, 2 December 2026/);
      for (const { qrText } of view.tickets) expect(part).toContain(qrText);
      expect(part).toContain('Forward this email to the others');
      expect(part).not.toMatch(/my-booking|find-booking|\/booking\/|Manage my booking|Find my booking|\$/);
    }
    // No link at all, and what the catalogue wrote is text.
    expect(mail.html).not.toContain('<a ');
    expect(mail.html).toContain('Mountain &#60;Luge&#62;');
  });

  it('says a reschedule’s tickets are new and the old codes no longer admit', async () => {
    const mail = await renderBookingTickets(tickets({ reissued: true, tickets: [ticket('TCDEFGHJKLM')] }));
    expect(mail.subject).toBe('Your new tickets: SR-7K3M-9QXD – Summit Rush Queenstown');
    expect(mail.text).toContain('Your ticket moved to a new time has a new QR code: the one it had before no longer admits anyone.');
    expect(mail.attachments).toHaveLength(1);
  });

  it('in Chinese, addressing the reader as 您', async () => {
    const mail = await renderBookingTickets(tickets({ language: 'zh-Hant', intlLocale: 'zh-Hant-HK', parkName: '峰躍探險樂園 香港', timeZone: 'Asia/Hong_Kong' }));
    expect(mail.subject).toBe('您的門票：SR-7K3M-9QXD – 峰躍探險樂園 香港');
    expect(mail.text).toContain('這是您在峰躍探險樂園 香港的門票，共 2 張，每張各有獨立的二維碼。');
    expect(mail.text).toContain('可將此郵件轉寄給同行人士');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('你');
      expect(part).not.toMatch(/Your tickets|Ticket \d/);
    }
  });
});

describe('the buyer’s confirmation beside it', () => {
  it('keeps the manage link, draws no QR code, names the tickets mail and says not to forward this one', async () => {
    const mail = await renderOrderConfirmation(confirmation());
    expect(mail.attachments).toEqual([]);
    expect(mail.html).not.toContain('cid:');
    expect(mail.text).toContain(`Manage my booking: ${MANAGE}`);
    expect(mail.html).toContain(`href="${MANAGE}"`);
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Your tickets and their QR codes come in a separate email, “Your tickets: SR-7K3M-9QXD – Summit Rush Queenstown”.');
      expect(part).toContain('Keep this email to yourself');
      expect(part).toContain('$120.36');
    }
  });

  it('in Chinese too', async () => {
    const mail = await renderOrderConfirmation(
      confirmation({ language: 'zh-Hant', intlLocale: 'zh-Hant-HK', parkName: '峰躍探險樂園 香港', timeZone: 'Asia/Hong_Kong', currency: 'HKD' }),
    );
    expect(mail.text).toContain('您的門票及二維碼會以另一封郵件寄出，標題為「您的門票：SR-7K3M-9QXD – 峰躍探險樂園 香港」。');
    expect(mail.text).toContain('請勿轉寄此郵件');
    expect(mail.text).toContain(MANAGE);
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('你');
  });

  it('drops the manage link from one queued before the tickets went apart, which draws them itself', async () => {
    const mail = await renderOrderConfirmation(confirmation({ ticketsApart: undefined, tickets: tickets().tickets }));
    expect(mail.attachments).toHaveLength(2);
    for (const part of [mail.text, mail.html]) {
      expect(part).not.toContain(MANAGE);
      expect(part).not.toContain('Manage my booking');
      // Find my booking mails links to the booking's own address only: it may stay.
      expect(part).toContain(FIND);
    }
  });
});
