import { createHash } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { importPKCS8, SignJWT } from 'jose';
import type { GoogleCredentials } from './credentials';
import type { WalletPass } from './pass-content';

/*
 * A ticket's Google Wallet pass: a "save to Google Wallet" link, https://pay.google.com/gp/v/save/<jwt>,
 * the JWT signed (RS256) with the park's service account key and carrying the event ticket's class (the
 * session: activity, park, times) and object (the ticket: its QR text, the typed text beneath). Google
 * inserts what the link carries when it is saved; it does not change a saved object from a later link. So
 * the object's id includes the ticket's code: a move's new code makes a new pass to save (the tickets'
 * email and My booking offer it), and the old one's code no longer admits at the gate. Changing a saved
 * object in place takes Google's REST API (objects.patch), which needs the network this server does not use.
 */

export const GOOGLE_SAVE_URL = 'https://pay.google.com/gp/v/save/';

/** Google's ids are `<issuer>.<suffix>`, the suffix letters, digits, '.', '_' or '-'. */
const suffix = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 24);

/** The time at the park, with its offset (Google shows an event's times as the offset says). */
const atPark = (instant: Date, timeZone: string) => new TZDate(instant.getTime(), timeZone).toISOString();

const localized = (value: string, language: string) => ({ defaultValue: { language, value } });

/** The JWT's claims: what the save link asks Google to insert. */
export function googlePassClaims(pass: WalletPass, credentials: GoogleCredentials) {
  const { ticket, words, language, park } = pass;
  const classId = `${credentials.issuerId}.session-${suffix(`${park.id}|${ticket.activityId}|${ticket.startsAt.toISOString()}|${language}`)}`;
  return {
    iss: credentials.clientEmail,
    aud: 'google',
    typ: 'savetowallet',
    origins: [pass.origin],
    payload: {
      eventTicketClasses: [
        {
          id: classId,
          issuerName: park.name,
          reviewStatus: 'UNDER_REVIEW',
          eventName: localized(words.activity, language),
          venue: { name: localized(park.name, language), address: localized(park.address ?? park.name, language) },
          dateTime: { start: atPark(ticket.startsAt, park.timeZone), end: atPark(ticket.endsAt, park.timeZone) },
        },
      ],
      eventTicketObjects: [
        {
          id: `${credentials.issuerId}.ticket-${pass.serial}-${pass.code}`,
          classId,
          state: pass.voided ? 'INACTIVE' : 'ACTIVE',
          ticketType: localized(words.ticket, language),
          reservationInfo: { confirmationCode: pass.bookingId },
          barcode: { type: 'QR_CODE', value: ticket.qrText, alternateText: ticket.typedText },
          textModulesData: [
            { id: 'when', header: pass.labels.when, body: `${words.date} ${words.time}` },
            { id: 'park', header: pass.labels.park, body: [words.park, words.address].filter(Boolean).join('\n') },
          ],
        },
      ],
    },
  };
}

/** The save link of a ticket's Google pass. */
export async function googleSaveUrl(pass: WalletPass, credentials: GoogleCredentials, now = new Date()): Promise<string> {
  const key = await importPKCS8(credentials.privateKey, 'RS256');
  const jwt = await new SignJWT(googlePassClaims(pass, credentials)).setProtectedHeader({ alg: 'RS256', typ: 'JWT' }).setIssuedAt(Math.floor(now.getTime() / 1000)).sign(key);
  return `${GOOGLE_SAVE_URL}${jwt}`;
}
