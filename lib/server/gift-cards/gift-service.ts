import { sql } from 'drizzle-orm';
import type { GiftCardProblemCode } from '@/graphql/generated/resolvers';
import { quote } from '@/lib/domain/checkout';
import { validateForm } from '@/lib/domain/form-validation';
import { formatGiftCode, GIFT_CODE_LENGTH, giftSchema, type GiftAmounts, type GiftDetails } from '@/lib/domain/gift';
import { toLanguage } from '@/lib/domain/language';
import { db } from '../platform/db/client';
import { giftCards, giftCardTransactions, orders, payments, type PaymentGatewayRow } from '../platform/db/schema';
import { env } from '../platform/config';
import { enqueueMail } from '../mail/outbox';
import type { GiftCardEmailView } from '../mail/types';
import { newBookingId, newOrderToken, readableCode, type Executor } from '../orders/order-repository';
import type { LocaleRecord } from '../locales/locale-repository';
import { giveBack, takeAttempt } from '../platform/rate-limit';
import { findGateway, guessLimits, type Guesser } from '../checkout/checkout-service';
import { findGiftCard } from './gift-card-ledger';
import { findLocaleById, mailSiteOf } from '../locales/locale-service';
import { resume, type OrderOutcome } from '../checkout/order-service';
import { confirmationPath, loadOrder } from '../orders/order-view';

export const giftAmountsOf = (locale: LocaleRecord): GiftAmounts => ({
  presets: locale.giftPresetAmounts,
  min: locale.giftMinAmount,
  max: locale.giftMaxAmount,
});

/**
 * A voucher is money sent by email at once, so it is paid before it exists: Blank ("pay on arrival")
 * collects nothing and cannot pay for one.
 */
export const canPayForGifts = (gateway: PaymentGatewayRow) => gateway.type !== 'Blank';

export interface GiftPurchaseInput {
  anonymousToken: string;
  locale: LocaleRecord;
  origin: string;
  idempotencyKey: string;
  form: Record<string, unknown>;
  gatewayId: string | null;
  acceptTerms: boolean;
}

/**
 * Buys a gift voucher: an order of kind 'gift' paid through the locale's gateways exactly like a booking
 * (same adapters, outcomes and idempotency). The card is issued when the order is paid (issueGiftCard).
 */
export async function purchaseGiftCard(input: GiftPurchaseInput, now = new Date()): Promise<OrderOutcome> {
  const { rows } = await db().execute<{ id: string }>(
    sql`select id from orders where anonymous_token = ${input.anonymousToken} and idempotency_key = ${input.idempotencyKey}`,
  );
  if (rows[0]) return resume((await loadOrder(db(), { id: rows[0].id }))!, input.origin);
  if (!input.locale.parkId) return { kind: 'problem', code: 'UNSUPPORTED_PAYMENT' };

  const checked = await validateForm(giftSchema, input.form, { amounts: giftAmountsOf(input.locale) });
  if (!checked.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: checked.fields };
  const form = checked.values;
  const gateway = input.gatewayId ? await findGateway(input.locale.id, input.gatewayId) : null;
  if (!gateway || !canPayForGifts(gateway)) return { kind: 'problem', code: 'UNSUPPORTED_PAYMENT' };
  if (!input.acceptTerms) return { kind: 'problem', code: 'TERMS_NOT_ACCEPTED' };

  const totals = quote([{ total: form.amount }], [0], 0, gateway.cardFeeBasisPoints);
  const gift: GiftDetails = {
    amount: form.amount,
    sender: { firstName: form.senderFirstName, lastName: form.senderLastName, email: form.senderEmail },
    recipient: { name: form.recipientName, email: form.recipientEmail },
    message: form.message ? form.message : null,
  };
  await db().transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        bookingId: newBookingId(),
        token: newOrderToken(),
        anonymousToken: input.anonymousToken,
        idempotencyKey: input.idempotencyKey,
        localeId: input.locale.id,
        status: 'awaiting_payment',
        kind: 'gift',
        gift,
        customer: { ...gift.sender, mobilePhone: '' },
        language: toLanguage(input.locale.locale),
        origin: input.origin,
        currency: input.locale.currency,
        subtotal: totals.subtotal,
        cardFee: totals.cardFee,
        total: totals.total,
        gatewayId: gateway.id,
        placesSold: false,
        expiresAt: new Date(now.getTime() + env().PAYMENT_WINDOW_MINUTES * 60_000),
      })
      .onConflictDoNothing()
      .returning({ id: orders.id });
    if (order) await tx.insert(payments).values({ orderId: order.id, gatewayId: gateway.id, amount: totals.total, currency: input.locale.currency });
  });
  const { rows: placed } = await db().execute<{ id: string }>(
    sql`select id from orders where anonymous_token = ${input.anonymousToken} and idempotency_key = ${input.idempotencyKey}`,
  );
  return resume((await loadOrder(db(), { id: placed[0].id }))!, input.origin);
}

