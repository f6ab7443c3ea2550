import { randomUUID } from 'node:crypto';
import type { EnquiryProblemCode } from '@/graphql/generated/enums';
import { todayIn } from '@/lib/domain/calendar';
import type { MessageKey } from '@/lib/domain/customer';
import { validateForm } from '@/lib/domain/form-validation';
import { ENQUIRY_GUESTS_MAX, ENQUIRY_MESSAGE_MAX, ENQUIRY_RECAPTCHA_ACTION, enquirySchema } from '@/lib/domain/enquiry';
import { toLanguage } from '@/lib/domain/language';
import { db } from '../platform/db/client';
import { enquiries } from '../platform/db/schema';
import { env } from '../platform/config';
import type { EnquiryEmailView } from '../mail';
import { enqueueMail } from '../mail';
import type { LocaleRecord } from '../locales';
import { consumeLimit } from '../platform/rate-limit';
import { mailSiteOf } from '../locales';
import { verifyRecaptcha } from './recaptcha';

/** What the enquiry form needs to know; null when the locale takes no enquiries (no venue-hire inbox). */
export interface EnquiryFormSettings {
  recaptchaSiteKey: string | null;
  messageMaxLength: number;
  maxGuests: number;
}

export function enquiryFormOf(locale: LocaleRecord): EnquiryFormSettings | null {
  if (!locale.venueHireEmail) return null;
  return { recaptchaSiteKey: env().RECAPTCHA_SITE_KEY ?? null, messageMaxLength: ENQUIRY_MESSAGE_MAX, maxGuests: ENQUIRY_GUESTS_MAX };
}

export interface EnquiryRequest {
  locale: LocaleRecord;
  /** The site origin the form was sent from (checked against the locale by the GraphQL context). */
  origin: string;
  clientAddress: string | null;
  /** Made once per filled-in form by the browser: a resubmission of the same form stores nothing twice. */
  idempotencyKey: string;
  form: Record<string, unknown>;
  /** The honeypot field: people never see it, so anything in it was typed by a bot. */
  honeypot: string | null;
  recaptchaToken: string | null;
}

export type EnquiryResult =
  | { kind: 'sent' }
  | { kind: 'problem'; code: EnquiryProblemCode; fields?: { field: string; message: MessageKey }[]; retryAfterSeconds?: number };

/**
 * Takes a venue-hire enquiry (issue #7): checks it with the form's own rules, counts it against the
 * sender's address, drops bots quietly (the honeypot) or visibly (reCAPTCHA, when configured), then stores
 * it and queues the events team's notification and the visitor's acknowledgement in one transaction:
 * both are sent if and only if the enquiry is kept, and an SMTP outage only delays them.
 */
export async function sendEnquiry(request: EnquiryRequest, now = new Date()): Promise<EnquiryResult> {
  const { locale } = request;
  if (!locale.venueHireEmail) return { kind: 'problem', code: 'NOT_ACCEPTED' };

  const checked = await validateForm(enquirySchema, request.form, { today: todayIn(locale.timeZone, now) });
  if (!checked.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: checked.fields };
  const form = checked.values;

  const limit = await consumeLimit('enquiryByAddress', request.clientAddress);
  if (!limit.allowed) return { kind: 'problem', code: 'RATE_LIMITED', retryAfterSeconds: limit.retryAfterSeconds };

  // A bot that fills in every field is told it succeeded, so it learns nothing to adapt to.
  if (request.honeypot?.trim()) return { kind: 'sent' };

  let recaptchaScore: number | null = null;
  const secret = env().RECAPTCHA_SECRET_KEY;
  if (secret) {
    const check = await verifyRecaptcha({ secret, token: request.recaptchaToken, action: ENQUIRY_RECAPTCHA_ACTION, remoteIp: request.clientAddress });
    if (!check.ok) return { kind: 'problem', code: 'VERIFICATION_FAILED' };
    recaptchaScore = check.score;
  }

  const language = toLanguage(locale.locale);
  await db().transaction(async (tx) => {
    const [stored] = await tx
      .insert(enquiries)
      .values({
        idempotencyKey: request.idempotencyKey.trim().slice(0, 100) || randomUUID(),
        localeId: locale.id,
        name: form.name,
        email: form.email,
        mobilePhone: form.mobilePhone,
        functionType: form.functionType,
        bookingType: form.bookingType,
        guests: form.guests,
        preferredDate: form.preferredDate,
        message: form.message,
        language,
        recaptchaScore,
        createdAt: now,
      })
      .onConflictDoNothing({ target: enquiries.idempotencyKey })
      .returning({ id: enquiries.id });
    // Already taken (the answer to the first submission was lost): its emails are queued already.
    if (!stored) return;
    const view: EnquiryEmailView = {
      enquiryId: stored.id,
      language,
      ...mailSiteOf(locale, language),
      siteUrl: /^https?:\/\/[^/]+$/i.test(request.origin) ? request.origin : `https://${locale.domain}`,
      inbox: locale.venueHireEmail!,
      receivedAt: now.toISOString(),
      name: form.name,
      email: form.email,
      mobilePhone: form.mobilePhone,
      functionType: form.functionType,
      bookingType: form.bookingType,
      guests: form.guests,
      preferredDate: form.preferredDate,
      message: form.message,
    };
    await enqueueMail(tx, { dedupeKey: `enquiry-notification:${stored.id}`, kind: 'enquiry-notification', payload: view });
    await enqueueMail(tx, { dedupeKey: `enquiry-acknowledgement:${stored.id}`, kind: 'enquiry-acknowledgement', payload: view });
  });
  return { kind: 'sent' };
}
