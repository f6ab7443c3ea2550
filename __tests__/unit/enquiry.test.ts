import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from 'yup';
import { problemText } from '@/components/enquiry/use-enquiry';
import { BOOKING_TYPES, enquirySchema, FUNCTION_TYPES, isCalendarDate, latestPreferredDate } from '@/lib/domain/enquiry';
import { parseEnv } from '@/lib/server/platform/config';
import type { EnquiryEmailView } from '@/lib/server/mail/enquiry-layout';
import { enquiryAcknowledgementMail, renderEnquiryAcknowledgement } from '@/lib/server/mail/enquiry-acknowledgement';
import { enquiryNotificationMail, renderEnquiryNotification } from '@/lib/server/mail/enquiry-notification';
import { MIN_SCORE, SITEVERIFY_URL, verifyRecaptcha } from '@/lib/server/enquiries/recaptcha';

const TODAY = '2026-06-15';

const valid = (extra: Record<string, unknown> = {}) => ({
  name: 'Aroha Ngata',
  email: 'aroha@example.com',
  mobilePhone: '+64 21 555 0101',
  functionType: 'WEDDING',
  bookingType: 'EXCLUSIVE',
  guests: 80,
  preferredDate: '2027-02-20',
  message: 'Ceremony at sunset, then dinner.',
  ...extra,
});

/** Every problem of a form, as { path: message } (the first message of each path, as the form shows it). */
async function problems(form: Record<string, unknown>, today: string | null = TODAY): Promise<Record<string, unknown>> {
  try {
    await enquirySchema.validate(form, { abortEarly: false, context: today ? { today } : {} });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const found: Record<string, unknown> = {};
    for (const inner of error.inner) found[inner.path ?? ''] ??= inner.message;
    return found;
  }
}

