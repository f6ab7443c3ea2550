import { describe, expect, it } from 'vitest';
import {
  conversionAccounts,
  conversionUrl,
  conversionVisit,
  cookieValue,
  gaClientId,
  ga4Body,
  isTooOld,
  metaBody,
  sendFailure,
  type ConversionOrder,
} from '@/lib/domain/conversions';

const ORDER: ConversionOrder = {
  bookingId: 'SR-7K3M9Q',
  total: 23850,
  currency: 'NZD',
  paidAt: new Date('2026-12-02T01:00:00Z'),
  emailSha256: 'ab'.repeat(32),
  fallbackClientId: '11.22',
  pageUrl: 'https://nz.example/',
  attribution: null,
  items: [{ id: 'nz-luge-five-rides', quantity: 3 }],
};
const NO_VISIT = { gaClientId: null, fbp: null, fbc: null, userAgent: null };

describe('reading the visit’s ids', () => {
  it('finds a cookie by its exact name and refuses anything but a plain token', () => {
    expect(cookieValue('a=1; _ga=GA1.1.5.6; b=2', '_ga')).toBe('GA1.1.5.6');
    expect(cookieValue('x_ga=GA1.1.5.6', '_ga')).toBeNull();
    expect(cookieValue('_ga="<script>"', '_ga')).toBeNull();
    expect(cookieValue('_ga=', '_ga')).toBeNull();
    expect(cookieValue(undefined, '_ga')).toBeNull();
  });

  it('takes GA4’s client id from its cookie’s last two numbers, and nothing from other shapes', () => {
    expect(gaClientId('GA1.1.987654321.1790000000')).toBe('987654321.1790000000');
    expect(gaClientId('GA1.2.1.2')).toBe('1.2');
    expect(gaClientId('GS1.1.1790000000.1.0')).toBeNull();
    expect(gaClientId('987654321.1790000000')).toBeNull();
    expect(gaClientId(null)).toBeNull();
  });

  it('caps the user agent it keeps', () => {
    expect(conversionVisit('_fbp=fb.1.2.3', 'x'.repeat(900))).toEqual({ gaClientId: null, fbp: 'fb.1.2.3', fbc: null, userAgent: 'x'.repeat(500) });
  });
});

describe('the accounts and the requests', () => {
  it('reports to each account of a destination whose secret the owner named, and to none without', () => {
    const codes = { googleAnalyticsCode: ['G-AAAA1111', 'G-BBBB2222'], facebookCode: ['1234567'] };
    expect(conversionAccounts({ ...codes, ga4ApiSecretEnv: null, metaAccessTokenEnv: null })).toEqual([]);
    expect(conversionAccounts({ ...codes, ga4ApiSecretEnv: 'GA', metaAccessTokenEnv: null })).toEqual([
      { destination: 'ga4', account: 'G-AAAA1111' },
      { destination: 'ga4', account: 'G-BBBB2222' },
    ]);
    expect(conversionAccounts({ googleAnalyticsCode: [], facebookCode: ['1234567'], ga4ApiSecretEnv: 'GA', metaAccessTokenEnv: 'META' })).toEqual([{ destination: 'meta', account: '1234567' }]);
  });

  it('puts the account and the secret where each provider takes them, encoded', () => {
    expect(conversionUrl('ga4', 'https://www.google-analytics.com/mp/collect', 'G-AAAA1111', 'a&b')).toBe('https://www.google-analytics.com/mp/collect?measurement_id=G-AAAA1111&api_secret=a%26b');
    expect(conversionUrl('meta', 'https://graph.facebook.com/v21.0/{pixel}/events', '1234567', 't o')).toBe('https://graph.facebook.com/v21.0/1234567/events?access_token=t+o');
  });

  it('sends the purchase in major units with the booking ID as both providers’ de-duplication id', () => {
    const ga4 = ga4Body(ORDER, NO_VISIT);
    expect(ga4).toEqual({
      client_id: '11.22',
      timestamp_micros: ORDER.paidAt.getTime() * 1000,
      events: [{ name: 'purchase', params: { transaction_id: 'SR-7K3M9Q', value: 238.5, currency: 'NZD', items: [{ item_id: 'nz-luge-five-rides', quantity: 3 }] } }],
    });
    const [event] = metaBody({ ...ORDER, currency: 'JPY', total: 4500 }, NO_VISIT).data;
    expect(event).toMatchObject({ event_name: 'Purchase', event_id: 'SR-7K3M9Q', event_time: ORDER.paidAt.getTime() / 1000, user_data: { em: [ORDER.emailSha256] } });
    expect(event.custom_data).toMatchObject({ value: 4500, currency: 'JPY', num_items: 3 });
  });

  it('retries what may pass later and gives up what the provider refused', () => {
    expect([null, 408, 429, 500, 503].map(sendFailure)).toEqual(['retry', 'retry', 'retry', 'retry', 'retry']);
    expect([400, 401, 403, 404].map(sendFailure)).toEqual(['give-up', 'give-up', 'give-up', 'give-up']);
  });

  it('counts a purchase for 72 hours from its payment', () => {
    expect(isTooOld(ORDER.paidAt, new Date(ORDER.paidAt.getTime() + 72 * 3_600_000))).toBe(false);
    expect(isTooOld(ORDER.paidAt, new Date(ORDER.paidAt.getTime() + 72 * 3_600_000 + 1))).toBe(true);
  });
});
