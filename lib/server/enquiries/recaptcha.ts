/*
 * reCAPTCHA v3: the browser asks Google for a token naming an action; the server sends the token with its
 * secret to Google's siteverify and gets back whether it is genuine, for which action, and a score from
 * 0.0 (a bot) to 1.0 (a person). Tokens are single-use and expire after two minutes.
 */

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's suggested threshold: below it, v3 treats the request as likely automated. */
export const MIN_SCORE = 0.5;

const TIMEOUT_MS = 5_000;

export type RecaptchaCheck =
  | { ok: true; score: number }
  | { ok: false; reason: 'missing-token' | 'rejected' | 'wrong-action' | 'low-score' | 'unreachable'; score?: number };

interface SiteverifyAnswer {
  success?: boolean;
  score?: number;
  action?: string;
  'error-codes'?: string[];
}

/**
 * Checks a token with siteverify. Fails closed: when Google cannot be asked, the token counts as not
 * verified (the visitor sees 'Error sending message' and can try again or phone); a check we could not
 * make is not a pass.
 */
export async function verifyRecaptcha(
  { secret, token, action, remoteIp }: { secret: string; token: string | null; action: string; remoteIp: string | null },
  fetchImpl: typeof fetch = fetch,
): Promise<RecaptchaCheck> {
  if (!token || token.length > 4000) return { ok: false, reason: 'missing-token' };
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetchImpl(SITEVERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) return { ok: false, reason: 'unreachable' };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { ok: false, reason: 'unreachable' };
  }
  if (answer.success !== true) return { ok: false, reason: 'rejected' };
  // A token made for another action (say, a login form on another page of ours) is not this form's.
  if (answer.action !== action) return { ok: false, reason: 'wrong-action' };
  const score = typeof answer.score === 'number' ? answer.score : 0;
  if (score < MIN_SCORE) return { ok: false, reason: 'low-score', score };
  return { ok: true, score };
}