describe('the enquiry form rules (shared by the form and the server)', () => {
  it('accepts a complete enquiry, trims it, and leaves the message optional', async () => {
    const value = await enquirySchema.validate(valid({ name: '  Aroha Ngata ', message: undefined }), { context: { today: TODAY } });
    expect(value).toMatchObject({ name: 'Aroha Ngata', message: '', guests: 80, functionType: 'WEDDING' });
    for (const functionType of FUNCTION_TYPES) for (const bookingType of BOOKING_TYPES) expect(await problems(valid({ functionType, bookingType }))).toEqual({});
  });

  it("says '{field} is required' for every required field of an empty form", async () => {
    const empty = { name: '', email: '', mobilePhone: '', functionType: '', bookingType: '', guests: Number.NaN, preferredDate: '', message: '' };
    expect(await problems(empty)).toEqual({
      name: { key: 'validation.fieldRequired', field: 'enquiry.name' },
      email: { key: 'validation.fieldRequired', field: 'enquiry.email' },
      mobilePhone: { key: 'validation.fieldRequired', field: 'enquiry.mobilePhone' },
      functionType: { key: 'validation.fieldRequired', field: 'enquiry.functionType' },
      bookingType: { key: 'validation.fieldRequired', field: 'enquiry.bookingType' },
      guests: { key: 'validation.fieldRequired', field: 'enquiry.guests' },
      preferredDate: { key: 'validation.fieldRequired', field: 'enquiry.preferredDate' },
    });
    // An unchecked radio group is null in the browser: the same message.
    expect((await problems(valid({ functionType: null }))).functionType).toEqual({ key: 'validation.fieldRequired', field: 'enquiry.functionType' });
  });

  it("says 'Invalid email address' for anything but one plain address", async () => {
    for (const email of ['aroha', 'aroha@', 'aroha@example', 'a b@example.com', 'a@example.com,b@example.com', 'a@example.com;b@example.com', '<a@example.com>', '"a"@example.com', 'a@example.com\r\nBcc: b@example.com']) {
      expect((await problems(valid({ email }))).email, email).toEqual({ key: 'validation.invalidEmail' });
    }
  });

  it('refuses line breaks in the name, which would end up in mail headers', async () => {
    for (const name of ['Aroha\r\nBcc: victim@example.com', 'Aroha\nNgata', 'Aroha\u2028Ngata']) {
      expect((await problems(valid({ name }))).name, JSON.stringify(name)).toEqual({ key: 'validation.oneLine' });
    }
    expect((await problems(valid({ name: 'x'.repeat(121) }))).name).toEqual({ key: 'validation.tooLong', max: 120 });
  });

  it('checks the phone number, the choices and the number of guests', async () => {
    expect((await problems(valid({ mobilePhone: 'call me' }))).mobilePhone).toEqual({ key: 'validation.invalidPhone' });
    expect((await problems(valid({ functionType: 'FUNERAL' }))).functionType).toEqual({ key: 'validation.invalid' });
    expect((await problems(valid({ bookingType: 'NIGHT' }))).bookingType).toEqual({ key: 'validation.invalid' });
    for (const guests of [0, -3, 1.5, 5001]) expect((await problems(valid({ guests }))).guests, String(guests)).toEqual({ key: 'enquiry.guestsRange', max: 5000 });
    expect(await problems(valid({ guests: 1 }))).toEqual({});
    expect(await problems(valid({ guests: 5000 }))).toEqual({});
  });

  it("wants a real date from the park's today, up to three years ahead", async () => {
    expect(await problems(valid({ preferredDate: TODAY }))).toEqual({});
    expect((await problems(valid({ preferredDate: '2026-06-14' }))).preferredDate).toEqual({ key: 'enquiry.datePast' });
    expect(await problems(valid({ preferredDate: '2029-06-15' }))).toEqual({});
    expect((await problems(valid({ preferredDate: '2029-06-16' }))).preferredDate).toEqual({ key: 'enquiry.dateTooFar', years: 3 });
    expect((await problems(valid({ preferredDate: '2027-02-30' }))).preferredDate).toEqual({ key: 'validation.invalid' });
    expect((await problems(valid({ preferredDate: '20/02/2027' }))).preferredDate).toEqual({ key: 'validation.invalid' });
    // Without a today (no context) only the form of the date is checked.
    expect(await problems(valid({ preferredDate: '2001-01-01' }), null)).toEqual({});
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(latestPreferredDate('2026-06-15')).toBe('2029-06-15');
  });

  it('limits the message to 2000 characters', async () => {
    expect(await problems(valid({ message: 'x'.repeat(2000) }))).toEqual({});
    expect((await problems(valid({ message: 'x'.repeat(2001) }))).message).toEqual({ key: 'validation.tooLong', max: 2000 });
  });

  it('has every message and field label it uses in both languages', async () => {
    const read = (lng: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../locales/${lng}/forms.json`), 'utf8'));
    const lookup = (dictionary: Record<string, unknown>, key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], dictionary);
    const keys = new Set<string>(['enquiry.error', 'enquiry.sent', 'enquiry.recaptcha', 'enquiry.checkFields', 'enquiry.rateLimited', 'enquiry.verificationFailed', 'enquiry.errorRetry']);
    const forms = [
      { name: '', email: '', mobilePhone: '', functionType: '', bookingType: '', guests: Number.NaN, preferredDate: '' },
      valid({ name: 'a\nb', email: 'x', mobilePhone: 'x', functionType: 'X', guests: 0, preferredDate: '2001-01-01', message: 'x'.repeat(3000) }),
      valid({ preferredDate: '2099-01-01', name: 'x'.repeat(200) }),
      valid({ preferredDate: '2027-02-30' }),
    ];
    for (const form of forms) {
      for (const message of Object.values(await problems(form)) as { key: string; field?: string }[]) {
        keys.add(message.key);
        if (message.field) keys.add(message.field);
      }
    }
    for (const value of FUNCTION_TYPES) keys.add(`enquiry.functionTypes.${value}`);
    for (const value of BOOKING_TYPES) keys.add(`enquiry.bookingTypes.${value}`);
    for (const lng of ['en', 'zh-Hant']) {
      const dictionary = read(lng);
      for (const key of keys) expect(typeof lookup(dictionary, key), `${lng} ${key}`).toBe('string');
    }
    expect(read('en').enquiry.sent).toBe('We have received your message and will get back to you shortly.');
    expect(read('en').enquiry.error).toBe('Error sending message');
    expect(read('en').validation.invalidEmail).toBe('Invalid email address');
  });
});

describe('problem messages', () => {
  const t = (key: string, options?: Record<string, unknown>) => (options ? `${key} ${JSON.stringify(options)}` : key);

  it("always say 'Error sending message', then why", () => {
    expect(problemText(t, null)).toEqual({ title: 'enquiry.error', detail: 'enquiry.errorRetry' });
    expect(problemText(t, { code: 'NOT_ACCEPTED', retryAfterSeconds: null })).toEqual({ title: 'enquiry.error', detail: 'enquiry.errorRetry' });
    expect(problemText(t, { code: 'INVALID_DETAILS', retryAfterSeconds: null }).detail).toBe('enquiry.checkFields');
    expect(problemText(t, { code: 'VERIFICATION_FAILED', retryAfterSeconds: null }).detail).toBe('enquiry.verificationFailed');
    expect(problemText(t, { code: 'RATE_LIMITED', retryAfterSeconds: 1801 }).detail).toBe('enquiry.rateLimited {"minutes":31}');
    expect(problemText(t, { code: 'RATE_LIMITED', retryAfterSeconds: 5 }).detail).toBe('enquiry.rateLimited {"minutes":1}');
  });
});

describe('reCAPTCHA verification', () => {
  const answer = (body: unknown, status = 200) => vi.fn<typeof fetch>(async () => new Response(JSON.stringify(body), { status }));
  const check = (fetchImpl: typeof fetch, token: string | null = 'token-1') =>
    verifyRecaptcha({ secret: 'secret-1', token, action: 'venue_hire_enquiry', remoteIp: '203.0.113.9' }, fetchImpl);

  it("passes a person's token for this action and sends Google the secret, the token and the address", async () => {
    const fetchImpl = answer({ success: true, score: 0.9, action: 'venue_hire_enquiry' });
    expect(await check(fetchImpl)).toEqual({ ok: true, score: 0.9 });
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe(SITEVERIFY_URL);
    expect(init?.method).toBe('POST');
    expect(Object.fromEntries(init?.body as URLSearchParams)).toEqual({ secret: 'secret-1', response: 'token-1', remoteip: '203.0.113.9' });
  });

  it('fails a missing, rejected, low-scoring or other-action token, and fails closed when Google cannot be asked', async () => {
    expect(await check(answer({}), null)).toEqual({ ok: false, reason: 'missing-token' });
    expect(await check(answer({ success: false, 'error-codes': ['invalid-input-response'] }))).toEqual({ ok: false, reason: 'rejected' });
    expect(await check(answer({ success: true, score: MIN_SCORE - 0.1, action: 'venue_hire_enquiry' }))).toMatchObject({ ok: false, reason: 'low-score' });
    expect(await check(answer({ success: true, score: 0.9, action: 'login' }))).toEqual({ ok: false, reason: 'wrong-action' });
    expect(await check(answer({ success: true, score: 0.9, action: 'venue_hire_enquiry' }, 503))).toEqual({ ok: false, reason: 'unreachable' });
    expect(await check(vi.fn<typeof fetch>(async () => Promise.reject(new TypeError('fetch failed'))))).toEqual({ ok: false, reason: 'unreachable' });
  });
});

describe('reCAPTCHA settings', () => {
  it('takes both keys or neither', () => {
    expect(parseEnv({}).RECAPTCHA_SITE_KEY).toBeUndefined();
    expect(parseEnv({ RECAPTCHA_SITE_KEY: '6LcSiteKey_0123456789', RECAPTCHA_SECRET_KEY: '6LcSecret-0123456789' })).toMatchObject({
      RECAPTCHA_SITE_KEY: '6LcSiteKey_0123456789',
      RECAPTCHA_SECRET_KEY: '6LcSecret-0123456789',
    });
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: '6LcSiteKey_0123456789' })).toThrow(/RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY/);
    expect(() => parseEnv({ RECAPTCHA_SECRET_KEY: '6LcSecret-0123456789' })).toThrow(/RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET_KEY/);
    expect(() => parseEnv({ RECAPTCHA_SITE_KEY: 'not a key!', RECAPTCHA_SECRET_KEY: '6LcSecret-0123456789' })).toThrow(/RECAPTCHA_SITE_KEY must be/);
  });
});

describe('enquiry emails', () => {
  const view = (extra: Partial<EnquiryEmailView> = {}): EnquiryEmailView => ({
    enquiryId: '00000000-0000-4000-8000-000000000001',
    language: 'en',
    intlLocale: 'en-NZ',
    parkName: 'Summit Rush Queenstown',
    timeZone: 'Pacific/Auckland',
    siteUrl: 'http://nz.localhost:3000',
    inbox: 'events.queenstown@summitrush.example',
    receivedAt: '2026-06-15T01:30:00.000Z',
    name: 'Aroha <b>Ngata</b>',
    email: 'aroha@example.com',
    mobilePhone: '+64 21 555 0101',
    functionType: 'WEDDING',
    bookingType: 'EXCLUSIVE',
    guests: 80,
    preferredDate: '2027-02-20',
    message: '<script>alert("x")</script>\nSecond line & more',
    ...extra,
  });

  it('give the events team every answer, the message as text, and a Reply-To of the visitor', async () => {
    const mail = await renderEnquiryNotification(view());
    expect(enquiryNotificationMail.recipient(view())).toEqual({ name: 'Summit Rush Queenstown events', address: 'events.queenstown@summitrush.example' });
    expect(mail.replyTo).toEqual({ name: 'Aroha <b>Ngata</b>', address: 'aroha@example.com' });
    expect(mail.subject).toBe('Venue hire enquiry: Wedding, 80 guests, Saturday, 20 February 2027 – Aroha <b>Ngata</b>');
    expect(mail.html).not.toContain('<script');
    expect(mail.html).not.toContain('<b>');
    expect(mail.html).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;<br>Second line &#38; more');
    expect(mail.html).toContain('Aroha &#60;b&#62;Ngata&#60;/b&#62;');
    expect(mail.text).toContain('<script>alert("x")</script>\nSecond line & more');
    for (const part of [mail.html, mail.text]) {
      for (const expected of ['Exclusive (including after hours)', 'Wedding', '80', 'Saturday, 20 February 2027', '+64 21 555 0101', 'aroha@example.com', '15 Jun 2026']) {
        expect(part).toContain(expected);
      }
    }
  });

  it('keep headers to one line whatever reaches them', async () => {
    const sneaky = view({ name: 'Aroha\r\nBcc: victim@example.com' });
    const mail = await renderEnquiryNotification(sneaky);
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.replyTo?.name).toBe('Aroha Bcc: victim@example.com');
    expect(enquiryAcknowledgementMail.recipient(sneaky).name).not.toMatch(/[\r\n]/);
  });

  it("acknowledge the visitor in the locale's language, without repeating their message", async () => {
    const english = await renderEnquiryAcknowledgement(view());
    expect(english.subject).toBe('We have received your enquiry – Summit Rush Queenstown');
    expect(english.html).toContain('We have received your message and will get back to you shortly.');
    expect(english.html).toContain('Hi Aroha &#60;b&#62;Ngata&#60;/b&#62;,');
    expect(english.replyTo).toBeUndefined();
    for (const part of [english.html, english.text]) expect(part).not.toContain('Second line');

    const chinese = await renderEnquiryAcknowledgement(view({ language: 'zh-Hant', intlLocale: 'zh-Hant-HK', parkName: '峰躍探險樂園 香港', timeZone: 'Asia/Hong_Kong', name: '陳大文' }));
    expect(chinese.subject).toBe('我們已收到您的查詢 – 峰躍探險樂園 香港');
    expect(chinese.html).toContain('<html lang="zh-Hant">');
    // Inboxes list the sender by the park's name as the Chinese site writes it.
    expect(chinese.senderName).toBe('峰躍探險樂園 香港');
    for (const part of [chinese.html, chinese.text]) {
      expect(part).toContain('我們已收到您的訊息，並會盡快回覆。');
      expect(part).toContain('陳大文，您好：');
      expect(part).toContain('婚禮');
      expect(part).toContain('全場包場（包括營業時間後）');
      expect(part).toContain('2027年2月20日星期六');
    }
  });
});
