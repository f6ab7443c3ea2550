import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { env } from './config';
import { sql, type SQL } from 'drizzle-orm';
import { db, pool } from './db/client';

/** How often notifications may make the server ask a provider about one payment. */
export const NOTIFICATION_CHECK_SECONDS = 5;

/**
 * Limits on what a visitor may try in a window, counted in PostgreSQL so that every instance shares
 * them across instances. Keys are a token or an address; the window restarts when it runs out.
 */
export const LIMITS = {
  /** Voucher, promo and gift-card code attempts per anonymous token: enough for typos, not for guessing. */
  codeByToken: { points: 10, duration: 15 * 60 },
  /** The same per client address, which many visitors may share (a venue's Wi-Fi). */
  codeByAddress: { points: 40, duration: 15 * 60 },
  /** Venue-hire enquiries per client address: a person sends one or two; a shared office may send a few. */
  enquiryByAddress: { points: 10, duration: 60 * 60 },
  /** Add-to-cart attempts, per client address and per anonymous token: the operator sets them (ADD_TO_CART_PER_*). */
  addToCartByAddress: { points: () => env().ADD_TO_CART_PER_ADDRESS, duration: 10 * 60 },
  addToCartByToken: { points: () => env().ADD_TO_CART_PER_TOKEN, duration: 10 * 60 },
  /**
   * Failed staff sign-ins (a used, expired or made-up link; a passkey answer that does not verify) per
   * client address (issue #22): a gate's shared Wi-Fi gets a few mistakes, a guesser gets nowhere.
   */
  staffSignInByAddress: { points: 10, duration: 15 * 60 },
  /**
   * Emailed sign-in links asked for, per client address (refused, saying so) and per address typed from
   * that client address (past it, answered the same and nothing sent), whether or not it has an account:
   * a shared office asks for a few, nobody can fill a staff member's mailbox, and nobody elsewhere can
   * use up the member's own budget.
   */
  staffLinkRequestByAddress: { points: 30, duration: 15 * 60 },
  staffLinkRequestByEmailAndAddress: { points: 5, duration: 15 * 60 },
  /**
   * "Find my booking" requests, per client address (refused, saying so) and per address typed (hashed)
   * from that client address (past it, answered the same and nothing sent), counted whether or not the
   * address has bookings: a visitor retrying a typo gets a few, nobody can fill someone's mailbox from
   * one network, and a stranger cannot lock the visitor out.
   */
  findBookingByEmailAndAddress: { points: 3, duration: 15 * 60 },
  findBookingByAddress: { points: 20, duration: 15 * 60 },
  /**
   * A booking's documents (issue #24): each PDF is drawn anew (tens of milliseconds of a core), so one
   * client address gets a family's worth of downloads, not a loop's.
   */
  bookingDocumentsByAddress: { points: 60, duration: 15 * 60 },
  /**
   * Apple Wallet's web service (lib/server/wallet/web-service.ts), per client address: a phone asks once per
   * pass it holds when told of a change, and registers each pass once; a family's phones on one network fit,
   * a script trying authentication tokens does not.
   */
  walletServiceByAddress: { points: 300, duration: 15 * 60 },
  /**
   * Waiting-list joins (issue #24), per client address and per address typed: a family joins a few
   * sessions; nobody can fill a line with made-up addresses or flood one mailbox with offers.
   */
  waitingListByAddress: { points: 20, duration: 15 * 60 },
  waitingListByEmail: { points: 10, duration: 15 * 60 },
  /**
   * A booking's riders named, waivers signed and personal links made through the visitors' API, per
   * client address: a family's corrections, or a group of 30 on one venue's Wi-Fi each naming and signing
   * once or twice, fit; a script trying links or filling the signatures' table does not.
   */
  riderChangeByAddress: { points: 120, duration: 15 * 60 },
  /** Passkey sign-ins started (each keeps a challenge for a few minutes), per client address. */
  staffPasskeyStartByAddress: { points: 60, duration: 15 * 60 },
  /**
   * Image uploads per staff member (issue #23): each is decoded and encoded four times with sharp, a few
   * seconds of a core; a library's afternoon of work fits, a loop filling the store does not.
   */
  imageUploadByStaff: { points: 60, duration: 60 * 60 },
  /**
   * A reseller's calls to the OCTO supplier API (lib/server/octo), per reseller: a channel manager polling
   * availability for every product fits; a loop does not, and one reseller cannot crowd out the others.
   */
  octoByReseller: { points: 1200, duration: 5 * 60 },
  /**
   * OCTO calls refused for their key (none for the site, unknown or revoked), per client address: a
   * misconfigured client's retries fit, trying keys does not. A valid key is never counted here, so a
   * reseller behind a shared address is not held up by another's mistakes.
   */
  octoKeyFailureByAddress: { points: 30, duration: 15 * 60 },
  /**
   * Provider checks a notification may cause, per payment (lib/server/payments/payment-service.ts
   * handleNotification): one per NOTIFICATION_CHECK_SECONDS, however many copies arrive.
   */
  notificationCheck: { points: 1, duration: NOTIFICATION_CHECK_SECONDS },
} as const;

export type LimitName = keyof typeof LIMITS;

