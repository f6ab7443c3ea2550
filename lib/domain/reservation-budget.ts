import type { CheckoutProblemCode } from '@/graphql/generated/enums';
import type { OrderStatus } from './order-status';

/*
 * What pay on arrival may keep unpaid. A reservation (a Blank gateway: lib/server/checkout/order-service.ts)
 * collects nothing, so its places are the cheapest thing to take from a park: anyone who can receive
 * mail can keep them. Capping only reservations still awaiting their emailed confirmation let one client
 * address, with a new anonymous token and a new address at a catch-all mail domain each round, confirm
 * round after round and empty a day's sessions with no money. So every place reserved and not yet paid
 * counts, until it is paid (at the desk), checked in, or released (cancelled, expired), against:
 *
 * - the client address it was placed from, the mailbox it was placed for, and the mailbox's domain
 *   (budgets set by the operator: lib/server/platform/config.ts RESERVED_PLACES_PER_*); and
 * - each session: at most its park's share of the session's capacity is ever kept by unpaid
 *   reservations (parks.reservation_share_percent), so whoever reserves, most of every session is
 *   left to visitors who pay.
 *
 * Pure: the server counts the places under locks (lib/server/orders/reservation.ts and
 * order-repository.ts) and asks these rules.
 */

/** The statuses of a reservation whose places are kept and not paid for: awaiting its emailed confirmation, or reserved. */
export const UNPAID_RESERVATION_STATUSES = ['awaiting_confirmation', 'reserved'] as const satisfies readonly OrderStatus[];

/** A park's share of each session that unpaid reservations may keep when staff set none (parks.reservation_share_percent). */
export const DEFAULT_RESERVATION_SHARE_PERCENT = 25;

/** Why a reservation was refused: the unconfirmed cap (lib/domain/order-status.ts), a place budget, or a session's share. */
export type ReservationRefusal = Extract<
  CheckoutProblemCode,
  'TOO_MANY_RESERVATIONS' | 'RESERVED_PLACES_PER_EMAIL' | 'RESERVED_PLACES_PER_ADDRESS' | 'RESERVED_PLACES_PER_DOMAIN' | 'RESERVATION_SHARE_FULL'
>;

/** The places a visitor's budgets allow kept unpaid at once; null: that budget does not apply (no client address known, a public mailbox provider's domain). */
export interface ReservationBudgets {
  perEmail: number;
  perAddress: number | null;
  perDomain: number | null;
}

/** The places already kept unpaid by the mailbox, the client address and the mail domain. */
export interface ReservedPlaces {
  byEmail: number;
  byAddress: number;
  byDomain: number;
}

/**
 * Which budget `places` more would overrun, the most personal first (the mailbox, then the client
 * address, then the domain), so the visitor is told the reason they can act on; null when all allow them.
 */
export function reservationBudgetProblem(reserved: ReservedPlaces, places: number, budgets: ReservationBudgets): ReservationRefusal | null {
  if (reserved.byEmail + places > budgets.perEmail) return 'RESERVED_PLACES_PER_EMAIL';
  if (budgets.perAddress !== null && reserved.byAddress + places > budgets.perAddress) return 'RESERVED_PLACES_PER_ADDRESS';
  if (budgets.perDomain !== null && reserved.byDomain + places > budgets.perDomain) return 'RESERVED_PLACES_PER_DOMAIN';
  return null;
}

/**
 * The places of a session of `capacity` that unpaid reservations may keep at `percent`: rounded down,
 * since the share is a most ("never more than a quarter"), so a session of 3 at 25 % keeps none unpaid.
 */
export function reservationShareLimit(capacity: number, percent: number): number {
  const share = Math.min(100, Math.max(0, Math.floor(percent)));
  return Math.floor((Math.max(0, capacity) * share) / 100);
}

/** Whether a session of `capacity`, whose unpaid reservations keep `reserved` places, may keep `places` more for one. */
export const withinReservationShare = (capacity: number, reserved: number, places: number, percent: number): boolean =>
  reserved + places <= reservationShareLimit(capacity, percent);

/** The bounds of a park's share as staff set it (lib/domain/park-settings.ts): 0 keeps no place unpaid, 100 puts no limit. */
export const RESERVATION_SHARE_MIN = 0;
export const RESERVATION_SHARE_MAX = 100;

