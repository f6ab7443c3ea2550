import Head from 'next/head';
import { useSiteLocale, useSiteOrigin } from '@/components/layout/site-context';
import type { GetActivityQuery } from '@/graphql/generated/operations';
import { originFor } from '@/lib/domain/host';
import { minorDigits } from '@/lib/domain/money';
import { activityPath } from '@/lib/domain/paths';

type Activity = NonNullable<GetActivityQuery['getActivity']>;

const decimal = (amount: number, currency: string) => (amount / 10 ** minorDigits(currency)).toFixed(minorDigits(currency));

/** schema.org structured data: the activity as a Product with its ticket offers and prices. */
export function ActivityJsonLd({ activity }: { activity: Activity }) {
  const locale = useSiteLocale();
  const url = `${originFor(locale.domain, useSiteOrigin())}${activityPath(activity.slug)}`;
  const variations = 'variations' in activity ? activity.variations : [];
  const offers = variations.length
    ? variations.map((variation) => ({
        '@type': 'Offer',
        name: variation.title,
        price: decimal(variation.price.amount, variation.price.currency),
        priceCurrency: variation.price.currency,
        availability: 'https://schema.org/InStock',
        url,
      }))
    : activity.fromPrice && [
        {
          '@type': 'Offer',
          price: decimal(activity.fromPrice.amount, activity.fromPrice.currency),
          priceCurrency: activity.fromPrice.currency,
          url: activity.__typename === 'ThirdPartyActivity' ? activity.externalUrl : url,
        },
      ];
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: activity.title,
    description: activity.summary,
    image: `${originFor(locale.domain, useSiteOrigin())}${activity.image.urlFallback}`,
    url,
    brand: { '@type': 'Brand', name: locale.title },
    ...(offers ? { offers } : {}),
  };
  // JSON.stringify never emits '</script>' unescaped once '<' is escaped.
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return (
    <Head>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
    </Head>
  );
}