/** A limit's points: fixed, or read from the configuration. */
function pointsOf(name: LimitName): number {
  const { points } = LIMITS[name];
  return typeof points === 'function' ? points() : points;
}

/** Who is trying a code, for the limits on guessing (per anonymous token and per client address). */
export interface Guesser {
  anonymousToken: string | null;
  clientAddress: string | null;
}

/** The limits a code guess counts against: promo codes and gift cards share them, so one cannot be tried on the other's budget. */
export const guessLimits = (who: Guesser): [LimitName, string | null][] => [
  ['codeByToken', who.anonymousToken],
  ['codeByAddress', who.clientAddress],
];

// Each limiter keeps the pool it was made with and its points: made again for another pool (a test file's
// database, db/client.ts `useDatabase`) or other points (a configuration handed over); a server has one
// of each for its whole life.
const limiters = new WeakMap<Pool, Map<LimitName, { points: number; limiter: RateLimiterPostgres }>>();

function limiter(name: LimitName): RateLimiterPostgres {
  const storeClient = pool();
  let ofPool = limiters.get(storeClient);
  if (!ofPool) limiters.set(storeClient, (ofPool = new Map()));
  const points = pointsOf(name);
  let found = ofPool.get(name);
  if (found?.points !== points) {
    // The table comes from our migrations (rate_limits), so the library must not create it.
    found = { points, limiter: new RateLimiterPostgres({ storeClient, tableName: 'rate_limits', tableCreated: true, keyPrefix: name, duration: LIMITS[name].duration, points }) };
    ofPool.set(name, found);
  }
  return found.limiter;
}

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts one attempt; refused once the window's points are spent, with when to try again. */
export async function consumeLimit(name: LimitName, key: string | null): Promise<LimitResult> {
  if (!key) return { allowed: true };
  try {
    await limiter(name).consume(key);
    return { allowed: true };
  } catch (error) {
    if (error instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) };
    throw error;
  }
}

/**
 * For limits on failures (code guessing). Every attempt takes its point from each key before it is
 * tried, in one atomic statement per key, so concurrent requests and aliased fields in one GraphQL
 * request can never test more codes than the window allows; `giveBack` returns the point of an
 * attempt that succeeded, so only failures count in the end. The keys are tried in order and the first
 * refusal stops: a visitor over its own limit does not use up its shared address's.
 */
export const takeAttempt = (checks: [LimitName, string | null][]): Promise<LimitResult> => consumeLimits(checks);

/** Returns the point a successful attempt took (see `takeAttempt`). */
export async function giveBack(checks: [LimitName, string | null][]): Promise<void> {
  await Promise.all(checks.map(([name, key]) => (key ? limiter(name).reward(key, 1) : null)));
}

/** One key for a pair (an address typed, hashed, and a client address): each pair has its own budget. */
export const pairKey = (emailKey: string, clientAddress: string | null): string => `${emailKey}@${clientAddress ?? 'unknown'}`;

/** One limit's point taken, as the library's upsert takes it (RateLimiterPostgres: key `name:key`, expire in ms). */
function takePoint(name: LimitName, key: string, now: number, after: SQL | null): SQL {
  const expire = now + LIMITS[name].duration * 1000;
  return sql`insert into rate_limits (key, points, expire) select ${`${name}:${key}`}, 1, ${expire}::bigint ${after ? sql`where ${after}` : sql``}
    on conflict (key) do update set
      points = case when rate_limits.expire <= ${now}::bigint then 1 else rate_limits.points + 1 end,
      expire = case when rate_limits.expire <= ${now}::bigint then ${expire}::bigint else rate_limits.expire end
    returning points, expire`;
}

/**
 * Counts an attempt against several limits; the first refusal wins. Two or more keys take their points in
 * one statement (one round trip: an add to the cart counts its token and its address,
 * docs/performance.md, "Booking under load"), each key's upsert as the library's, and each only when the
 * ones before it allowed the attempt: a visitor over its own limit does not use up its shared address's.
 */
export async function consumeLimits(checks: [LimitName, string | null][]): Promise<LimitResult> {
  const present = checks.filter((check): check is [LimitName, string] => Boolean(check[1]));
  if (present.length <= 1) {
    for (const [name, key] of present) return consumeLimit(name, key);
    return { allowed: true };
  }
  const now = Date.now();
  const steps = present.map(([name, key], index) => {
    const before = index > 0 ? sql`(select points from ${sql.identifier(`l${index - 1}`)}) <= ${pointsOf(present[index - 1][0])}` : null;
    return sql`${sql.identifier(`l${index}`)} as (${takePoint(name, key, now, before)})`;
  });
  const { rows } = await db().execute<Record<string, number | string | null>>(sql`
    with ${sql.join(steps, sql`, `)}
    select ${sql.join(
      present.map((_, index) => sql`(select points from ${sql.identifier(`l${index}`)}) as ${sql.identifier(`p${index}`)}, (select expire from ${sql.identifier(`l${index}`)}) as ${sql.identifier(`e${index}`)}`),
      sql`, `,
    )}`);
  for (const [index, [name]] of present.entries()) {
    const points = rows[0][`p${index}`];
    if (points !== null && Number(points) > pointsOf(name)) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Math.max(Number(rows[0][`e${index}`]) - Date.now(), 0) / 1000)) };
    }
  }
  return { allowed: true };
}
