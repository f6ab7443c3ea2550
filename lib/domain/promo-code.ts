import { array, number, object, string, type InferType } from 'yup';
import type { PromoCodeProblemCode } from '@/graphql/generated/staff-operations';
import { isCalendarDay, todayIn } from './calendar';
import type { PromoRule } from './checkout';
import { fromDecimalAmount } from './decimal-amount';
import { dateTimeFormat } from './intl-formats';

/*
 * Promo codes as staff set them up (issue #22): the form, run by react-hook-form in the browser and again
 * on the server, and what a code's dates mean. Staff think in the park's days: a code valid from 1 March
 * to 31 March works from midnight at the park on the 1st until midnight at the park after the 31st,
 * whatever the time zone of the browser or the server. Messages are keys of locales/<lng>/admin.json.
 */

/**
 * Every problem the staff API answers for the form (PromoCodeProblemCode) and its words: the server turns
 * the schema's keys (and its own refusals) into codes, the screen turns codes back into words, both
 * through this list; a new code without words here does not compile.
 */
export const PROMO_CODE_PROBLEM_KEYS = {
  codeRequired: 'promoCodes.validation.codeRequired',
  codeFormat: 'promoCodes.validation.codeFormat',
  codeTaken: 'promoCodes.validation.codeTaken',
  kind: 'promoCodes.validation.kind',
  value: 'promoCodes.validation.value',
  percent: 'promoCodes.validation.percent',
  amount: 'promoCodes.validation.amount',
  day: 'promoCodes.validation.day',
  order: 'promoCodes.validation.order',
  maxUses: 'promoCodes.validation.maxUses',
  belowUses: 'promoCodes.validation.belowUses',
  activities: 'promoCodes.validation.activities',
  disabled: 'promoCodes.errors.disabled',
  failed: 'promoCodes.errors.failed',
} as const satisfies Record<PromoCodeProblemCode, string>;

export type { PromoCodeProblemCode };

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export type PromoKind = (typeof PROMO_KINDS)[number];

/**
 * A code: 3 to 15 letters and digits, stored upper case. Visitors' input loses its spaces and dashes
 * before it is looked up (lib/server/gift-cards normaliseCode), so a code cannot have them; and gift
 * cards' codes are 16 characters, so a promo code never shadows a card (checkout looks promo codes up first).
 */
export const PROMO_CODE = /^[A-Z0-9]{3,15}$/;
/** A fixed discount's largest value in minor units ($100,000.00): a typo's guard, not a business rule. */
export const PROMO_FIXED_MAX = 10_000_000;
export const PROMO_MAX_USES = 1_000_000;

export { isCalendarDay };

/** The next calendar day. */
export function nextDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** Minutes a time zone is ahead of UTC at an instant (+780 for Auckland in summer). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const local = todayIn(timeZone, instant);
  const time = dateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
  const [year, month, date] = local.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  return Math.round((Date.UTC(year, month - 1, date, hour, minute) - Math.floor(instant.getTime() / 60_000) * 60_000) / 60_000);
}

/** The instant a park's day starts: midnight at the park (the day's first minute when a change of clocks skips midnight). */
export function parkMidnight(day: string, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const utc = Date.UTC(year, month - 1, date);
  let guess = utc - offsetMinutes(new Date(utc), timeZone) * 60_000;
  // Once more with the offset at the guess itself: the two differ when the clocks change that night.
  guess = utc - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess);
}

/** A code's window as the park's days: from its first day to its last, both included (null: open). */
export function windowDays(validFrom: Date | null, validUntil: Date | null, timeZone: string): { from: string | null; until: string | null } {
  return {
    from: validFrom ? todayIn(timeZone, validFrom) : null,
    until: validUntil ? todayIn(timeZone, new Date(validUntil.getTime() - 1)) : null,
  };
}

/** The instants of a window of park days: from midnight of the first day to midnight after the last. */
export function windowInstants(from: string | null, until: string | null, timeZone: string): { validFrom: Date | null; validUntil: Date | null } {
  return {
    validFrom: from ? parkMidnight(from, timeZone) : null,
    validUntil: until ? parkMidnight(nextDay(until), timeZone) : null,
  };
}

