import { describe, expect, it } from 'vitest';
import { isRevenue } from '@/lib/domain/purchase';
import { canTransition, outcomeOf, RESERVATION_CONFIRM_MINUTES, UNCONFIRMED_RESERVATIONS_LIMIT } from '@/lib/domain/order-status';
import { renderOrderConfirmation } from '@/lib/server/mail/order-confirmation';
import { renderReservationRequest } from '@/lib/server/mail/reservation-request';
import type { ReservationRequestView } from '@/lib/server/mail/types';
import { i18nFor } from './translations';

/** Pay on arrival is a reservation, not a sale (issue #21): the rules and the words. */

const startsAt = '2026-11-25T02:00:00.000Z';
const request = (language: ReservationRequestView['language']): ReservationRequestView => ({
  orderId: '00000000-0000-4000-8000-000000000001',
  bookingId: 'SR-ABCD-EFGH',
  language,
  intlLocale: language === 'en' ? 'en-HK' : 'zh-Hant-HK',
  parkName: language === 'en' ? 'Summit Rush Hong Kong' : '峰躍探險樂園 香港',
  timeZone: 'Asia/Hong_Kong',
  currency: 'HKD',
  customer: { firstName: '小明', lastName: '陳', email: 'chan@example.com' },
  confirmationUrl: 'http://zh.hk.localhost:3000/booking/abc',
  lines: [{ activityTitle: '高空滑索', startsAt, tickets: [{ title: '成人', quantity: 1, participants: 1 }], addOns: [], upgradeTitle: null, total: 58800 }],
  subtotal: 58800,
  discount: 0,
  giftCard: 0,
  cardFee: 0,
  total: 58800,
  dueOnArrival: 58800,
  tickets: [],
  confirmUrl: 'http://zh.hk.localhost:3000/reservation/key',
  confirmBy: '2026-11-24T02:30:00.000Z',
});

describe('reservations', () => {
  it('move only through the transition table: never from unconfirmed to paid, never back to awaiting payment', () => {
    expect(canTransition('awaiting_payment', 'awaiting_confirmation')).toBe(true);
    expect(canTransition('awaiting_payment', 'reserved')).toBe(true);
    expect(canTransition('awaiting_confirmation', 'reserved')).toBe(true);
    expect(canTransition('awaiting_confirmation', 'expired')).toBe(true);
    expect(canTransition('awaiting_confirmation', 'paid')).toBe(false);
    // A confirmed reservation expires only by its own rule (lib/domain/reservation-release.ts): nobody came for it.
    expect(canTransition('reserved', 'expired')).toBe(true);
    expect(canTransition('reserved', 'paid')).toBe(true);
    expect(canTransition('expired', 'reserved')).toBe(false);
    expect(outcomeOf('awaiting_confirmation')).toBe('AWAITING_CONFIRMATION');
    expect(outcomeOf('reserved')).toBe('RESERVED');
    expect([RESERVATION_CONFIRM_MINUTES, UNCONFIRMED_RESERVATIONS_LIMIT]).toEqual([30, 2]);
  });

  it('are never revenue for analytics; only a paid order that collected its money is', () => {
    const nzd = (amount: number) => ({ amount, currency: 'NZD' });
    expect(isRevenue({ status: 'awaiting_confirmation', dueOnArrival: nzd(5000) })).toBe(false);
    expect(isRevenue({ status: 'reserved', dueOnArrival: nzd(5000) })).toBe(false);
    expect(isRevenue({ status: 'paid', dueOnArrival: nzd(5000) })).toBe(false);
    expect(isRevenue({ status: 'paid', dueOnArrival: null })).toBe(true);
  });

  it('ask for confirmation in Chinese: within 30 minutes or the places go, what is due at the desk, the link', async () => {
    const mail = await renderReservationRequest(request('zh-Hant'));
    expect(mail.subject).toBe('請確認您的預留：SR-ABCD-EFGH – 峰躍探險樂園 香港');
    expect(mail.text).toContain('請於 30 分鐘內確認，否則名額將被釋出。');
    expect(mail.text).toContain('確認期限：上午10:30（峰躍探險樂園 香港當地時間）');
    expect(mail.text).toContain('現在無需付款：確認後，請於當日在服務台支付 $588。');
    expect(mail.text).toContain('確認我的預留：http://zh.hk.localhost:3000/reservation/key');
    expect(mail.html).toContain('<html lang="zh-Hant">');
    expect(mail.attachments).toEqual([]);
  });

  it('once confirmed, email "Reserved: pay … at reception on the day", in both languages', async () => {
    const en = await renderOrderConfirmation({ ...request('en'), tickets: [] });
    expect(en.subject).toBe('Reservation confirmed: SR-ABCD-EFGH – Summit Rush Hong Kong');
    expect(en.text).toContain('Reserved: pay $588 at reception on the day');
    const zh = await renderOrderConfirmation({ ...request('zh-Hant'), tickets: [] });
    expect(zh.text).toContain('已預留：請於當日在服務台支付 $588');
  });

  it('have the pages say what to do, in both languages', () => {
    const [en, zh] = [i18nFor('en'), i18nFor('zh-Hant')];
    expect(en.t('confirmation.awaitingText', { minutes: 30 })).toBe('Check your email and confirm within 30 minutes, or your places are released.');
    expect(zh.t('confirmation.awaitingText', { minutes: 30 })).toBe('請查看電郵並於 30 分鐘內確認，否則名額將被釋出。');
    expect(en.t('confirmation.reserved', { amount: 'NZ$89.00' })).toBe('Reserved: pay NZ$89.00 at reception on the day.');
    expect(zh.t('confirmation.reserved', { amount: 'HK$588.00' })).toBe('已預留：請於當日在服務台支付 HK$588.00。');
    expect(zh.t('reservation.confirm')).toBe('確認我的預留');
    expect(zh.t('checkout.tooManyReservations', { count: 2 })).toContain('2 個待確認的預留');
    expect(en.t('reservation.expired', { minutes: 30 })).toContain('its places were released');
  });
});
