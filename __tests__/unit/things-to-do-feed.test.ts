import { describe, expect, it } from 'vitest';
import { feedMoney, thingsToDoFeed, type FeedActivity, type FeedPark } from '@/lib/domain/things-to-do-feed';
import { thingsToDoFeedProblems } from '../helpers/things-to-do-schema';

const zipline: FeedActivity = {
  id: 'hk-zipline',
  slug: 'zipline',
  type: 'BookableActivity',
  texts: {
    en: { title: 'Zipline', description: 'Fly over the forest.', highlights: ['Six lines', 'Guides on every platform'] },
    'zh-Hant': { title: '高空滑索', description: '飛越森林。', highlights: ['六條滑索'] },
  },
  image: '/images/zipline.jpg',
  durationMinutes: 90,
  tickets: [
    { id: 'hk-zipline-adult', price: 39_850, texts: { en: { title: 'Adult' }, 'zh-Hant': { title: '成人' } } },
    { id: 'hk-zipline-infant', price: 0, texts: { en: { title: 'Infant' } } },
  ],
};
const englishOnly: FeedActivity = { ...zipline, id: 'hk-ropes', slug: 'ropes', texts: { en: { title: 'Ropes', description: 'Climb.', highlights: [] } }, durationMinutes: null, image: null };
const partner: FeedActivity = { ...zipline, id: 'hk-partner', slug: 'partner', type: 'ThirdPartyActivity' };
const retired: FeedActivity = { ...zipline, id: 'hk-nothing-on-sale', slug: 'nothing', tickets: [] };

const hongKong: FeedPark = {
  origin: 'https://hk.summitrush.example',
  language: 'en',
  address: '1 Summit Path, Lantau Island, Hong Kong',
  currency: 'HKD',
  names: { en: 'Summit Rush Hong Kong', 'zh-Hant': '峰躍探險樂園 香港' },
  languages: ['en', 'zh-Hant'],
  listPath: '/things-to-do',
  refundHoursBefore: 48,
};

describe('a park’s Things to do feed', () => {
  const feed = thingsToDoFeed([zipline, englishOnly, partner, retired], hongKong);

  it('is valid against the feed specification’s schema, as one snapshot of the park', () => {
    expect(thingsToDoFeedProblems(feed)).toEqual([]);
    expect(feed.feed_metadata).toEqual({ shard_id: 0, total_shards_count: 1, processing_instruction: 'PROCESS_AS_SNAPSHOT' });
  });

  it('gives a description written in the rich-text editor as plain text, not tags', () => {
    const written: FeedActivity = { ...zipline, texts: { en: { ...zipline.texts.en, description: '<p>Fly <strong>over</strong> the forest &amp; river.</p><ul><li><p>Six lines</p></li></ul>' } } };
    const [product] = thingsToDoFeed([written], hongKong).products as unknown as { description: { localized_texts: unknown[] } }[];
    expect(product.description.localized_texts).toEqual([{ language_code: 'en', text: 'Fly over the forest & river.\n\nSix lines' }]);
  });

  it('lists what the park sells itself and has a ticket on sale for: not a partner’s tour', () => {
    expect(feed.products.map((product) => product.id)).toEqual(['hk-zipline', 'hk-ropes']);
  });

  it('says every text in every language of the park it is written in, and no other', () => {
    const [product, ropes] = feed.products as Record<string, { localized_texts: unknown[] }>[];
    expect(product.title.localized_texts).toEqual([
      { language_code: 'en', text: 'Zipline' },
      { language_code: 'zh-Hant', text: '高空滑索' },
    ]);
    expect(ropes.title.localized_texts).toEqual([{ language_code: 'en', text: 'Ropes' }]);
    // The second highlight has no Chinese: English alone.
    expect((product as unknown as { product_features: unknown[] }).product_features).toEqual([
      { feature_type: 'TEXT_FEATURE_HIGHLIGHT', value: { localized_texts: [{ language_code: 'en', text: 'Six lines' }, { language_code: 'zh-Hant', text: '六條滑索' }] } },
      { feature_type: 'TEXT_FEATURE_HIGHLIGHT', value: { localized_texts: [{ language_code: 'en', text: 'Guides on every platform' }] } },
    ]);
    expect((product as unknown as { operator: unknown }).operator).toEqual({
      google_business_profile_name: { localized_texts: [{ language_code: 'en', text: 'Summit Rush Hong Kong' }, { language_code: 'zh-Hant', text: '峰躍探險樂園 香港' }] },
      locations: [{ location: { place_info: { name: 'Summit Rush Hong Kong', unstructured_address: '1 Summit Path, Lantau Island, Hong Kong' } } }],
    });
  });

  it('books on the activity’s page of the asking site, at its ticket types’ usual prices', () => {
    const [option] = (feed.products[0] as { options: Record<string, unknown>[] }).options;
    expect(option).toMatchObject({
      id: 'hk-zipline',
      landing_page: { url: 'https://hk.summitrush.example/things-to-do/zipline' },
      landing_page_list_view: { url: 'https://hk.summitrush.example/things-to-do' },
      duration_sec: 5400,
      cancellation_policy: { refund_conditions: [{ min_duration_before_start_time_sec: 172_800, refund_percent: 100 }] },
      meeting_point: { location: { place_info: { name: 'Summit Rush Hong Kong', unstructured_address: '1 Summit Path, Lantau Island, Hong Kong' } } },
    });
    expect(option.price_options).toEqual([
      { id: 'hk-zipline-adult', title: 'Adult', price: { currency_code: 'HKD', units: 398, nanos: 500_000_000 } },
      { id: 'hk-zipline-infant', title: 'Infant', is_free: true },
    ]);
    expect((feed.products[0] as { related_media: unknown }).related_media).toEqual([{ url: 'https://hk.summitrush.example/images/zipline.jpg', type: 'MEDIA_TYPE_PHOTO' }]);
  });

  it('names ticket types in the asking site’s language, English where it has none', () => {
    const chinese = thingsToDoFeed([zipline], { ...hongKong, origin: 'https://zh.hk.summitrush.example', language: 'zh-Hant', languages: ['zh-Hant', 'en'] });
    const [option] = (chinese.products[0] as { options: { price_options: { title: string }[]; landing_page: { url: string } }[] }).options;
    expect(option.price_options.map((price) => price.title)).toEqual(['成人', 'Infant']);
    expect(option.landing_page.url).toBe('https://zh.hk.summitrush.example/things-to-do/zipline');
    expect((chinese.products[0] as { title: { localized_texts: { language_code: string }[] } }).title.localized_texts.map((text) => text.language_code)).toEqual(['zh-Hant', 'en']);
  });

  it('leaves out what the park has not said: no address, no list page, no refund, no duration', () => {
    const bare = thingsToDoFeed([englishOnly], { ...hongKong, address: null, listPath: null, refundHoursBefore: null });
    expect(thingsToDoFeedProblems(bare)).toEqual([]);
    const [product] = bare.products as Record<string, unknown>[];
    const [option] = product.options as Record<string, unknown>[];
    for (const field of ['landing_page_list_view', 'cancellation_policy', 'duration_sec', 'meeting_point']) expect(option).not.toHaveProperty(field);
    expect(product).not.toHaveProperty('related_media');
    expect(product.operator).toEqual({ google_business_profile_name: expect.anything() });
  });

  it('is an empty snapshot for a park with nothing of its own on sale', () => {
    const empty = thingsToDoFeed([partner, retired], hongKong);
    expect(empty.products).toEqual([]);
    expect(thingsToDoFeedProblems(empty)).toEqual([]);
  });
});

