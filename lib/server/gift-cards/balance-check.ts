import type { GiftCardProblemCode } from '@/graphql/generated/enums';
import { formatGiftCode } from '@/lib/domain/gift';
import type { LocaleRecord } from '../locales';
import { db } from '../platform/db/client';
import { giveBack, guessLimits, takeAttempt, type Guesser } from '../platform/rate-limit';
import { findGiftCard } from './gift-card-ledger';

export type BalanceCheck =
  | { kind: 'balance'; code: string; balance: number; value: number; currency: string }
  | { kind: 'problem'; code: GiftCardProblemCode; retryAfterSeconds?: number };

/** The balance of a gift card ('This gift card does not exist' otherwise); failed guesses are limited. */
export async function checkGiftCardBalance(locale: LocaleRecord, code: string, who: Guesser): Promise<BalanceCheck> {
  const limited = await takeAttempt(guessLimits(who));
  if (!limited.allowed) return { kind: 'problem', code: 'RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds };
  const card = locale.parkId && code.length <= 40 ? await findGiftCard(db(), locale.parkId, code) : null;
  if (!card) return { kind: 'problem', code: 'NOT_FOUND' };
  // Not awaited: a right code answers as fast as a wrong one (scenario 6 measures the gap).
  void giveBack(guessLimits(who)).catch(() => undefined);
  // Its holder learns that staff voided it (issue #22), rather than a balance they cannot spend.
  if (card.voided) return { kind: 'problem', code: 'VOIDED' };
  return { kind: 'balance', code: formatGiftCode(card.code), balance: card.balance, value: card.value, currency: card.currency };
}