/*
 * Mailboxes and their domains. A budget per address typed would be no budget: one mailbox answers to
 * many spellings. Case and surrounding spaces never matter; a "+tag" after the local part is delivered
 * to the same mailbox by nearly every provider (Gmail, Outlook, iCloud, Fastmail, Proton, most company
 * servers); and Gmail ignores dots in the local part and answers googlemail.com too. Two people whose
 * addresses differ only by a +tag would share a budget: rare, and they still pay online.
 */

/** The mailbox an email address reaches, as the per-email budget and the unconfirmed cap count it. */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let local = address.slice(0, at);
  let domain = address.slice(at + 1).replace(/\.+$/, '');
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * Second-level labels under a two-letter country code where names are registered one level further down
 * (school.ac.nz, company.co.nz, firm.com.au, shop.com.hk, site.co.uk): a small list for this operator's
 * markets and their neighbours, not the whole Public Suffix List. A miss costs little: such a domain's
 * key is the shared second level (co.xx), which only makes its budget tighter, never looser.
 */
const COUNTRY_SECOND_LEVELS: ReadonlySet<string> = new Set(['ac', 'co', 'com', 'edu', 'gen', 'geek', 'gov', 'govt', 'health', 'idv', 'iwi', 'kiwi', 'ltd', 'maori', 'mil', 'net', 'nom', 'or', 'org', 'plc', 'school', 'ne', 'go', 'id', 'asn', 'sch']);

/**
 * The registrable domain of an email address (its last two labels, or three under a country's second
 * level): whoever owns a domain owns every name under it, so a catch-all on mail.example.com and on
 * x1.example.com are one budget. Null when the address has no domain.
 */
export function mailDomainKey(email: string): string | null {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 0) return null;
  const labels = address
    .slice(at + 1)
    .split('.')
    .filter(Boolean);
  if (!labels.length) return null;
  let domain = labels.join('.');
  if (domain === 'googlemail.com') domain = 'gmail.com';
  const keep = labels.length >= 3 && labels[labels.length - 1].length === 2 && COUNTRY_SECOND_LEVELS.has(labels[labels.length - 2]) ? 3 : 2;
  return labels.length <= keep ? domain : labels.slice(-keep).join('.');
}

/**
 * Public mailbox providers: anyone may open an address there, and a large part of any park's visitors
 * have one. Their domains get no budget of their own: one budget for all of gmail.com or qq.com would be
 * shared by most of a park's visitors, and whoever reserved it full would lock every one of them out of
 * pay on arrival. Addresses there still count per mailbox and per client address, and every session's
 * share still bounds what all of them together keep; an attacker also needs a real, confirmable mailbox
 * per budget, which these providers make costly to open in bulk (unlike a catch-all domain of one's own).
 * Listed exactly (no "yahoo.*" pattern: anyone can register yahoo.<new tld> with a catch-all). A domain
 * missing here is budgeted like any other: at worst its visitors share its budget, and can pay online.
 * Disposable-inbox services (mailinator.com…) are deliberately not here: they are catch-alls open to all.
 */
export const PUBLIC_MAIL_DOMAINS: ReadonlySet<string> = new Set([
  // Worldwide
  'gmail.com', 'outlook.com', 'hotmail.com', 'live.com', 'msn.com', 'icloud.com', 'me.com', 'mac.com',
  'yahoo.com', 'ymail.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'gmx.net', 'mail.com', 'zoho.com', 'yandex.com', 'fastmail.com',
  // Mainland China, Hong Kong and Taiwan
  'qq.com', 'foxmail.com', '163.com', '126.com', 'yeah.net', 'sina.com', 'sina.cn', 'sohu.com', '139.com', 'aliyun.com',
  'netvigator.com', 'yahoo.com.hk', 'hotmail.com.hk', 'yahoo.com.tw', 'hotmail.com.tw',
  // New Zealand and Australia
  'xtra.co.nz', 'yahoo.co.nz', 'bigpond.com', 'bigpond.net.au', 'optusnet.com.au', 'yahoo.com.au', 'hotmail.com.au', 'outlook.com.au',
  // Visitors from the United Kingdom, Japan, Korea, Singapore, India
  'yahoo.co.uk', 'hotmail.co.uk', 'btinternet.com', 'yahoo.co.jp', 'naver.com', 'daum.net', 'hanmail.net', 'singnet.com.sg', 'rediffmail.com',
]);

/** Whether a mail domain (as mailDomainKey gives it) is a public mailbox provider's: no budget of its own. */
export const isPublicMailDomain = (domain: string): boolean => PUBLIC_MAIL_DOMAINS.has(domain);
