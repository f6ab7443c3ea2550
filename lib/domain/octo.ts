import { dateTimeFormat } from './intl-formats';

/*
 * The OCTO supplier API's vocabulary (docs.octo.travel; docs/octo.md): its error shapes and their HTTP
 * statuses, the capabilities this supplier offers, how it writes instants and local times, and its limits.
 * Pure: lib/server/octo answers requests with these.
 */

/** The path every OCTO endpoint is under, on each park's own domain. */
export const OCTO_BASE_PATH = '/octo/v1';

/**
 * The spec's error codes, and two of our own beyond its list: NOT_FOUND (an endpoint that does not
 * exist) and TOO_MANY_REQUESTS (a rate limit: HTTP 429 with Retry-After).
 */
export const OCTO_ERROR_CODES = [
  'INVALID_PRODUCT_ID',
  'INVALID_OPTION_ID',
  'INVALID_UNIT_ID',
  'INVALID_AVAILABILITY_ID',
  'INVALID_BOOKING_UUID',
  'BAD_REQUEST',
  'UNPROCESSABLE_ENTITY',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'TOO_MANY_REQUESTS',
  'INTERNAL_SERVER_ERROR',
] as const;
export type OctoErrorCode = (typeof OCTO_ERROR_CODES)[number];

/** Each code's HTTP status: the spec's 400 for every request it refuses, 401 and 403 for keys, 500 for ours. */
export const OCTO_ERROR_STATUS: Record<OctoErrorCode, number> = {
  INVALID_PRODUCT_ID: 400,
  INVALID_OPTION_ID: 400,
  INVALID_UNIT_ID: 400,
  INVALID_AVAILABILITY_ID: 400,
  INVALID_BOOKING_UUID: 400,
  BAD_REQUEST: 400,
  UNPROCESSABLE_ENTITY: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

const MESSAGES: Record<OctoErrorCode, string> = {
  INVALID_PRODUCT_ID: 'The productId was missing or invalid',
  INVALID_OPTION_ID: 'The optionId was missing or invalid',
  INVALID_UNIT_ID: 'The unitId was missing or invalid',
  INVALID_AVAILABILITY_ID: 'The availabilityId was missing or invalid',
  INVALID_BOOKING_UUID: 'The uuid was already used, missing or invalid',
  BAD_REQUEST: 'The request body is not formatted correctly, you have missing required fields or any of the data types are incorrect',
  UNPROCESSABLE_ENTITY: 'The request body is technically correct but cannot be processed',
  UNAUTHORIZED: 'You did not send an API key for this site in the Authorization header (Bearer)',
  FORBIDDEN: 'The API key is invalid or has been revoked',
  NOT_FOUND: 'There is no such endpoint',
  TOO_MANY_REQUESTS: 'Too many requests: try again after the time Retry-After gives',
  INTERNAL_SERVER_ERROR: 'There was an un-recoverable error, please try again',
};

/** The id an INVALID_* error names, under the field the spec gives it. */
export type OctoErrorSubject = { productId: string } | { optionId: string } | { unitId: string } | { availabilityId: string } | { uuid: string };

/** An error as the spec shapes it: `{ error, errorMessage }` and, for an invalid id, the id under its own name. */
export type OctoError = { error: OctoErrorCode; errorMessage: string } & Partial<Record<'productId' | 'optionId' | 'unitId' | 'availabilityId' | 'uuid', string>>;

export function octoError(error: OctoErrorCode, errorMessage?: string | null, subject?: OctoErrorSubject): OctoError {
  return { error, errorMessage: errorMessage || MESSAGES[error], ...subject };
}

/** The id an INVALID_* code names, as text (a reseller may send anything, or nothing). */
export const asSubjectId = (value: unknown): string => (typeof value === 'string' ? value : value === undefined || value === null ? '' : JSON.stringify(value));

/** The capabilities this supplier offers: prices (retail and net) on products, availability and bookings. */
export const OCTO_CAPABILITIES = ['octo/pricing'] as const;
export type OctoCapability = (typeof OCTO_CAPABILITIES)[number];

/** Those of the Octo-Capabilities header's (comma separated) this supplier offers; the rest are ignored, as the spec says. */
export function requestedCapabilities(header: string | null | undefined): OctoCapability[] {
  const asked = (header ?? '').split(',').map((part) => part.trim().toLowerCase());
  return OCTO_CAPABILITIES.filter((capability) => asked.includes(capability));
}

/** How long a booking is held when the reseller does not say, and the most it may ask (longer asks are held this long). */
export const OCTO_HOLD_MINUTES = 30;
export const OCTO_MAX_HOLD_MINUTES = 120;

/** The most unit items one booking may have (a ticket type's most in one cart, lib/domain/cart.ts MAX_TICKETS_PER_TYPE). */
export const OCTO_MAX_UNIT_ITEMS = 50;

/**
 * The most places one reseller may hold unconfirmed at once, over all its bookings on hold: a reseller (or
 * a leaked key) cannot keep a park's sessions from its other buyers by reserving and never confirming.
 */
export const RESELLER_HELD_PLACES = 200;

/** The longest range of days one availability request may ask for (the site's own calendar's, lib/server/sessions). */
export const OCTO_MAX_RANGE_DAYS = 92;

/** The most bookings one list answers with. */
export const OCTO_LIST_LIMIT = 500;

/** An instant as the spec writes UTC: `2026-03-11T21:00:00Z` (whole seconds). */
export const utcDateTime = (instant: Date): string => `${instant.toISOString().slice(0, 19)}Z`;

/** The parts of an instant's wall-clock time in a time zone. */
function wallClock(instant: Date, timeZone: string): { day: string; time: string; offsetMinutes: number } {
  const parts = Object.fromEntries(
    dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const time = `${parts.hour}:${parts.minute}:${parts.second}`;
  const asUtc = Date.parse(`${day}T${time}Z`);
  return { day, time, offsetMinutes: Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000) };
}

/** An instant as the park's local date and time with its offset, as the spec writes availability: `2026-03-12T10:00:00+13:00`. */
export function localDateTime(instant: Date, timeZone: string): string {
  const { day, time, offsetMinutes } = wallClock(instant, timeZone);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const whole = Math.abs(offsetMinutes);
  return `${day}T${time}${sign}${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}`;
}

/** The park's local day of an instant, 'YYYY-MM-DD'. */
export const localDay = (instant: Date, timeZone: string): string => wallClock(instant, timeZone).day;

/** The park's local time of an instant, 'HH:MM'. */
export const localTime = (instant: Date, timeZone: string): string => wallClock(instant, timeZone).time.slice(0, 5);
