import { intlLocale } from '@/lib/domain/money';
import type { ParkWalletSettings } from '@/lib/domain/wallet';
import { db } from '../platform/db/client';
import { findAllLocales, type LocaleRecord } from './locale-repository';
import { readCache } from '../platform/cache';

const locales = readCache(() => findAllLocales(db()));

export const listLocales = (): Promise<LocaleRecord[]> => locales.get();

/**
 * The locale of a host from the last list this instance read, without asking the database: only for
 * the page that says the database is unreachable, so a visitor reads "try again" in the site's language.
 */
export const lastKnownLocale = (domain: string | null): LocaleRecord | null => locales.last()?.find((locale) => locale.domain === domain) ?? null;

export async function findLocaleByDomain(domain: string | null): Promise<LocaleRecord | null> {
  if (!domain) return null;
  return (await listLocales()).find((locale) => locale.domain === domain) ?? null;
}

export const invalidateLocales = (): void => locales.invalidate();

export async function findLocaleById(id: string): Promise<LocaleRecord | null> {
  return (await listLocales()).find((locale) => locale.id === id) ?? null;
}

/** What a customer email takes from the site it was sent from. */
export interface MailSite {
  parkName: string;
  timeZone: string;
  /** BCP 47, for dates and money (e.g. 'zh-Hant-HK'). */
  intlLocale: string;
  /** The park's wallet passes, whose links its tickets' email carries when offered (lib/domain/wallet.ts). */
  walletSettings: ParkWalletSettings | null;
}

/**
 * The park as the site writes it, in the site's language: the locale's title (峰躍探險樂園 香港 on the Chinese
 * site), not the park record's name, which the English and Chinese sites of a park share. Every email names
 * the park this way, so a Chinese email says no English name. `language` stands in when the locale is gone.
 */
export function mailSiteOf(locale: LocaleRecord | null, language: string): MailSite {
  return {
    parkName: locale?.title ?? '',
    timeZone: locale?.timeZone ?? 'UTC',
    intlLocale: locale ? intlLocale(locale.hrefLang, locale.locale) : language,
    walletSettings: locale?.park?.walletSettings ?? null,
  };
}
