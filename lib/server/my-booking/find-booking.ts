import { createHash, randomUUID } from 'node:crypto';
import type { FindMyBookingProblemCode } from '@/graphql/generated/enums';
import type { MessageKey } from '@/lib/domain/customer';
import { FIND_BOOKING_MAX, FIND_BOOKING_RECENT_DAYS, findBookingSchema } from '@/lib/domain/find-booking';
import { validateForm } from '@/lib/domain/form-validation';
import { textIn, toLanguage } from '@/lib/domain/language';
import { FIND_BOOKING_PATH, myBookingPath } from '@/lib/domain/paths';
import { getCatalogue } from '../activities';
import { mailSiteOf, type LocaleRecord } from '../locales';
import { enqueueMail, type BookingLinksEmailView } from '../mail';
import { bookingsOfEmail, signBookingLink } from '../orders';
import { db, type Database } from '../platform/db/client';
import { consumeLimits, pairKey } from '../platform/rate-limit';

/*
 * "Find my booking" (issue #24): a visitor who lost their mail, or is on another device, types their email
 * address (and, if they like, a booking ID); every booking of that address at the park of the site they
 * ask on, whichever of its sites (languages) it was made on, is emailed to that address with its own
 * signed My booking link. Only the mailbox's owner can read them, so the answer on screen is the same
 * whether or not anything was found, and no mail at all goes to an address without bookings (the form
 * cannot be used to send our mail to strangers).
 */

export interface FindBookingRequest {
  locale: LocaleRecord;
  /** The site's origin (GraphQLContext.origin, siteOrigin of the locale): where the emailed links point. */
  origin: string;
  clientAddress: string | null;
  form: { email: unknown; bookingId?: unknown };
}

export type FindBookingResult =
  | { kind: 'sent' }
  | { kind: 'problem'; code: FindMyBookingProblemCode; fields?: { field: string; message: MessageKey }[]; retryAfterSeconds?: number };

/**
 * The answer takes at least this long, bookings found or not: how long it takes must not tell whether an
 * address has bookings (as the staff sign-in link's request does, lib/server/staff/endpoints.ts).
 */
export const FIND_BOOKING_ANSWER_MS = 300;

/** The limits count the address typed hashed: the rate_limits table need not hold visitors' addresses. */
const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('hex');

export async function findMyBooking(request: FindBookingRequest, now = new Date(), database: Database = db()): Promise<FindBookingResult> {
  const started = performance.now();
  const checked = await validateForm(findBookingSchema, request.form);
  if (!checked.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: checked.fields };
  const { email, bookingId } = checked.values;

  const limit = await consumeLimits([['findBookingByAddress', request.clientAddress]]);
  if (!limit.allowed) return { kind: 'problem', code: 'RATE_LIMITED', retryAfterSeconds: limit.retryAfterSeconds };
  // The address typed has a budget per client address: past it the answer is the same and nothing is
  // sent. A stranger elsewhere typing someone's address uses up only their own pair's budget, never the
  // owner's (a limit per address typed alone let three requests from anywhere lock a visitor out).
  if ((await consumeLimits([['findBookingByEmailAndAddress', pairKey(emailKey(email), request.clientAddress)]])).allowed) {
    await mailBookings(request, email, bookingId || null, now, database);
  }
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, FIND_BOOKING_ANSWER_MS - (performance.now() - started))));
  return { kind: 'sent' };
}

/** Queues the one mail listing the address's bookings at the site's park; nothing when there are none. */
async function mailBookings({ locale, origin }: FindBookingRequest, email: string, bookingId: string | null, now: Date, database: Database): Promise<void> {
  // A site of no park (an operator-wide one) holds no bookings.
  if (!locale.parkId) return;
  const since = new Date(now.getTime() - FIND_BOOKING_RECENT_DAYS * 86_400_000);
  const bookings = await bookingsOfEmail(database, { parkId: locale.parkId, email, bookingId, since, limit: FIND_BOOKING_MAX });
  if (!bookings.length) return;

  const language = toLanguage(locale.locale);
  const catalogue = await getCatalogue();
  const activityTitle = (id: string | null) => {
    const activity = id ? catalogue.activities.find((candidate) => candidate.id === id) : null;
    return activity ? textIn(activity.texts, language).title : null;
  };
  let expiresAt = now;
  const listed = bookings.map((booking) => {
    const link = signBookingLink(booking.id, now);
    expiresAt = link.expiresAt;
    return {
      bookingId: booking.bookingId,
      status: booking.status,
      activityTitle: activityTitle(booking.firstActivityId),
      startsAt: booking.firstStartsAt?.toISOString() ?? null,
      url: `${origin}${myBookingPath(link.token)}`,
    };
  });
  const view: BookingLinksEmailView = {
    language,
    ...mailSiteOf(locale, language),
    email: bookings[0].email,
    firstName: bookings[0].firstName,
    lastName: bookings[0].lastName,
    findBookingUrl: `${origin}${FIND_BOOKING_PATH}`,
    expiresAt: expiresAt.toISOString(),
    bookings: listed,
  };
  // Each request is its own fact: two requests (within the limits) are two mails.
  await enqueueMail(database, { dedupeKey: `booking-links:${randomUUID()}`, kind: 'booking-links', payload: view });
}
