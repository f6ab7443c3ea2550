import { captionIn } from '@/lib/domain/images';
import { toDomain } from '@/lib/domain/host';
import { textIn, toLanguage } from '@/lib/domain/language';
import { intlLocale, moneyPattern } from '@/lib/domain/money';
import type { Resolvers } from '@/graphql/generated/resolvers';
import { env } from '../platform/config';
import { sanitizeHtml } from '../platform/html-sanitizer';
import { findLocaleByDomain, listLocales } from '@/lib/server/locales/locale-service';

export const localeResolvers: Resolvers = {
  Query: {
    getLocale: (_parent, { domain }) => findLocaleByDomain(toDomain(domain)),
  },
  Locale: {
    externalBookingSiteURL: (locale) => locale.externalBookingSiteUrl,
    // In the language of the page asking (a Chinese page names every park in Chinese), not the listed site's.
    longMenuTitle: (locale, _args, { locale: asking }) => textIn(locale.longMenuTitles, toLanguage(asking.locale)),
    longMenuTitleLanguage: (locale, _args, { locale: asking }) => (locale.longMenuTitles[toLanguage(asking.locale)] ? toLanguage(asking.locale) : 'en'),
    // The operator's embed code is HTML like any other: cleaned before a visitor gets it.
    bookingEmbedCode: (locale) => (locale.bookingEmbedCode ? sanitizeHtml(locale.bookingEmbedCode) : null),
    locales: () => listLocales(),
    demo: () => env().demo,
    moneyPattern: (locale) => moneyPattern(intlLocale(locale.hrefLang, locale.locale), locale.currency),
  },
  Image: {
    // The alt text in the language of the page showing the picture (images.texts, English the fallback).
    title: (image, _args, { locale }) => textIn(image.texts, toLanguage(locale.locale)).title,
    caption: (image, _args, { locale }) => captionIn(image.texts, toLanguage(locale.locale)),
    square: (image) => ({ url: image.squareUrl, urlFallback: image.squareUrlFallback }),
  },
};
