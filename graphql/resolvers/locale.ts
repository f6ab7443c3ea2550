import { toDomain } from '@/lib/domain/host';
import type { Resolvers } from '@/graphql/generated/resolvers';
import { findLocaleByDomain, listLocales } from '@/lib/server/services/locale-service';

export const localeResolvers: Resolvers = {
  Query: {
    getLocale: (_parent, { domain }) => findLocaleByDomain(toDomain(domain)),
  },
  Locale: {
    externalBookingSiteURL: (locale) => locale.externalBookingSiteUrl,
    locales: () => listLocales(),
  },
  Image: {
    square: (image) => ({ url: image.squareUrl, urlFallback: image.squareUrlFallback }),
  },
};
