import { isCalendarDay } from './calendar';
import { OCTO_HOLD_MINUTES, OCTO_MAX_HOLD_MINUTES, OCTO_MAX_RANGE_DAYS, OCTO_MAX_UNIT_ITEMS, asSubjectId, octoError, type OctoError } from './octo';

/*
 * What a reseller may send the OCTO endpoints, checked before anything is looked up: each request's body
 * (or query) read into what the server acts on, or the spec's error for it. A body that is not an object,
 * a field of the wrong type, too long a text or an impossible date is BAD_REQUEST; a missing or empty id
 * is the INVALID_* error for it (the spec's "missing or invalid"); no unit item at all is
 * UNPROCESSABLE_ENTITY (the spec's validator asks it). Whether an id names anything is the server's to
 * say (lib/server/octo), with the same errors.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: OctoError };

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const refuse = (error: OctoError): { ok: false; error: OctoError } => ({ ok: false, error });
const badRequest = (message: string) => refuse(octoError('BAD_REQUEST', message));

/** Thrown inside a parser for the first problem found; caught at its edge (never leaves this file). */
class Refused extends Error {
  constructor(readonly refusal: OctoError) {
    super(refusal.errorMessage);
  }
}
const fail = (error: OctoError): never => {
  throw new Refused(error);
};
function parse<T>(read: () => T): Parsed<T> {
  try {
    return ok(read());
  } catch (error) {
    if (error instanceof Refused) return refuse(error.refusal);
    throw error;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/** Limits on the texts a reseller sends (characters). */
export const TEXT_LIMITS = { reference: 100, contactField: 200, notes: 2000, reason: 500, id: 100 } as const;

/** An optional text: absent or null is null; anything but a string, or longer than `max`, refuses. */
function optionalText(body: Record<string, unknown>, field: string, max: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.length > max) fail(octoError('BAD_REQUEST', `${field} must be text of at most ${max} characters`));
  return (value as string).trim() || null;
}

/** An id the spec errors on by name: absent, empty or not text is its INVALID_* error. */
function requiredId(body: Record<string, unknown>, field: 'productId' | 'optionId' | 'availabilityId'): string {
  const value = body[field];
  const code = field === 'productId' ? 'INVALID_PRODUCT_ID' : field === 'optionId' ? 'INVALID_OPTION_ID' : 'INVALID_AVAILABILITY_ID';
  if (typeof value !== 'string' || !value.trim() || value.length > TEXT_LIMITS.id) fail(octoError(code, null, { [field]: asSubjectId(value) } as never));
  return (value as string).trim();
}

/** A currency asked for (octo/pricing): an ISO 4217 code, or null. */
function currencyOf(body: Record<string, unknown>): string | null {
  const value = body.currency;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !/^[A-Za-z]{3}$/.test(value)) fail(octoError('BAD_REQUEST', 'currency must be an ISO 4217 code'));
  return (value as string).toUpperCase();
}

/** A customer's contact as OCTO sends it (booking or unit item), every field text or null. */
export interface OctoContactInput {
  fullName: string | null;
  firstName: string | null;
  lastName: string | null;
  emailAddress: string | null;
  phoneNumber: string | null;
  locales: string[];
  postalCode: string | null;
  country: string | null;
  notes: string | null;
}

const CONTACT_FIELDS = ['fullName', 'firstName', 'lastName', 'emailAddress', 'phoneNumber', 'postalCode', 'country'] as const;

function contactOf(value: unknown, field: string): OctoContactInput | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) fail(octoError('BAD_REQUEST', `${field} must be an object`));
  const body = value as Record<string, unknown>;
  const locales = body.locales ?? [];
  if (!Array.isArray(locales) || locales.length > 10 || locales.some((locale) => typeof locale !== 'string' || locale.length > 35)) {
    fail(octoError('BAD_REQUEST', `${field}.locales must be a list of language tags`));
  }
  const read = Object.fromEntries(CONTACT_FIELDS.map((name) => [name, optionalText(body, name, TEXT_LIMITS.contactField)])) as Record<(typeof CONTACT_FIELDS)[number], string | null>;
  return { ...read, locales: locales as string[], notes: optionalText(body, 'notes', TEXT_LIMITS.notes) };
}

/** A unit and how many of it (availability's `units`). */
export interface UnitQuantity {
  id: string;
  quantity: number;
}

