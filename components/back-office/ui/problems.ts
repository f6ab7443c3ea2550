/*
 * The server's problems on a form: each field's beside its field, the whole action's for the screen to say.
 */

/** What of a react-hook-form the server's problems need (method syntax: any form's setError fits). */
export interface ErrorSetter {
  setError(name: string, error: { message: never }): void;
}

/**
 * A desk's problems with each code's words (its message key): `keys` is the desk's one list of its
 * codes and their keys (GIFT_CARD_DESK_PROBLEM_KEYS, PROMO_CODE_PROBLEM_KEYS), for applyProblems.
 */
export const wordedProblems = <Code extends string>(problems: readonly { field: string; code: Code }[], keys: Readonly<Record<Code, string>>) =>
  problems.map((problem) => ({ field: problem.field, message: keys[problem.code] }));

/**
 * The server's problems: each field's beside its field, as the form's own schema words them; the
 * whole action's (`form`) returned as the message key for the screen to show.
 */
export function applyProblems(form: ErrorSetter, problems: readonly { field: string; message: string }[]): string | null {
  let general: string | null = null;
  for (const problem of problems) {
    if (problem.field === 'form') general = problem.message;
    else form.setError(problem.field, { message: { key: problem.message } as never });
  }
  return general;
}