/**
 * Issues the card of a paid gift purchase, inside the transaction that marks it paid: a new code, its
 * opening credit in the ledger, and the recipient's voucher and the sender's receipt in the outbox.
 * Unique on the issuing order, so it happens once however often "paid" is reported.
 */
export async function issueGiftCard(tx: Executor, orderId: string): Promise<void> {
  const order = await loadOrder(tx, { id: orderId });
  const { rows } = await tx.execute<{ gift: GiftDetails; park_id: string }>(sql`
    select o.gift, l.park_id from orders o join locales l on l.id = o.locale_id where o.id = ${orderId} and o.kind = 'gift'`);
  const found = rows[0];
  if (!order || !found?.gift) return;
  const code = readableCode(GIFT_CODE_LENGTH);
  const [card] = await tx
    .insert(giftCards)
    .values({ parkId: found.park_id, code, currency: order.currency, value: found.gift.amount, issuedByOrderId: orderId })
    .onConflictDoNothing()
    .returning({ id: giftCards.id });
  if (!card) return;
  await tx.insert(giftCardTransactions).values({ giftCardId: card.id, amount: found.gift.amount, orderId, reason: 'purchase' });
  const site = mailSiteOf(await findLocaleById(order.localeId), order.language);
  const view: GiftCardEmailView = {
    orderId,
    bookingId: order.bookingId,
    language: toLanguage(order.language),
    intlLocale: site.intlLocale,
    parkName: site.parkName,
    siteUrl: order.origin,
    sender: found.gift.sender,
    recipient: found.gift.recipient,
    message: found.gift.message,
    amount: found.gift.amount,
    currency: order.currency,
    code: formatGiftCode(code),
    cardFee: order.cardFee,
    total: order.total,
    confirmationUrl: `${order.origin}${giftConfirmationPath(order.token)}`,
  };
  await enqueueMail(tx, { dedupeKey: `gift-card-recipient:${orderId}`, kind: 'gift-card-recipient', payload: view });
  await enqueueMail(tx, { dedupeKey: `gift-card-receipt:${orderId}`, kind: 'gift-card-receipt', payload: view });
}

export const giftConfirmationPath = (token: string) => `/gift-vouchers/purchase/${token}`;

/** Where an order's confirmation lives: a booking's, or a gift purchase's. */
export const orderConfirmationPath = (kind: string, token: string) => (kind === 'gift' ? giftConfirmationPath(token) : confirmationPath(token));

export type GiftPurchaseView =
  | { kind: 'problem'; code: 'NOT_FOUND' | 'NOT_COMPLETE' }
  | { kind: 'purchase'; bookingId: string; gift: GiftDetails; code: string; currency: string; cardFee: number; total: number };

/** A gift purchase by its confirmation token: 'This purchase is not complete' until it is paid. */
export async function findGiftPurchase(token: string, localeId: string): Promise<GiftPurchaseView> {
  const { rows } = await db().execute<{ booking_id: string; status: string; gift: GiftDetails; currency: string; card_fee: number; total: number; code: string | null; locale_id: string }>(sql`
    select o.booking_id, o.status, o.gift, o.currency, o.card_fee, o.total, o.locale_id, c.code
    from orders o left join gift_cards c on c.issued_by_order_id = o.id
    where o.token = ${token} and o.kind = 'gift'`);
  const row = rows[0];
  if (!row || row.locale_id !== localeId) return { kind: 'problem', code: 'NOT_FOUND' };
  if (row.status !== 'paid' || !row.code) return { kind: 'problem', code: 'NOT_COMPLETE' };
  return { kind: 'purchase', bookingId: row.booking_id, gift: row.gift, code: formatGiftCode(row.code), currency: row.currency, cardFee: row.card_fee, total: row.total };
}

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
  return { kind: 'balance', code: formatGiftCode(card.code), balance: card.balance, value: card.value, currency: card.currency };
}