function unitsOf(body: Record<string, unknown>): UnitQuantity[] {
  const value = body.units;
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > OCTO_MAX_UNIT_ITEMS) fail(octoError('BAD_REQUEST', 'units must be a list of { id, quantity }'));
  const counted = new Map<string, number>();
  for (const unit of value as unknown[]) {
    if (!isObject(unit) || !Number.isInteger(unit.quantity) || (unit.quantity as number) < 0 || (unit.quantity as number) > OCTO_MAX_UNIT_ITEMS) {
      fail(octoError('BAD_REQUEST', `units must be a list of { id, quantity } with quantities from 0 to ${OCTO_MAX_UNIT_ITEMS}`));
    }
    const { id, quantity } = unit as { id: unknown; quantity: number };
    if (typeof id !== 'string' || !id.trim()) fail(octoError('INVALID_UNIT_ID', null, { unitId: asSubjectId(id) }));
    counted.set(id as string, (counted.get(id as string) ?? 0) + quantity);
  }
  return [...counted].map(([id, quantity]) => ({ id, quantity })).filter((unit) => unit.quantity > 0);
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A range of local days: both real days, in order, at most OCTO_MAX_RANGE_DAYS. */
function rangeOf(from: unknown, to: unknown): { from: string; to: string } {
  if (!isCalendarDay(from) || !isCalendarDay(to)) fail(octoError('BAD_REQUEST', 'localDateStart and localDateEnd must be dates, YYYY-MM-DD'));
  const span = daysBetween(from as string, to as string);
  if (span < 0 || span >= OCTO_MAX_RANGE_DAYS) fail(octoError('BAD_REQUEST', `localDateEnd must be on or after localDateStart, at most ${OCTO_MAX_RANGE_DAYS} days in all`));
  return { from: from as string, to: to as string };
}

export interface CalendarQuery {
  productId: string;
  optionId: string;
  from: string;
  to: string;
  units: UnitQuantity[];
  currency: string | null;
}

/** POST /availability/calendar: a product's option over a range of days (localDateStart and localDateEnd, both). */
export function parseCalendarQuery(body: unknown): Parsed<CalendarQuery> {
  if (!isObject(body)) return badRequest('The body must be a JSON object');
  return parse(() => {
    const productId = requiredId(body, 'productId');
    const optionId = requiredId(body, 'optionId');
    if (body.localDateStart === undefined || body.localDateEnd === undefined) fail(octoError('BAD_REQUEST', 'localDateStart and localDateEnd are both required'));
    return { productId, optionId, ...rangeOf(body.localDateStart, body.localDateEnd), units: unitsOf(body), currency: currencyOf(body) };
  });
}

export interface AvailabilityQuery {
  productId: string;
  optionId: string;
  /** The days asked for, or null when `availabilityIds` are. */
  from: string | null;
  to: string | null;
  availabilityIds: string[] | null;
  units: UnitQuantity[];
  currency: string | null;
}

/** POST /availability: exactly one of `localDate`, `localDateStart` with `localDateEnd`, or `availabilityIds`. */
export function parseAvailabilityQuery(body: unknown): Parsed<AvailabilityQuery> {
  if (!isObject(body)) return badRequest('The body must be a JSON object');
  return parse(() => {
    const productId = requiredId(body, 'productId');
    const optionId = requiredId(body, 'optionId');
    const given = (field: string) => body[field] !== undefined && body[field] !== null;
    const forms = [given('localDate'), given('localDateStart') || given('localDateEnd'), given('availabilityIds')].filter(Boolean).length;
    if (forms !== 1) fail(octoError('BAD_REQUEST', 'Send exactly one of localDate, localDateStart and localDateEnd, or availabilityIds'));
    const rest = { units: unitsOf(body), currency: currencyOf(body) };
    if (given('availabilityIds')) {
      const ids = body.availabilityIds;
      if (!Array.isArray(ids) || !ids.length || ids.length > 500 || ids.some((id) => typeof id !== 'string' || !id || id.length > TEXT_LIMITS.id)) {
        fail(octoError('BAD_REQUEST', 'availabilityIds must be a list of availability ids'));
      }
      return { productId, optionId, from: null, to: null, availabilityIds: [...new Set(ids as string[])], ...rest };
    }
    const range = given('localDate') ? rangeOf(body.localDate, body.localDate) : rangeOf(body.localDateStart, body.localDateEnd);
    return { productId, optionId, ...range, availabilityIds: null, ...rest };
  });
}

