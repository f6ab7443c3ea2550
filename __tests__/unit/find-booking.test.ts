import { describe, expect, it } from 'vitest';
import { findBookingSchema, normaliseBookingId, typedBookingIds } from '@/lib/domain/find-booking';
import { validateForm } from '@/lib/domain/form-validation';
import { renderBookingLinks } from '@/lib/server/mail/booking-links';
import { renderOrderUpdate } from '@/lib/server/mail/order-update';
import { renderSessionClosure } from '@/lib/server/mail/session-closure';
import type { BookingLinksEmailView } from '@/lib/server/mail/types';

/* "Find my booking" (issue #24): the form's shared rules, and the mail of links in both languages. */

describe('a booking ID typed into a staff search', () => {
  it('reads as its stored forms with a digit or the SR- prefix, and a name as none', () => {
    expect(typedBookingIds(' sr 7kq4 9zxm ')).toEqual(['SR-7KQ4-9ZXM', 'SR7KQ49ZXM']);
    expect(typedBookingIds('SR-7KQ4-9ZXM')).toEqual(['SR-7KQ4-9ZXM']);
    expect(typedBookingIds('7kq49zxm')).toEqual(['SR-7KQ4-9ZXM', '7KQ49ZXM']);
    // An ID of another shape (made before today's format) is looked up as typed.
    expect(typedBookingIds('sr-wabcdef1')).toEqual(['SR-WABC-DEF1', 'SR-WABCDEF1']);
    expect(typedBookingIds('SR-W1234')).toEqual(['SR-W1234']);
    // Names: eight letters from SR, and a name with digits that forms no ID.
    expect(typedBookingIds('Srikanth')).toEqual([]);
    expect(typedBookingIds('Aroha 3f9a2c')).toEqual([]);
    expect(typedBookingIds('Sriram')).toEqual([]);
  });
});

describe('the find-my-booking form’s rules', () => {
  it('takes an email alone, trimmed, and a booking ID however it is typed', async () => {
    expect(await validateForm(findBookingSchema, { email: '  Mere@Example.com ' })).toEqual({ ok: true, values: { email: 'Mere@Example.com', bookingId: '' } });
    for (const typed of ['SR-7KQ4-9ZXM', 'sr-7kq4-9zxm', ' sr 7kq4 9zxm ', '7KQ49ZXM', '7kq4-9zxm']) {
      expect(await validateForm(findBookingSchema, { email: 'a@b.co', bookingId: typed })).toEqual({ ok: true, values: { email: 'a@b.co', bookingId: 'SR-7KQ4-9ZXM' } });
    }
    expect(normaliseBookingId('SR-7KQ4')).toBeNull();
  });

  it('refuses a missing or malformed email and a booking ID that cannot be one, each with its field’s message', async () => {
    const empty = await validateForm(findBookingSchema, { email: '' });
    expect(empty.ok || empty.fields[0]).toEqual({ field: 'email', message: { key: 'validation.fieldRequired', field: 'findBooking.email' } });
    for (const email of ['mere', 'mere@example', 'a@b.co, c@d.co', 'a b@c.co']) {
      expect(await validateForm(findBookingSchema, { email })).toEqual({ ok: false, fields: [{ field: 'email', message: { key: 'validation.invalidEmail' } }] });
    }
    for (const bookingId of ['SR-7KQ4', 'hello', 'SR-7KQ4-9ZXM-1', "'; drop table orders"]) {
      expect(await validateForm(findBookingSchema, { email: 'a@b.co', bookingId })).toEqual({ ok: false, fields: [{ field: 'bookingId', message: { key: 'findBooking.invalidBookingId' } }] });
    }
  });
});

const view = (extra: Partial<BookingLinksEmailView> = {}): BookingLinksEmailView => ({
  language: 'en',
  intlLocale: 'en-HK',
  parkName: 'Summit Rush Hong Kong',
  timeZone: 'Asia/Hong_Kong',
  email: 'Mere@example.com',
  firstName: '<b>Mere</b>',
  findBookingUrl: 'https://hk.example/find-booking',
  expiresAt: '2026-12-08T02:00:00.000Z',
  bookings: [
    { bookingId: 'SR-AAAA-1111', status: 'paid', activityTitle: 'Harbour Zipline', startsAt: '2026-12-01T02:00:00.000Z', url: 'https://hk.example/my-booking/token-one' },
    { bookingId: 'SR-BBBB-2222', status: 'refunded', activityTitle: 'Sky Walk', startsAt: '2026-11-20T06:30:00.000Z', url: 'https://hk.example/my-booking/token-two' },
  ],
  ...extra,
});

