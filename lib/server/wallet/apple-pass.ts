import { createHmac, timingSafeEqual } from 'node:crypto';
import path from 'node:path';
import { PKPass } from 'passkit-generator';
import sharp from 'sharp';
import { WALLET_SERVICE_PATH } from '@/lib/domain/paths';
import { linkKey } from '../platform/signed-links';
import type { AppleCredentials } from './credentials';
import type { WalletPass } from './pass-content';

/*
 * A ticket's Apple Wallet pass (.pkpass), built with passkit-generator: an event ticket whose QR code is
 * the gate's own signed text (SR2, lib/server/orders ticketQrText) with the typed SR1 text as its altText,
 * signed with the park's Pass Type ID certificate. Its serial is the ticket's id, and it names the park's
 * site as its web service (./web-service.ts), so an installed pass asks for itself again after a move.
 */

/** The pass's colours: the site's own brand (styles/theme.ts), white on the dark green. */
const COLOURS = { backgroundColor: 'rgb(20, 83, 45)', foregroundColor: 'rgb(255, 255, 255)', labelColor: 'rgb(187, 247, 208)' };

const AUTH_PURPOSE = 'wallet-pass-auth';

/**
 * The pass's authenticationToken: an HMAC of its serial under a key derived from the server's secret
 * (lib/server/platform/signed-links.ts linkKey), so it is never stored and a device proves it holds the
 * pass (Apple sends it back as `Authorization: ApplePass <token>`).
 */
export const passAuthenticationToken = (serial: string): string => createHmac('sha256', linkKey(AUTH_PURPOSE)).update(`pass:${serial}`).digest('base64url');

export function isPassAuthenticationToken(serial: string, given: string): boolean {
  const expected = Buffer.from(passAuthenticationToken(serial));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let icons: Promise<Record<string, Buffer>> | undefined;
/** Wallet requires an icon: the site's own, at the sizes Apple asks (29 pt at 1x, 2x and 3x), made once. */
function passIcons(): Promise<Record<string, Buffer>> {
  icons ??= (async () => {
    const source = path.join(process.cwd(), 'public', 'icon-192.png');
    const [one, two, three] = await Promise.all([29, 58, 87].map((size) => sharp(source).resize(size, size).png().toBuffer()));
    return { 'icon.png': one, 'icon@2x.png': two, 'icon@3x.png': three, 'logo.png': two };
  })();
  return icons;
}

/** The .pkpass file of a ticket's pass. */
export async function applePassFile(pass: WalletPass, credentials: AppleCredentials): Promise<Buffer> {
  const { words, ticket } = pass;
  const file = new PKPass(
    await passIcons(),
    { wwdr: credentials.wwdr, signerCert: credentials.signerCert, signerKey: credentials.signerKey, ...(credentials.signerKeyPassphrase ? { signerKeyPassphrase: credentials.signerKeyPassphrase } : {}) },
    {
      formatVersion: 1,
      passTypeIdentifier: credentials.passTypeIdentifier,
      teamIdentifier: credentials.teamIdentifier,
      serialNumber: pass.serial,
      organizationName: pass.park.name,
      description: `${words.activity} – ${pass.park.name}`,
      logoText: pass.park.name,
      webServiceURL: `${pass.origin}${WALLET_SERVICE_PATH}/`,
      authenticationToken: passAuthenticationToken(pass.serial),
      ...COLOURS,
      ...(pass.voided ? { voided: true } : {}),
    },
  );
  file.type = 'eventTicket';
  const t = (key: keyof WalletPass['labels']) => pass.labels[key];
  file.primaryFields.push({ key: 'activity', label: t('activity'), value: words.activity });
  file.secondaryFields.push({ key: 'date', label: t('when'), value: words.date }, { key: 'time', label: t('time'), value: words.time });
  file.auxiliaryFields.push({ key: 'ticket', label: t('ticket'), value: words.ticket }, { key: 'booking', label: t('bookingId'), value: words.bookingId });
  file.backFields.push(
    { key: 'park', label: t('park'), value: words.park },
    ...(words.address ? [{ key: 'address', label: t('address'), value: words.address }] : []),
    { key: 'gate', label: t('ticket'), value: words.showAtGate },
  );
  file.setBarcodes({ message: ticket.qrText, format: 'PKBarcodeFormatQR', messageEncoding: 'iso-8859-1', altText: ticket.typedText });
  // The phone shows it on the lock screen around the session.
  file.setRelevantDate(ticket.startsAt);
  return file.getAsBuffer();
}
