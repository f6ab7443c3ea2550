import { GraphQLError } from 'graphql';
import { validate as isUuid } from 'uuid';
import { exactOrigin, toDomain } from '@/lib/domain/host';
import type { LocaleRecord } from './locale-repository';
import type { PageRow } from '../platform/db/schema';
import { findLocaleByDomain } from './locale-service';
import { siteOrigin } from './site-origin';
import { confirmationTokens, type ConfirmationTokens } from './confirmation-cookie';

/** What every resolver knows about the request: whose site it is for, and which anonymous visitor. */
export interface GraphQLContext {
  locale: LocaleRecord;
  anonymousToken: string | null;
  /**
   * The origin of the locale's site (siteOrigin: the configured scheme and port, the locale's domain):
   * where payment returns, notifications and emailed links point. Never the request's own headers.
   */
  origin: string;
  /** The visitor's network address, for rate limits; null for in-process calls (server rendering). */
  clientAddress: string | null;
  /** The browser's User-Agent, kept with what a visitor signs (a waiver); none for in-process calls. */
  userAgent?: string | null;
  /** The confirmations this browser opened, from its HttpOnly cookie (./confirmation-cookie.ts); none for in-process calls. */
  confirmations?: ConfirmationTokens;
  /** The request's Cookie header: an order reads the analytics providers' ids in it for server-side conversions (lib/domain/conversions.ts). */
  cookie?: string | null;
  /**
   * A page shown in place of the stored one at its path: the content desk's preview of a draft (issue #23),
   * set only in process by the preview page's loader after it checked the link's signature, never from a
   * request's headers.
   */
  previewPage?: PageRow;
}

/** The visitor's anonymous token, which every cart and order call needs. */
export function visitor({ anonymousToken }: GraphQLContext): string {
  if (!anonymousToken) throw new GraphQLError('The anonymous token header is missing', { extensions: { code: 'BAD_USER_INPUT' } });
  return anonymousToken;
}

export type HeaderReader = (name: string) => string | undefined;

export const UNKNOWN_ORIGIN = 'UNKNOWN_ORIGIN';

function unknownOrigin(): GraphQLError {
  return new GraphQLError('This site is not served here', {
    extensions: { code: UNKNOWN_ORIGIN, http: { status: 403 } },
  });
}

/**
 * Resolves the request's locale from the page's origin header (sent by lib/client/apollo.ts), else the
 * browser's Origin, else the Host of a direct call. Only known domains are accepted, and a browser's
 * Origin must agree with the page origin it claims, which also stops cross-site pages from using a
 * visitor's browser.
 */
export async function contextFromHeaders(header: HeaderReader, clientAddress: string | null = null): Promise<GraphQLContext> {
  const claimedPage = header('x-page-origin');
  const claimedBrowser = header('origin');
  // Only exact http(s) origins of our own locales. They choose the locale, by domain only: every URL the
  // shop emits starts with the locale's configured origin (siteOrigin), whatever scheme or port they name.
  const pageOrigin = exactOrigin(claimedPage);
  const browserOrigin = exactOrigin(claimedBrowser);
  if ((claimedPage && !pageOrigin) || (claimedBrowser && !browserOrigin)) throw unknownOrigin();
  if (pageOrigin && browserOrigin && toDomain(pageOrigin) !== toDomain(browserOrigin)) throw unknownOrigin();
  const locale = await findLocaleByDomain(toDomain(pageOrigin ?? browserOrigin ?? header('host')));
  if (!locale) throw unknownOrigin();
  const token = header('x-anonymous-token');
  return { locale, anonymousToken: token && isUuid(token) ? token : null, origin: siteOrigin(locale), clientAddress, userAgent: header('user-agent') ?? null, cookie: header('cookie') ?? null, confirmations: confirmationTokens(header('cookie')) };
}