/** A unit item a reseller asks for: a unit, and its own uuid and reference if it gives them. */
export interface UnitItemInput {
  uuid: string | null;
  unitId: string;
  resellerReference: string | null;
  contact: OctoContactInput | null;
}

/** `unitItems`: at least one (none is UNPROCESSABLE_ENTITY), each naming a unit, their uuids valid and distinct. */
function unitItemsOf(value: unknown): UnitItemInput[] {
  if (!Array.isArray(value) || !value.length) fail(octoError('UNPROCESSABLE_ENTITY', 'unitItems must list at least one unit item'));
  const items = value as unknown[];
  if (items.length > OCTO_MAX_UNIT_ITEMS) fail(octoError('UNPROCESSABLE_ENTITY', `A booking has at most ${OCTO_MAX_UNIT_ITEMS} unit items`));
  const read = items.map((item): UnitItemInput => {
    if (!isObject(item)) return fail(octoError('BAD_REQUEST', 'Each unit item must be an object'));
    if (typeof item.unitId !== 'string' || !item.unitId.trim() || item.unitId.length > TEXT_LIMITS.id) fail(octoError('INVALID_UNIT_ID', null, { unitId: asSubjectId(item.unitId) }));
    if (item.uuid !== undefined && item.uuid !== null && !isUuid(item.uuid)) fail(octoError('BAD_REQUEST', 'A unit item’s uuid must be a UUID'));
    return {
      uuid: item.uuid ? (item.uuid as string).toLowerCase() : null,
      unitId: (item.unitId as string).trim(),
      resellerReference: optionalText(item, 'resellerReference', TEXT_LIMITS.reference),
      contact: contactOf(item.contact, 'unitItems[].contact'),
    };
  });
  const uuids = read.flatMap((item) => (item.uuid ? [item.uuid] : []));
  if (new Set(uuids).size !== uuids.length) fail(octoError('BAD_REQUEST', 'Unit items’ uuids must differ'));
  return read;
}

/** A hold's length: absent is the default, under one minute or not a whole number refuses, past the most is the most. */
function holdMinutesOf(body: Record<string, unknown>): number | null {
  const value = body.expirationMinutes;
  if (value === undefined || value === null) return null;
  if (!Number.isInteger(value) || (value as number) < 1) fail(octoError('BAD_REQUEST', 'expirationMinutes must be a whole number of minutes, at least 1'));
  return Math.min(value as number, OCTO_MAX_HOLD_MINUTES);
}

/** Minutes a hold lasts when the reseller asked `minutes` (or nothing). */
export const holdMinutes = (minutes: number | null): number => minutes ?? OCTO_HOLD_MINUTES;

export interface ReservationRequest {
  uuid: string | null;
  productId: string;
  optionId: string;
  availabilityId: string;
  expirationMinutes: number | null;
  notes: string | null;
  unitItems: UnitItemInput[];
  resellerReference: string | null;
  contact: OctoContactInput | null;
  currency: string | null;
}

/** POST /bookings: a booking to hold. */
export function parseReservation(body: unknown): Parsed<ReservationRequest> {
  if (!isObject(body)) return badRequest('The body must be a JSON object');
  return parse(() => {
    if (body.uuid !== undefined && body.uuid !== null && !isUuid(body.uuid)) fail(octoError('BAD_REQUEST', 'uuid must be a UUID'));
    const productId = requiredId(body, 'productId');
    const optionId = requiredId(body, 'optionId');
    const availabilityId = requiredId(body, 'availabilityId');
    return {
      uuid: body.uuid ? (body.uuid as string).toLowerCase() : null,
      productId,
      optionId,
      availabilityId,
      expirationMinutes: holdMinutesOf(body),
      notes: optionalText(body, 'notes', TEXT_LIMITS.notes),
      unitItems: unitItemsOf(body.unitItems),
      resellerReference: optionalText(body, 'resellerReference', TEXT_LIMITS.reference),
      contact: contactOf(body.contact, 'contact'),
      currency: currencyOf(body),
    };
  });
}

export interface ConfirmationRequest {
  /** Undefined: not sent (the booking keeps its own). */
  resellerReference: string | null | undefined;
  unitItems: UnitItemInput[] | null;
  contact: OctoContactInput;
}

