import { parseAttribution } from '@/lib/domain/attribution';
import { conversionVisit } from '@/lib/domain/conversions';
import { quote } from '@/lib/domain/checkout';
import { validateForm } from '@/lib/domain/form-validation';
import { formatGiftCode, giftSchema, type GiftAmounts, type GiftDetails } from '@/lib/domain/gift';
import { toLanguage } from '@/lib/domain/language';
import { codeIssuedBy } from '../gift-cards';
import type { LocaleRecord } from '../locales';
import { findOrderByKey, loadOrder, placeGiftPurchase } from '../orders';
import { findGateway } from '../payments';
import { db } from '../platform/db/client';
import type { PaymentGatewayRow } from '../platform/db/schema';
import { resume, type OrderOutcome } from './order-service';

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
  /** How the visitor arrived, as the browser kept it: checked here as a booking's is (order-service.ts). */
  attribution?: unknown;
  /** The request's Cookie header and user agent, as a booking's (order-service.ts). */
  cookie?: string | null;
  userAgent?: string | null;
}

/**
 * Buys a gift voucher: an order of kind 'gift' paid through the locale's gateways exactly like a booking
 * (same store, adapters, outcomes and idempotency). The card is issued when the order is paid (the
 * gift fulfilment in lib/server/orders/order-transitions.ts).
 */
export async function purchaseGiftCard(input: GiftPurchaseInput, now = new Date()): Promise<OrderOutcome> {
  const existing = await findOrderByKey(db(), input.anonymousToken, input.idempotencyKey);
  if (existing) return resume(existing, input.origin);
  if (!input.locale.parkId) return { kind: 'problem', code: 'UNSUPPORTED_PAYMENT' };

  const checked = await validateForm(giftSchema, input.form, { amounts: giftAmountsOf(input.locale) });
  if (!checked.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: checked.fields };
  const form = checked.values;
  const gateway = input.gatewayId ? await findGateway(input.locale.id, input.gatewayId) : null;
  if (!gateway || !canPayForGifts(gateway)) return { kind: 'problem', code: 'UNSUPPORTED_PAYMENT' };
  if (!input.acceptTerms) return { kind: 'problem', code: 'TERMS_NOT_ACCEPTED' };
  const arrival = input.attribution == null ? null : parseAttribution(input.attribution);
  if (arrival && !arrival.ok) return { kind: 'problem', code: 'INVALID_DETAILS', fields: [] };

  const totals = quote([{ total: form.amount }], [0], 0, gateway.cardFeeBasisPoints);
  const gift: GiftDetails = {
    amount: form.amount,
    sender: { firstName: form.senderFirstName, lastName: form.senderLastName, email: form.senderEmail },
    recipient: { name: form.recipientName, email: form.recipientEmail },
    message: form.message ? form.message : null,
  };
  const placement = {
    anonymousToken: input.anonymousToken,
    idempotencyKey: input.idempotencyKey,
    localeId: input.locale.id,
    customer: { ...gift.sender, mobilePhone: '' },
    language: toLanguage(input.locale.locale),
    origin: input.origin,
    currency: input.locale.currency,
    attribution: arrival?.value ?? null,
    conversions: { settings: input.locale, visit: conversionVisit(input.cookie, input.userAgent) },
  };
  // Null: a concurrent copy with the same key placed it; the answer is that one, read after it committed.
  const placed = await placeGiftPurchase(placement, { gift, totals, gateway }, now);
  if (!placed) return resume((await findOrderByKey(db(), input.anonymousToken, input.idempotencyKey))!, input.origin);
  return resume((await loadOrder(db(), { id: placed.orderId }))!, input.origin, placed.payment);
}

export type GiftPurchaseView =
  | { kind: 'problem'; code: 'NOT_FOUND' | 'NOT_COMPLETE' }
  | { kind: 'purchase'; bookingId: string; gift: GiftDetails; code: string; currency: string; cardFee: number; total: number; anonymousToken: string };

/** A gift purchase by its confirmation token: 'This purchase is not complete' until it is paid. */
export async function findGiftPurchase(token: string, localeId: string): Promise<GiftPurchaseView> {
  const order = await loadOrder(db(), { token });
  if (!order || order.kind !== 'gift' || !order.gift || order.localeId !== localeId) return { kind: 'problem', code: 'NOT_FOUND' };
  const code = order.status === 'paid' ? await codeIssuedBy(db(), order.id) : null;
  if (!code) return { kind: 'problem', code: 'NOT_COMPLETE' };
  return {
    kind: 'purchase',
    bookingId: order.bookingId,
    gift: order.gift,
    code: formatGiftCode(code),
    currency: order.currency,
    cardFee: order.cardFee,
    total: order.total,
    anonymousToken: order.anonymousToken,
  };
}
