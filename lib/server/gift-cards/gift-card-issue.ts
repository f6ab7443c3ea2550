import { formatGiftCode, GIFT_CODE_LENGTH, type GiftDetails } from '@/lib/domain/gift';
import { toLanguage } from '@/lib/domain/language';
import { giftConfirmationPath } from '@/lib/domain/paths';
import { findLocaleById, mailSiteOf } from '../locales';
import { enqueueMail, type GiftCardEmailView } from '../mail';
import { readableCode } from '../platform/codes';
import { giftCards, giftCardTransactions } from '../platform/db/schema';
import type { Executor } from './gift-card-ledger';

/** The paid gift purchase a card is issued for (an order's record: orders hands it over, see FULFIL). */
export interface GiftPurchaseOrder {
  id: string;
  bookingId: string;
  token: string;
  localeId: string;
  language: string;
  origin: string;
  currency: string;
  cardFee: number;
  total: number;
  gift: GiftDetails | null;
}

/**
 * Issues the card of a paid gift purchase, inside the transaction that marks it paid: a new code, its
 * opening credit in the ledger, and the recipient's voucher and the sender's receipt in the outbox.
 * Unique on the issuing order, so it happens once however often "paid" is reported.
 */
export async function issueGiftCard(tx: Executor, order: GiftPurchaseOrder): Promise<void> {
  const gift = order.gift;
  const locale = await findLocaleById(order.localeId);
  if (!gift || !locale?.parkId) return;
  const code = readableCode(GIFT_CODE_LENGTH);
  const [card] = await tx
    .insert(giftCards)
    .values({ parkId: locale.parkId, code, currency: order.currency, value: gift.amount, issuedByOrderId: order.id })
    .onConflictDoNothing()
    .returning({ id: giftCards.id });
  if (!card) return;
  await tx.insert(giftCardTransactions).values({ giftCardId: card.id, amount: gift.amount, orderId: order.id, reason: 'purchase' });
  const site = mailSiteOf(locale, order.language);
  const view: GiftCardEmailView = {
    orderId: order.id,
    bookingId: order.bookingId,
    language: toLanguage(order.language),
    intlLocale: site.intlLocale,
    parkName: site.parkName,
    siteUrl: order.origin,
    sender: gift.sender,
    recipient: gift.recipient,
    message: gift.message,
    amount: gift.amount,
    currency: order.currency,
    code: formatGiftCode(code),
    cardFee: order.cardFee,
    total: order.total,
    confirmationUrl: `${order.origin}${giftConfirmationPath(order.token)}`,
  };
  await enqueueMail(tx, { dedupeKey: `gift-card-recipient:${order.id}`, kind: 'gift-card-recipient', payload: view });
  await enqueueMail(tx, { dedupeKey: `gift-card-receipt:${order.id}`, kind: 'gift-card-receipt', payload: view });
}