/** POST /bookings/{uuid}/confirm: the customer's contact (required), and optionally the reference and the unit items as they now are. */
export function parseConfirmation(body: unknown): Parsed<ConfirmationRequest> {
  if (!isObject(body)) return badRequest('The body must be a JSON object');
  return parse(() => {
    const contact = contactOf(body.contact, 'contact');
    if (!contact) return fail(octoError('BAD_REQUEST', 'contact is required'));
    return {
      resellerReference: body.resellerReference === undefined ? undefined : optionalText(body, 'resellerReference', TEXT_LIMITS.reference),
      unitItems: body.unitItems === undefined || body.unitItems === null ? null : unitItemsOf(body.unitItems),
      contact,
    };
  });
}

export interface UpdateRequest {
  resellerReference?: string | null;
  productId?: string;
  optionId?: string;
  availabilityId?: string;
  expirationMinutes?: number | null;
  notes?: string | null;
  unitItems?: UnitItemInput[];
  contact?: OctoContactInput | null;
}

/** PATCH /bookings/{uuid}: what the reseller changes; a field not sent is left as it is. */
export function parseUpdate(body: unknown): Parsed<UpdateRequest> {
  if (!isObject(body)) return badRequest('The body must be a JSON object');
  return parse(() => {
    const has = (field: string) => body[field] !== undefined;
    const update: UpdateRequest = {};
    if (has('resellerReference')) update.resellerReference = optionalText(body, 'resellerReference', TEXT_LIMITS.reference);
    if (has('productId')) update.productId = requiredId(body, 'productId');
    if (has('optionId')) update.optionId = requiredId(body, 'optionId');
    if (has('availabilityId')) update.availabilityId = requiredId(body, 'availabilityId');
    if (has('expirationMinutes')) update.expirationMinutes = holdMinutesOf(body);
    if (has('notes')) update.notes = optionalText(body, 'notes', TEXT_LIMITS.notes);
    if (has('unitItems')) update.unitItems = unitItemsOf(body.unitItems);
    if (has('contact')) update.contact = contactOf(body.contact, 'contact');
    return update;
  });
}

/** POST (or PATCH) /bookings/{uuid}/extend: how long from now the hold lasts. */
export function parseExtension(body: unknown): Parsed<{ expirationMinutes: number | null }> {
  if (!isObject(body)) return badRequest('The body must be a JSON object');
  return parse(() => ({ expirationMinutes: holdMinutesOf(body) }));
}

/** POST /bookings/{uuid}/cancel, DELETE /bookings/{uuid}: why (optional). */
export function parseCancellation(body: unknown): Parsed<{ reason: string | null }> {
  if (!isObject(body)) return badRequest('The body must be a JSON object');
  return parse(() => ({ reason: optionalText(body, 'reason', TEXT_LIMITS.reason) }));
}

export interface BookingListQuery {
  resellerReference: string | null;
  supplierReference: string | null;
  /** The local days of the bookings' sessions. */
  from: string | null;
  to: string | null;
}

/** GET /bookings: by resellerReference, supplierReference, localDate, or localDateStart with localDateEnd; at least one. */
export function parseBookingList(query: URLSearchParams): Parsed<BookingListQuery> {
  return parse(() => {
    const text = (name: string) => {
      const value = query.get(name);
      if (value !== null && value.length > TEXT_LIMITS.reference) fail(octoError('BAD_REQUEST', `${name} is too long`));
      return value?.trim() || null;
    };
    const resellerReference = text('resellerReference');
    const supplierReference = text('supplierReference');
    const localDate = query.get('localDate');
    const start = query.get('localDateStart');
    const end = query.get('localDateEnd');
    if (localDate !== null && (start !== null || end !== null)) fail(octoError('BAD_REQUEST', 'Send localDate, or localDateStart and localDateEnd, not both'));
    const range = localDate !== null ? rangeOf(localDate, localDate) : start !== null || end !== null ? rangeOf(start, end) : null;
    if (!resellerReference && !supplierReference && !range) fail(octoError('BAD_REQUEST', 'Filter by resellerReference, supplierReference, localDate, or localDateStart and localDateEnd'));
    return { resellerReference, supplierReference, from: range?.from ?? null, to: range?.to ?? null };
  });
}