describe('the mail of booking links', () => {
  it('lists each booking with its first activity, its time in the park’s zone, its status in words and its own link', async () => {
    const mail = await renderBookingLinks(view());
    expect(mail.subject).toBe('Your bookings at Summit Rush Hong Kong');
    expect(mail.text).toContain('Here are the 2 we have for this address');
    // 02:00 UTC is 10:00 in Hong Kong.
    expect(mail.text).toMatch(/Harbour Zipline\nTuesday, 1 December 2026, 10:00 am \(local time at Summit Rush Hong Kong\)\nPaid\nOpen booking SR-AAAA-1111: https:\/\/hk\.example\/my-booking\/token-one/);
    expect(mail.text).toMatch(/Sky Walk\nFriday, 20 November 2026, 2:30 pm .*\nCancelled and refunded\nOpen booking SR-BBBB-2222: https:\/\/hk\.example\/my-booking\/token-two/);
    expect(mail.text).toContain('These links work until Tuesday, 8 December 2026');
    expect(mail.text).toContain('Find my booking: https://hk.example/find-booking');
    expect(mail.html).toContain('href="https://hk.example/my-booking/token-one"');
    expect(mail.html).toContain('href="https://hk.example/my-booking/token-two"');
    expect(mail.html).toContain('&#60;b&#62;Mere&#60;/b&#62;');
    expect(mail.html).not.toContain('<b>Mere</b>');
  });

  it('says it in Chinese, addressing the reader as 您, with one booking', async () => {
    const mail = await renderBookingLinks(
      view({ language: 'zh-Hant', intlLocale: 'zh-Hant-HK', parkName: '峰躍探險樂園 香港', bookings: [{ ...view().bookings[0], status: 'reserved', activityTitle: '維港飛索' }] }),
    );
    expect(mail.subject).toBe('您在峰躍探險樂園 香港的預訂');
    expect(mail.text).toContain('維港飛索');
    expect(mail.text).toContain('已預留：請於抵達時在服務台付款');
    expect(mail.text).toContain('打開預訂 SR-AAAA-1111：https://hk.example/my-booking/token-one');
    expect(mail.text).toContain('查找我的預訂：https://hk.example/find-booking');
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('你');
      expect(part).not.toMatch(/Your bookings|Open booking|Paid/);
    }
  });

  it('never makes a link of what is not a web address', async () => {
    const mail = await renderBookingLinks(view({ findBookingUrl: 'javascript:alert(1)', bookings: [{ ...view().bookings[0], url: 'javascript:alert(1)' }] }));
    expect(mail.html).not.toContain('javascript:');
    expect(mail.text).not.toContain('javascript:');
  });
});

describe('a booking’s other mails', () => {
  const links = { manageUrl: 'https://hk.example/my-booking/signed', manageUntil: '2026-12-08T02:00:00.000Z', findBookingUrl: 'https://hk.example/find-booking' };
  const update = {
    orderId: '00000000-0000-0000-0000-000000000001',
    bookingId: 'SR-7K3M-9QXD',
    language: 'en' as const,
    intlLocale: 'en-HK',
    parkName: 'Summit Rush Hong Kong',
    timeZone: 'Asia/Hong_Kong',
    currency: 'HKD',
    customer: { firstName: 'Mere', lastName: 'Tane', email: 'mere@example.com' },
    confirmationUrl: 'https://hk.example/booking/abc',
    change: 'moved' as const,
    tickets: [],
    ticketsLeft: 2,
  };

  it('carry Manage my booking and Find my booking when their view has the links, and neither when it was queued before', async () => {
    const withLinks = await renderOrderUpdate({ ...update, ...links });
    expect(withLinks.text).toContain('Manage my booking: https://hk.example/my-booking/signed');
    expect(withLinks.text).toContain('This link works until Tuesday, 8 December 2026');
    expect(withLinks.text).toContain('Lost this email, or has the link expired? Find my booking: https://hk.example/find-booking');
    expect(withLinks.html).toContain('href="https://hk.example/my-booking/signed"');
    const before = await renderOrderUpdate(update);
    expect(before.text).not.toContain('my-booking');
    expect(before.text).not.toContain('find-booking');

    const closure = await renderSessionClosure({ ...update, language: 'zh-Hant', intlLocale: 'zh-Hant-HK', parkName: '峰躍探險樂園 香港', change: 'closed', reason: null, sessions: [], ...links });
    expect(closure.text).toContain('管理我的預訂：https://hk.example/my-booking/signed');
    expect(closure.html).toContain('href="https://hk.example/find-booking"');
  });
});