describe('money in the feed', () => {
  it('is whole units and nanos in the currency’s decimals', () => {
    expect(feedMoney(3950, 'NZD')).toEqual({ currency_code: 'NZD', units: 39, nanos: 500_000_000 });
    expect(feedMoney(3901, 'NZD')).toEqual({ currency_code: 'NZD', units: 39, nanos: 10_000_000 });
    expect(feedMoney(4500, 'JPY')).toEqual({ currency_code: 'JPY', units: 4500, nanos: 0 });
    expect(feedMoney(1234, 'KWD')).toEqual({ currency_code: 'KWD', units: 1, nanos: 234_000_000 });
  });
});

describe('the schema the feed is held to', () => {
  it('refuses what Google’s importer would not read', () => {
    const valid = thingsToDoFeed([zipline], hongKong) as unknown as { products: Record<string, unknown>[] };
    const broken = (change: (feed: { feed_metadata: Record<string, unknown>; products: Record<string, unknown>[] }) => void) => {
      const copy = structuredClone(valid) as { feed_metadata: Record<string, unknown>; products: Record<string, unknown>[] };
      change(copy);
      return thingsToDoFeedProblems(copy);
    };
    expect(broken((feed) => delete feed.products[0].options)).not.toEqual([]);
    expect(broken((feed) => ((feed.products[0].options as Record<string, unknown>[])[0].price_options = []))).not.toEqual([]);
    expect(broken((feed) => ((feed.products[0].title as { localized_texts: unknown[] }).localized_texts = [{ language_code: 'English', text: 'Zipline' }]))).not.toEqual([]);
    expect(broken((feed) => (feed.products[0].inventory_type = 'OPERATOR_DIRECT'))).not.toEqual([]);
    expect(broken((feed) => (feed.products[0].titel = feed.products[0].title))).not.toEqual([]);
    expect(broken((feed) => (feed.feed_metadata.total_shards_count = 2))).not.toEqual([]);
    expect(broken((feed) => feed.products.push(feed.products[0]))).toEqual(['/products: id hk-zipline twice']);
    const price = (feed: { products: Record<string, unknown>[] }) => ((feed.products[0].options as Record<string, unknown>[])[0].price_options as Record<string, unknown>[])[0];
    expect(broken((feed) => delete price(feed).price)).not.toEqual([]);
    expect(broken((feed) => (price(feed).price = { currency_code: 'hkd', units: 1 }))).not.toEqual([]);
  });
});
