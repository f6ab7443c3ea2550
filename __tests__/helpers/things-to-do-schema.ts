import Ajv from 'ajv';

/*
 * Google's Things to do product feed (Actions Center, "Feed proto bundle": ext.travel.ttd.proto.feeds.v1
 * ProductFeed, as JSON) written as a JSON Schema for the tests: the messages a product feed is made of, each
 * field with its type, its REQUIRED marks and the enums' values, and nothing else (a misspelt field is an
 * error, as Google's importer would not read it). Only the messages and fields we could check against the
 * specification are here; a field the site may one day send beyond them must be added from the spec first.
 */

const localizedTextSet = {
  type: 'object',
  additionalProperties: false,
  required: ['localized_texts'],
  properties: {
    localized_texts: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['language_code', 'text'],
        properties: {
          // A BCP 47 language tag: en, zh-Hant, zh-HK, en-US.
          language_code: { type: 'string', pattern: '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$' },
          text: { type: 'string', minLength: 1 },
        },
      },
    },
  },
};

const url = { type: 'string', pattern: '^https?://[^\\s]+$' };

/** google.type.Money: units may travel as a number or, as proto3 JSON writes an int64, a string. */
const money = {
  type: 'object',
  additionalProperties: false,
  required: ['currency_code'],
  properties: {
    currency_code: { type: 'string', pattern: '^[A-Z]{3}$' },
    units: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^-?\\d+$' }] },
    nanos: { type: 'integer', minimum: -999_999_999, maximum: 999_999_999 },
  },
};

const deepLink = { type: 'object', additionalProperties: false, required: ['url'], properties: { url } };

const textFeature = {
  type: 'object',
  additionalProperties: false,
  required: ['feature_type', 'value'],
  properties: {
    feature_type: { enum: ['TEXT_FEATURE_INCLUSION', 'TEXT_FEATURE_EXCLUSION', 'TEXT_FEATURE_HIGHLIGHT', 'TEXT_FEATURE_MUST_KNOW', 'TEXT_FEATURE_SAFETY_INFORMATION'] },
    value: localizedTextSet,
  },
};

const latLng = {
  type: 'object',
  additionalProperties: false,
  required: ['latitude', 'longitude'],
  properties: { latitude: { type: 'number', minimum: -90, maximum: 90 }, longitude: { type: 'number', minimum: -180, maximum: 180 } },
};

const placeInfo = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: { type: 'string', minLength: 1 },
    phone_number: { type: 'string' },
    website_url: { type: 'string' },
    coordinates: latLng,
    unstructured_address: { type: 'string', minLength: 1 },
  },
};

/** GeoLocation: exactly one way of saying where. */
const geoLocation = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  properties: { place_id: { type: 'string', minLength: 1 }, address: { type: 'string', minLength: 1 }, place_info: placeInfo, lat_lng: latLng },
};

const location = { type: 'object', additionalProperties: false, required: ['location'], properties: { location: geoLocation, description: localizedTextSet } };

const priceOption = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title'],
  properties: {
    id: { type: 'string', minLength: 1 },
    // A plain string in the feed's language (Google's sample: "Adult (14+)").
    title: { type: 'string', minLength: 1 },
    price: money,
    is_free: { type: 'boolean' },
  },
  // A price unless it is free.
  anyOf: [{ required: ['price'] }, { required: ['is_free'], properties: { is_free: { const: true } } }],
};

const option = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'landing_page', 'price_options'],
  properties: {
    id: { type: 'string', minLength: 1 },
    title: localizedTextSet,
    description: localizedTextSet,
    landing_page: deepLink,
    landing_page_list_view: deepLink,
    option_features: { type: 'array', items: textFeature },
    cancellation_policy: {
      type: 'object',
      additionalProperties: false,
      required: ['refund_conditions'],
      properties: {
        refund_conditions: {
          type: 'array',
          minItems: 1,
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['refund_percent'],
            properties: {
              min_duration_before_start_time_sec: { type: 'integer', minimum: 0 },
              refund_percent: { type: 'integer', minimum: 0, maximum: 100 },
            },
          },
        },
      },
    },
    option_categories: { type: 'array', items: { type: 'object', additionalProperties: false, required: ['label'], properties: { label: { type: 'string' } } } },
    related_locations: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['location'], properties: { location, relation_type: { type: 'string', pattern: '^RELATION_TYPE_' } } },
    },
    price_options: { type: 'array', minItems: 1, items: priceOption },
    duration_sec: { type: 'integer', minimum: 0 },
    meeting_point: location,
  },
};

