import { ValidationError, type AnyObjectSchema, type InferType } from 'yup';
import type { FieldProblemCode, FormField } from '@/graphql/generated/enums';
import { FIELD_PROBLEM_KEYS } from './field-problem-keys';
import { toMessageKey, type MessageKey } from './customer';

/** A field the server refused, with the translation key the browser shows beside it. */
export interface FieldProblem {
  field: string;
  message: MessageKey;
}

export type Validated<T> = { ok: true; values: T } | { ok: false; fields: FieldProblem[] };

/**
 * Re-runs a form's shared yup schema on the server: every problem at once, unknown keys dropped. Only
 * validation errors become field problems; anything else is unexpected and thrown.
 */
export async function validateForm<S extends AnyObjectSchema>(schema: S, input: unknown, context?: Record<string, unknown>): Promise<Validated<InferType<S>>> {
  try {
    return { ok: true, values: await schema.validate(input, { abortEarly: false, stripUnknown: true, context }) };
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return { ok: false, fields: error.inner.map((inner) => ({ field: inner.path ?? '', message: toMessageKey(inner.message) })) };
  }
}

/**
 * A visitor form's problems as the visitors' API answers them (FieldProblem): the field as the FormField
 * its schema names it (the visitor forms' schemas are flat, so a path is a key; __tests__/unit/form-fields.test.ts
 * fails when a schema has a key FormField lacks), and the problem's code (a rule without words of its own: `invalid`).
 */
export const answeredFieldProblems = (fields: readonly FieldProblem[] = []): { field: FormField; code: FieldProblemCode }[] =>
  fields.map(({ field, message }) => ({ field: field as FormField, code: problemCodeOf(FIELD_PROBLEM_KEYS, message.key, 'invalid') }));

/**
 * The code of a problem the staff API answers, from the message key its form's schema gave: a desk's
 * `keys` list each code with its words in locales/<lng>/admin.json (the same list the screen words the
 * code with), and a key it does not list (a rule without a key of its own) is `fallback`.
 */
export function problemCodeOf<Code extends string>(keys: Readonly<Record<Code, string>>, key: string, fallback: Code): Code {
  return (Object.keys(keys) as Code[]).find((code) => keys[code] === key) ?? fallback;
}
