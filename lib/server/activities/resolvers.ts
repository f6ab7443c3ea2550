import type { Resolvers } from '@/graphql/generated/resolvers';
import { toLanguage } from '@/lib/domain/language';
import { publishedHtml } from '@/lib/domain/rich-text';
import type { ActivityRow } from '@/lib/server/platform/db/schema';
import type { GraphQLContext } from '../locales';
import { sanitizeHtml } from '../platform/html-sanitizer';
import { publicRiderRequirements } from './rider-requirements';
import { findParkActivity, getCatalogue, listParkActivities, offeredAddOns, offeredVariations } from '@/lib/server/activities/catalogue-service';

const text = (activity: ActivityRow, { locale }: GraphQLContext) =>
  activity.texts[toLanguage(locale.locale)] ?? activity.texts.en;

/** The ticket types on sale: a retired one is not offered (issue #23). */
const variationsOf = (activity: ActivityRow) => offeredVariations(activity.id);

const shared = {
  title: (activity: ActivityRow, _: unknown, ctx: GraphQLContext) => text(activity, ctx).title,
  summary: (activity: ActivityRow, _: unknown, ctx: GraphQLContext) => text(activity, ctx).summary,
  // Safe HTML to render as it is: the editor's, cleaned, or an older plain text as paragraphs.
  description: (activity: ActivityRow, _: unknown, ctx: GraphQLContext) => publishedHtml(text(activity, ctx).description, sanitizeHtml),
  highlights: (activity: ActivityRow, _: unknown, ctx: GraphQLContext) => text(activity, ctx).highlights,
  image: async (activity: ActivityRow) => (await getCatalogue()).images.get(activity.imageId)!,
  fromPrice: async (activity: ActivityRow, _: unknown, { locale }: GraphQLContext) => {
    const prices = (await variationsOf(activity)).map((variation) => variation.price);
    if (activity.partnerFromPrice !== null) prices.push(activity.partnerFromPrice);
    return prices.length ? { amount: Math.min(...prices), currency: locale.currency } : null;
  },
};

export const activityResolvers: Resolvers = {
  Query: {
    getActivities: (_parent, _args, { locale }) => listParkActivities(locale.parkId),
    getActivity: (_parent, { slug }, { locale }) => findParkActivity(locale.parkId, slug.toLowerCase()),
  },
  Activity: { __resolveType: (activity) => activity.type as never },
  BookableActivity: {
    ...shared,
    riders: (activity, _args, { locale }) => publicRiderRequirements(activity, toLanguage(locale.locale)),
    variations: variationsOf,
    addOns: (activity) => offeredAddOns(activity.id),
    upgrades: async (activity) => (await getCatalogue()).upgradesByActivity.get(activity.id) ?? [],
  },
  AddOn: {
    title: (addOn, _args, { locale }) => (addOn.texts[toLanguage(locale.locale)] ?? addOn.texts.en).title,
    description: (addOn, _args, { locale }) => (addOn.texts[toLanguage(locale.locale)] ?? addOn.texts.en).description,
    price: (addOn, _args, { locale }) => ({ amount: addOn.price, currency: locale.currency }),
  },
  Upgrade: {
    title: (upgrade, _args, { locale }) => (upgrade.texts[toLanguage(locale.locale)] ?? upgrade.texts.en).title,
    description: (upgrade, _args, { locale }) => (upgrade.texts[toLanguage(locale.locale)] ?? upgrade.texts.en).description,
    pricePerParticipant: (upgrade, _args, { locale }) => ({ amount: upgrade.price, currency: locale.currency }),
  },
  ComboActivity: {
    ...shared,
    riders: (activity, _args, { locale }) => publicRiderRequirements(activity, toLanguage(locale.locale)),
    variations: variationsOf,
    includes: async (activity, _args, { locale }) => {
      const all = await listParkActivities(locale.parkId);
      return activity.includedActivityIds.flatMap((id) => all.filter((a) => a.id === id));
    },
  },
  ThirdPartyActivity: {
    ...shared,
    externalUrl: (activity) => activity.externalUrl ?? '',
    partnerName: (activity) => activity.partnerName ?? '',
  },
  Variation: {
    title: (variation, _args, { locale }) => (variation.texts[toLanguage(locale.locale)] ?? variation.texts.en).title,
    price: (variation, _args, { locale }) => ({ amount: variation.price, currency: locale.currency }),
  },
};
