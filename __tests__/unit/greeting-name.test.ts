import { describe, expect, it } from 'vitest';
import { greetingName } from '@/lib/domain/language';
import { renderBookingLinks } from '@/lib/server/mail/booking-links';
import { renderOrderConfirmation } from '@/lib/server/mail/order-confirmation';
import type { BookingLinksEmailView, OrderEmailView } from '@/lib/server/mail/types';
import { i18nFor } from './translations';

/* How a mail or a screen greets a person, per language (lib/domain/language.ts greetingName). */
describe('a greeting’s name', () => {
  it('is the first name in English', () => {
    expect(greetingName({ firstName: 'Tai Man', lastName: 'Chan' }, 'en')).toBe('Tai Man');
    expect(greetingName({ firstName: ' Aroha ', lastName: 'Ngata' }, 'en')).toBe('Aroha');
    expect(greetingName({ firstName: '大文', lastName: '陳' }, 'en')).toBe('大文');
  });

  it('is the whole name, family name first, in Chinese: unspaced in characters, spaced in letters', () => {
    expect(greetingName({ firstName: '大文', lastName: '陳' }, 'zh-Hant')).toBe('陳大文');
    expect(greetingName({ firstName: '大 文', lastName: ' 陳 ' }, 'zh-Hant')).toBe('陳大文');
    expect(greetingName({ firstName: 'Tai Man', lastName: 'Chan' }, 'zh-Hant')).toBe('Chan Tai Man');
    expect(greetingName({ firstName: 'Tai  Man ', lastName: 'Chan' }, 'zh-Hant')).toBe('Chan Tai Man');
  });

  it('uses what there is when one part is missing, and a name taken whole as typed', () => {
    expect(greetingName({ firstName: 'Tai Man', lastName: '' }, 'zh-Hant')).toBe('Tai Man');
    expect(greetingName({ firstName: '', lastName: 'Chan' }, 'en')).toBe('Chan');
    expect(greetingName({ firstName: 'Aroha' }, 'zh-Hant')).toBe('Aroha');
    expect(greetingName({ fullName: '陳大文' }, 'zh-Hant')).toBe('陳大文');
    expect(greetingName({ fullName: ' Chan  Tai Man ' }, 'en')).toBe('Chan Tai Man');
  });

  it('reads as a greeting in each language’s words', () => {
    const person = { firstName: '大文', lastName: '陳' };
    expect(i18nFor('zh-Hant').t('confirmation.thanks', { ns: 'forms', name: greetingName(person, 'zh-Hant') })).toBe('多謝您，陳大文！期待與您見面。');
    expect(i18nFor('en').t('confirmation.thanks', { ns: 'forms', name: greetingName({ firstName: 'Tai Man', lastName: 'Chan' }, 'en') })).toBe("Thanks, Tai Man! We can't wait to see you.");
  });

  it('greets by the whole name, family name first, in a Chinese mail, and by the first name in an English one', async () => {
    const order = (language: OrderEmailView['language'], customer: OrderEmailView['customer']): OrderEmailView => ({
      orderId: '00000000-0000-4000-8000-000000000001',
      bookingId: 'SR-ABCD-EFGH',
      language,
      intlLocale: language === 'en' ? 'en-HK' : 'zh-Hant-HK',
      parkName: '峰躍探險樂園 香港',
      timeZone: 'Asia/Hong_Kong',
      currency: 'HKD',
      customer,
      confirmationUrl: 'http://zh.hk.localhost:3000/booking/abc',
      lines: [],
      subtotal: 0,
      discount: 0,
      giftCard: 0,
      cardFee: 0,
      total: 0,
      tickets: [],
    });
    const chinese = await renderOrderConfirmation(order('zh-Hant', { firstName: '大文', lastName: '陳', email: 'chan@example.com' }));
    for (const part of [chinese.text, chinese.html]) expect(part).toContain('陳大文，您好：');
    const romanised = await renderOrderConfirmation(order('zh-Hant', { firstName: 'Tai Man', lastName: 'Chan', email: 'chan@example.com' }));
    for (const part of [romanised.text, romanised.html]) expect(part).toContain('Chan Tai Man，您好：');
    const english = await renderOrderConfirmation(order('en', { firstName: 'Tai Man', lastName: 'Chan', email: 'chan@example.com' }));
    for (const part of [english.text, english.html]) expect(part).toContain('Hi Tai Man,');

    const links: BookingLinksEmailView = {
      language: 'zh-Hant',
      intlLocale: 'zh-Hant-HK',
      parkName: '峰躍探險樂園 香港',
      timeZone: 'Asia/Hong_Kong',
      email: 'chan@example.com',
      firstName: '大文',
      lastName: '陳',
      findBookingUrl: 'https://zh.hk.example/find-booking',
      expiresAt: '2026-12-08T02:00:00.000Z',
      bookings: [],
    };
    expect((await renderBookingLinks(links)).text).toContain('陳大文，您好：');
  });
});
