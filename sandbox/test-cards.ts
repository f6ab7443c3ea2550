/**
 * The sandbox's test cards, shared by every card form it draws (Mastercard hosted fields, ROLLER's
 * payment step). The number decides the outcome, as the providers' test cards do. The full number is
 * only ever looked at here, on the sandbox's side: what is kept is the outcome, the brand and the last
 * four digits, and the security code is checked for shape and then forgotten.
 */

export type CardOutcome = 'approve' | 'decline';

/** The documented test cards: these approve; 4000000000000002 (and any other valid number) declines. */
export const TEST_CARDS = { approve: ['5123450000000008', '4111111111111111'], decline: ['4000000000000002'] } as const;
const APPROVING = new Set<string>(TEST_CARDS.approve);

export type CardField = 'cardNumber' | 'expiryMonth' | 'expiryYear' | 'securityCode';
/** The providers' two error kinds: nothing typed, or something typed that cannot be right. */
export type CardFieldError = 'missing' | 'invalid';

export interface CardInput {
  number?: unknown;
  expiryMonth?: unknown;
  expiryYear?: unknown;
  securityCode?: unknown;
}

/** What the sandbox keeps of a card: enough to decide and to show "ending 0008", nothing to reuse. */
export interface KeptCard {
  outcome: CardOutcome;
  brand: string;
  last4: string;
  expiryMonth: string;
  expiryYear: string;
}

export type CheckedCard = { ok: true; card: KeptCard } | { ok: false; errors: Partial<Record<CardField, CardFieldError>> };

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): string {
  if (/^3[47]/.test(digits)) return 'AMEX';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  return 'UNKNOWN';
}

/**
 * Checks a card as a provider's form does: a Luhn-valid number of 12–19 digits (spaces and dashes
 * allowed), a month and a two- or four-digit year that have not passed, and a 3-digit security code
 * (4 for American Express). Luhn-valid numbers that are not test cards are declined: a sandbox must
 * never look as if it accepted a real card.
 */
export function checkCard(input: CardInput, now: Date): CheckedCard {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const number = text(input.number).replace(/[\s-]/g, '');
  if (!number) errors.cardNumber = 'missing';
  else if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) errors.cardNumber = 'invalid';

  const monthText = text(input.expiryMonth);
  const yearText = text(input.expiryYear);
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : NaN;
  const year = /^\d{2}$/.test(yearText) ? 2000 + Number(yearText) : /^\d{4}$/.test(yearText) ? Number(yearText) : NaN;
  if (!monthText) errors.expiryMonth = 'missing';
  else if (!(month >= 1 && month <= 12)) errors.expiryMonth = 'invalid';
  if (!yearText) errors.expiryYear = 'missing';
  else if (Number.isNaN(year)) errors.expiryYear = 'invalid';
  if (!errors.expiryMonth && !errors.expiryYear) {
    // A card is valid until the end of its expiry month.
    const current = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (year * 12 + (month - 1) < current) {
      errors.expiryMonth = 'invalid';
      errors.expiryYear = 'invalid';
    }
  }

  const code = text(input.securityCode);
  const codeLength = cardBrand(number) === 'AMEX' ? 4 : 3;
  if (!code) errors.securityCode = 'missing';
  else if (!new RegExp(`^\\d{${codeLength}}$`).test(code)) errors.securityCode = 'invalid';

  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    card: {
      outcome: APPROVING.has(number) ? 'approve' : 'decline',
      brand: cardBrand(number),
      last4: number.slice(-4),
      expiryMonth: String(month).padStart(2, '0'),
      expiryYear: String(year % 100).padStart(2, '0'),
    },
  };
}

/** How a kept card is shown back: never more than the last four digits. */
export const maskedNumber = (card: Pick<KeptCard, 'last4'>) => `xxxxxxxxxxxx${card.last4}`;
