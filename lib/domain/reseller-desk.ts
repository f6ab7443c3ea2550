import { number, object, string, type InferType } from 'yup';
import type { ResellerProblemCode } from '@/graphql/generated/staff-operations';
import { RESELLER_COMMISSION_MAX, RESELLER_COMMISSION_MIN } from './reseller-price';

/*
 * The back office's resellers desk: the form that makes a reseller (its name and commission), run by
 * react-hook-form in the browser and again on the server (lib/server/resellers/reseller-desk.ts), and how
 * a key's hint is shown. Messages are keys of locales/<lng>/admin.json. Pure.
 */

export const RESELLER_NAME_MAX = 80;

/**
 * Every problem the staff API answers for the form (ResellerProblemCode) and its words: the server turns
 * the schema's keys (and its own refusal, nameTaken) into codes, the screen turns codes back into words,
 * both through this list; a new code without words here does not compile.
 */
export const RESELLER_PROBLEM_KEYS = {
  nameRequired: 'resellers.validation.nameRequired',
  nameTooLong: 'resellers.validation.nameTooLong',
  nameTaken: 'resellers.validation.nameTaken',
  commission: 'resellers.validation.commission',
  failed: 'resellers.errors.failed',
} as const satisfies Record<ResellerProblemCode, string>;

export type { ResellerProblemCode };

/**
 * The reseller form: a name (trimmed, 1–80 characters) and the commission, a whole percent 0–100 typed as
 * text in the browser ('15', '15%') or sent as a number. Only the server knows whether the name is taken.
 */
export const resellerSchema = object({
  name: string()
    .transform((value: string | null | undefined) => (value ?? '').trim())
    .required({ key: RESELLER_PROBLEM_KEYS.nameRequired })
    .max(RESELLER_NAME_MAX, { key: RESELLER_PROBLEM_KEYS.nameTooLong }),
  commissionPercent: number()
    .transform((value: unknown, original: unknown) => {
      if (typeof original === 'number') return original;
      if (typeof original !== 'string') return value;
      const typed = original.trim();
      return /^\d{1,3}\s*%?$/.test(typed) ? Number.parseInt(typed, 10) : Number.NaN;
    })
    .typeError({ key: RESELLER_PROBLEM_KEYS.commission })
    .required({ key: RESELLER_PROBLEM_KEYS.commission })
    .integer({ key: RESELLER_PROBLEM_KEYS.commission })
    .min(RESELLER_COMMISSION_MIN, { key: RESELLER_PROBLEM_KEYS.commission })
    .max(RESELLER_COMMISSION_MAX, { key: RESELLER_PROBLEM_KEYS.commission }),
});

export type ResellerValues = InferType<typeof resellerSchema>;

/** A key as staff tell it apart from others: its last four characters after an ellipsis (…abcd). */
export const keyHintText = (hint: string): string => `…${hint}`;