const product = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'title', 'options'],
  properties: {
    // An opaque id of ours: letters, digits, '_' and '-'.
    id: { type: 'string', pattern: '^[A-Za-z0-9_-]+$', maxLength: 255 },
    title: localizedTextSet,
    description: localizedTextSet,
    product_features: { type: 'array', items: textFeature },
    rating: {
      type: 'object',
      additionalProperties: false,
      required: ['average_value', 'rating_count'],
      properties: { average_value: { type: 'number', minimum: 1, maximum: 5 }, rating_count: { type: 'integer', minimum: 0 } },
    },
    related_media: {
      type: 'array',
      items: { type: 'object', additionalProperties: false, required: ['url', 'type'], properties: { url, type: { enum: ['MEDIA_TYPE_PHOTO'] }, attribution: localizedTextSet } },
    },
    options: { type: 'array', minItems: 1, items: option },
    operator: {
      type: 'object',
      additionalProperties: false,
      properties: { google_business_profile_name: localizedTextSet, phone_number: { type: 'string' }, locations: { type: 'array', items: location } },
    },
    inventory_type: { enum: ['INVENTORY_TYPE_DEFAULT', 'INVENTORY_TYPE_OFFICIAL', 'INVENTORY_TYPE_OPERATOR_DIRECT'] },
    confirmation_type: { enum: ['CONFIRMATION_TYPE_UNKNOWN', 'CONFIRMATION_TYPE_INSTANT', 'CONFIRMATION_TYPE_24HRS', 'CONFIRMATION_TYPE_48HRS'] },
    fulfillment_type: {
      type: 'object',
      additionalProperties: false,
      properties: { mobile: { type: 'boolean' }, print_at_home: { type: 'boolean' }, pickup: { type: 'boolean' } },
    },
    brand_name: localizedTextSet,
  },
};

export const THINGS_TO_DO_FEED_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['feed_metadata'],
  properties: {
    feed_metadata: {
      type: 'object',
      additionalProperties: false,
      required: ['total_shards_count', 'processing_instruction'],
      properties: {
        shard_id: { type: 'integer', minimum: 0 },
        total_shards_count: { type: 'integer', minimum: 1 },
        nonce: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'string', pattern: '^\\d+$' }] },
        processing_instruction: { enum: ['PROCESS_AS_SNAPSHOT', 'PROCESS_AS_UPSERT'] },
        max_removal_share: { type: 'number', minimum: 0, maximum: 1 },
      },
      // Several shards: each says which it is, and all share one nonce.
      if: { properties: { total_shards_count: { type: 'integer', minimum: 2 } } },
      then: { required: ['shard_id', 'nonce'] },
    },
    products: { type: 'array', items: product },
  },
};

const validate = new Ajv({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile(THINGS_TO_DO_FEED_SCHEMA);

/**
 * What the schema refuses in a feed, plus what a schema cannot say: product ids unique in the feed, option
 * ids unique in their product, price option ids unique in their option. [] for a valid feed.
 */
export function thingsToDoFeedProblems(feed: unknown): string[] {
  if (!validate(feed)) return (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message ?? ''}`.trim());
  const problems: string[] = [];
  const unique = (ids: string[], where: string) => {
    const seen = new Set<string>();
    for (const id of ids) {
      if (seen.has(id)) problems.push(`${where}: id ${id} twice`);
      seen.add(id);
    }
  };
  const products = (feed as { products?: { id: string; options: { id: string; price_options: { id: string }[] }[] }[] }).products ?? [];
  unique(products.map((p) => p.id), '/products');
  for (const p of products) {
    unique(p.options.map((o) => o.id), `/products/${p.id}/options`);
    for (const o of p.options) unique(o.price_options.map((po) => po.id), `/products/${p.id}/options/${o.id}/price_options`);
  }
  return problems;
}