/** A value as staff type it: a percentage ('15', '15%') or an amount in the park's currency ('10', '12.50'). */
export function typedPromoValue(text: string, kind: PromoKind, currency: string): number {
  const trimmed = text.trim();
  if (kind === 'percent') return /^\d{1,3}\s*%?$/.test(trimmed) ? Number.parseInt(trimmed, 10) : Number.NaN;
  return fromDecimalAmount(trimmed.replace(/,/g, ''), currency) ?? Number.NaN;
}

const optionalDay = (message: string) =>
  string()
    .transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null))
    .nullable()
    .default(null)
    .test('day', { key: message }, (value) => value === null || value === undefined || isCalendarDay(value));

/**
 * The promo code form over the park's currency: the code, its kind and value, its window of park days,
 * its usage limit and the activities it covers (none: all of the park's). The server also checks what
 * only it knows: that the code is free in the park, the activities are the park's, and a limit is not
 * below the uses already counted.
 */
export const promoCodeSchema = ({ currency }: { currency: string }) =>
  object({
    code: string()
      .transform((value: string | null | undefined) => (value ?? '').replace(/\s+/g, '').toUpperCase())
      .required({ key: 'promoCodes.validation.codeRequired' })
      .matches(PROMO_CODE, { message: { key: 'promoCodes.validation.codeFormat' }, excludeEmptyString: true }),
    kind: string().oneOf(PROMO_KINDS, { key: 'promoCodes.validation.kind' }).required({ key: 'promoCodes.validation.kind' }),
    value: number()
      .when('kind', ([kind]: unknown[], schema) =>
        schema.transform((value: unknown, original: unknown) =>
          typeof original === 'number' ? original : typeof original === 'string' ? typedPromoValue(original, kind === 'fixed' ? 'fixed' : 'percent', currency) : value,
        ),
      )
      .typeError({ key: 'promoCodes.validation.value' })
      .required({ key: 'promoCodes.validation.value' })
      .integer({ key: 'promoCodes.validation.value' })
      .when('kind', ([kind]: unknown[], schema) =>
        kind === 'fixed'
          ? schema.min(1, { key: 'promoCodes.validation.amount' }).max(PROMO_FIXED_MAX, { key: 'promoCodes.validation.amount' })
          : schema.min(1, { key: 'promoCodes.validation.percent' }).max(100, { key: 'promoCodes.validation.percent' }),
      ),
    validFrom: optionalDay('promoCodes.validation.day'),
    validUntil: optionalDay('promoCodes.validation.day').test(
      'after-start',
      { key: 'promoCodes.validation.order' },
      (value, context) => !value || !context.parent.validFrom || value >= (context.parent.validFrom as string),
    ),
    maxUses: number()
      .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : typeof original === 'string' ? Number(original.trim()) : value))
      .typeError({ key: 'promoCodes.validation.maxUses' })
      .nullable()
      .default(null)
      .integer({ key: 'promoCodes.validation.maxUses' })
      .min(1, { key: 'promoCodes.validation.maxUses' })
      .max(PROMO_MAX_USES, { key: 'promoCodes.validation.maxUses' }),
    activityIds: array(string().required()).default([]).required(),
  });

export type PromoCodeValues = InferType<ReturnType<typeof promoCodeSchema>>;

/** Where a code stands now, as staff see it in the list. */
export type PromoStatus = 'active' | 'scheduled' | 'expired' | 'usedUp' | 'disabled';

export function promoStatus(promo: PromoRule & { disabledAt: Date | null }, now: Date): PromoStatus {
  if (promo.disabledAt) return 'disabled';
  if (promo.validUntil && now >= promo.validUntil) return 'expired';
  if (promo.maxUses !== null && promo.uses >= promo.maxUses) return 'usedUp';
  if (promo.validFrom && now < promo.validFrom) return 'scheduled';
  return 'active';
}
