import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { intlLocale } from '@/lib/domain/money';
import { toLanguage, type Language } from '@/lib/domain/language';
import type { ParkWalletSettings } from '@/lib/domain/wallet';
import { documentWords, type BookingTicket } from '../booking-documents';
import { findLocaleById } from '../locales';
import { bookingDocumentOf, policyOf } from '../my-booking';
import { loadOrder } from '../orders';
import { db } from '../platform/db/client';

/*
 * What a ticket's wallet pass says, read afresh each time it is drawn (a download, or a device asking
 * Apple's web service for the latest): the ticket as My booking's documents show it (its QR text, the
 * activity, the session in the park's time zone, the park and its address), in the booking's language.
 * The pass's identity (serial) is the ticket's id, which a move keeps while it reissues the code.
 */

const LABELS = ['activity', 'when', 'time', 'park', 'address', 'ticket', 'bookingId'] as const;

export interface WalletPass {
  serial: string;
  code: string;
  /** Cancelled: the pass stays, marked void, so a phone does not show a ticket that no longer admits. */
  voided: boolean;
  ticket: BookingTicket;
  bookingId: string;
  language: Language;
  /** The ticket's words, in its language: labels and the session's day and times at the park. */
  words: { activity: string; ticket: string; date: string; time: string; park: string; address: string; bookingId: string; admits: string; showAtGate: string };
  /** The pass's field labels, in its language (locales/<lng>/mail.json wallet.*). */
  labels: Record<(typeof LABELS)[number], string>;
  park: { id: string; name: string; address: string | null; timeZone: string };
  /** The site the booking was made on: the pass's web service and links are on it. */
  origin: string;
  wallet: ParkWalletSettings | null;
}

/** The pass of the ticket with this id (its serial), or null: no such ticket, or not a standing booking's. */
export async function walletPassOf(serial: string): Promise<WalletPass | null> {
  if (!/^[0-9a-f-]{36}$/.test(serial)) return null;
  const { rows } = await db().execute<{ order_id: string }>(sql`select i.order_id from tickets t join order_items i on i.id = t.order_item_id where t.id = ${serial}`);
  if (!rows[0]) return null;
  const order = await loadOrder(db(), { id: rows[0].order_id });
  const site = order && (await findLocaleById(order.localeId));
  const ticket = order?.tickets.find((t) => t.id === serial);
  if (!order || !site?.park || !ticket || order.kind !== 'booking') return null;
  const voided = Boolean(ticket.cancelledAt);
  // The documents draw standing tickets only: a cancelled one is drawn as it stood, to be marked void.
  const drawn = { ...order, tickets: [{ ...ticket, cancelledAt: null }] };
  const source = { order: drawn, park: { id: site.park.id, name: site.park.name, timeZone: site.timeZone }, site, policy: policyOf(site.park), linkExpiresAt: new Date(0) };
  // No My booking link goes in a pass (a rider's phone may hold it): the documents' manage link is left unused.
  const doc = await bookingDocumentOf(source, site, '');
  const drawnTicket = doc.tickets[0];
  if (!drawnTicket) return null;
  const language = toLanguage(order.language);
  const words = documentWords({ language, intlLocale: intlLocale(site.hrefLang, site.locale), park: doc.park });
  const { t } = words;
  return {
    serial,
    code: ticket.code,
    voided,
    ticket: drawnTicket,
    bookingId: order.bookingId,
    language,
    words: {
      activity: drawnTicket.activityTitle,
      ticket: `${drawnTicket.ticketTitle} · ${t('documents.admits', { count: drawnTicket.people })}`,
      date: words.date(drawnTicket.startsAt),
      time: words.times(drawnTicket.startsAt, drawnTicket.endsAt),
      park: doc.park.name,
      address: doc.park.address ?? '',
      bookingId: order.bookingId,
      admits: t('documents.admits', { count: drawnTicket.people }),
      showAtGate: t('documents.showAtGate'),
    },
    labels: Object.fromEntries(LABELS.map((key) => [key, t(`wallet.${key}`)])) as WalletPass['labels'],
    park: { id: site.park.id, name: doc.park.name, address: doc.park.address, timeZone: doc.park.timeZone },
    origin: order.origin,
    wallet: site.park.walletSettings ?? null,
  };
}

/**
 * What a pass shows that can change, as a fingerprint: its code (a move reissues it), its session's start
 * and whether it stands. The web service dates a pass by when this last changed (./web-service.ts).
 */
export const passFingerprint = (pass: Pick<WalletPass, 'code' | 'voided'> & { ticket: Pick<BookingTicket, 'startsAt'> }): string =>
  createHash('sha256').update(`${pass.code}|${pass.ticket.startsAt.toISOString()}|${pass.voided ? 'void' : 'standing'}`).digest('base64url').slice(0, 22);
