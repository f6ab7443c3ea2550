import type { CodeKind } from '@/graphql/generated/enums';
import { lineDiscounts, quote, type PromoProblem, type Quote } from '@/lib/domain/checkout';
import { todayIn } from '@/lib/domain/calendar';
import { participantsOf } from '@/lib/domain/cart';
import { costOf, groupQuote, groupTerms, isGroupBooking, type GroupTerms } from '@/lib/domain/group-booking';
import { getCatalogue } from '../activities';
import { getCart, type CartView } from '../carts';
import type { GiftCardBalance } from '../gift-cards';
import type { LocaleRecord } from '../locales';
import type { PaymentGatewayRow, PromoCodeRow } from '../platform/db/schema';
import { giveBack, guessLimits, takeAttempt, type Guesser } from '../platform/rate-limit';
import { lookUpCode, toPromoRule } from '../promo-codes';

export type CodeStatus =
  | { code: string; status: 'APPLIED'; kind: CodeKind }
  | { code: string; status: 'INVALID'; reason: PromoProblem | null }
  | { code: string; status: 'RATE_LIMITED'; retryAfterSeconds: number };

export interface CheckoutQuote extends Quote {
  cart: CartView;
  lineDiscounts: number[];
  code: CodeStatus | null;
  promo: PromoCodeRow | null;
  /** The gift card the code named, with its balance before this order. */
  giftCardBalance: GiftCardBalance | null;
  /** A group booking (the park's group size or more): its people and terms; the quote's total is then its deposit and that deposit's card fee. */
  group: CartGroup | null;
}

/** A cart that is a group booking: its people, and how the terms follow from what it costs. */
export interface CartGroup extends GroupTerms {
  people: number;
  /** The terms for what the booking costs (`due`: after discount and gift card, before card fee), as placing works them out again. */
  termsFor: (due: number) => GroupTerms;
}

/**
 * Whether the cart is a group booking under the park's rules (lib/domain/group-booking.ts): its people
 * (each ticket's participants), its visit's day (its first session's, in the park's calendar) and the
 * terms for what it costs. Null when it is not.
 */
export async function cartGroup(locale: LocaleRecord, cart: CartView, due: number, now: Date): Promise<CartGroup | null> {
  const rules = locale.park?.groupRules ?? null;
  if (!rules || !cart.items.length) return null;
  const catalogue = await getCatalogue();
  const people = cart.items.reduce((sum, item) => sum + participantsOf(item.tickets, catalogue.variationsByActivity.get(item.activityId) ?? []), 0);
  if (!isGroupBooking(rules, people)) return null;
  const visitDay = cart.items.map((item) => todayIn(locale.timeZone, item.startsAt)).sort()[0];
  const termsFor = (amount: number) => groupTerms(rules, { due: amount, people, visitDay, today: todayIn(locale.timeZone, now) });
  return { people, termsFor, ...termsFor(due) };
}

/**
 * What the visitor would pay now: the cart priced from the catalogue, less a promo code or a gift-card
 * balance, plus the chosen gateway's card fee. The client shows it; createAndCompleteOrder computes it
 * again inside its transaction and never takes an amount from the client.
 */
export async function priceCheckout(
  locale: LocaleRecord,
  who: Guesser,
  code: string | null,
  gateway: PaymentGatewayRow | null,
  now = new Date(),
): Promise<CheckoutQuote> {
  const cart = await getCart(who.anonymousToken, locale.id, locale.timeZone, now);
  const trimmed = code?.trim() ?? '';
  const tried = Boolean(trimmed && locale.parkId && cart.items.length);
  // Codes are secrets worth guessing (gift cards hold money): failed tries are limited.
  const limited = tried ? await takeAttempt(guessLimits(who)) : ({ allowed: true } as const);
  const lookup =
    tried && limited.allowed ? await lookUpCode(locale.parkId!, trimmed, cart.items.map((item) => item.activityId), locale.currency, now) : null;
  // Not awaited: a right code answers as fast as a wrong one.
  if (lookup && lookup.kind !== 'invalid') void giveBack(guessLimits(who)).catch(() => undefined);
  const promo = lookup?.kind === 'promo' ? lookup.promo : null;
  const giftCard = lookup?.kind === 'giftCard' ? lookup.card : null;
  const discounts = lineDiscounts(cart.items, promo ? toPromoRule(promo) : null);
  const totals = quote(cart.items, discounts, giftCard?.balance ?? 0, gateway?.cardFeeBasisPoints ?? 0);
  const codeStatus: CodeStatus | null = !trimmed
    ? null
    : !limited.allowed
      ? { code: trimmed, status: 'RATE_LIMITED', retryAfterSeconds: limited.retryAfterSeconds }
      : lookup && lookup.kind !== 'invalid'
      ? { code: trimmed, status: 'APPLIED', kind: lookup.kind === 'promo' ? 'PROMO' : 'GIFT_CARD' }
      : { code: trimmed, status: 'INVALID', reason: lookup?.kind === 'invalid' ? (lookup.reason ?? null) : null };
  const group = await cartGroup(locale, cart, costOf(totals), now);
  const priced = group ? groupQuote(totals, group.deposit, gateway?.cardFeeBasisPoints ?? 0) : totals;
  return { ...priced, cart, lineDiscounts: discounts, code: codeStatus, promo, giftCardBalance: giftCard, group };
}
