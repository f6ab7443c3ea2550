import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentBlock, PageData } from '@/lib/domain/content';
import type { Language } from '@/lib/domain/language';

/** An image with a modern-format url, a fallback, and a square crop of both (SPEC §3 Image). */
export const images = pgTable('images', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  url: text('url').notNull(),
  urlFallback: text('url_fallback').notNull(),
  squareUrl: text('square_url').notNull(),
  squareUrlFallback: text('square_url_fallback').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});

/** A physical park. Its locales (one per language) share its catalogue and capacity. */
export const parks = pgTable('parks', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
});

/** A locality: one host domain, one language, its settings and codes (SPEC §3 Locale). */
export const locales = pgTable('locales', {
  id: text('id').primaryKey(),
  parkId: text('park_id').references(() => parks.id),
  title: text('title').notNull(),
  showTile: boolean('show_tile').notNull().default(false),
  longMenuTitle: text('long_menu_title').notNull(),
  locale: text('locale').notNull(),
  domain: text('domain').notNull().unique(),
  hrefLang: text('href_lang').notNull(),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
  googleAnalyticsCode: text('google_analytics_code').array().notNull().default([]),
  googleTagManagerCode: text('google_tag_manager_code').array().notNull().default([]),
  hubspotCode: text('hubspot_code').array().notNull().default([]),
  facebookCode: text('facebook_code').array().notNull().default([]),
  bookingEnabled: boolean('booking_enabled').notNull().default(true),
  bookingEmbedCode: text('booking_embed_code'),
  enableProgressiveCheckout: boolean('enable_progressive_checkout').notNull().default(false),
  progressiveCheckoutCode: text('progressive_checkout_code'),
  externalBookingSiteUrl: text('external_booking_site_url'),
  checkoutImageId: text('checkout_image_id').references(() => images.id),
  imageId: text('image_id').references(() => images.id),
  imageMobileId: text('image_mobile_id').references(() => images.id),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ImageRow = typeof images.$inferSelect;
export type LocaleRow = typeof locales.$inferSelect;
export type ParkRow = typeof parks.$inferSelect;

/**
 * A page of a locale's site, addressed by path (SPEC §3 page types). Blocks and type-specific fields are
 * JSON: their shape is the domain's (lib/domain/content.ts), validated by the seed's types.
 */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    localeId: text('locale_id')
      .notNull()
      .references(() => locales.id),
    path: text('path').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    heroImageId: text('hero_image_id').references(() => images.id),
    blocks: jsonb('blocks').$type<ContentBlock[]>().notNull().default([]),
    data: jsonb('data').$type<PageData>().notNull().default({}),
    /** A short label for menus; the title when null. */
    menuTitle: text('menu_title'),
    /** Position in the header menu; null keeps the page out of it. */
    menuOrder: integer('menu_order'),
    /** Position in the footer links; null keeps the page out of them. */
    footerOrder: integer('footer_order'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('pages_locale_path').on(table.localeId, table.path)],
);

/** Texts per language: English always (it is the fallback), other languages where a locale speaks them. */
export type Texts<T> = { en: T } & Partial<Record<Language, T>>;

export interface ActivityText {
  title: string;
  summary: string;
  description: string;
  highlights: string[];
}

/** Something a park sells or lists (SPEC §3 activity types); texts per language. */
export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id),
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    texts: jsonb('texts').$type<Texts<ActivityText>>().notNull(),
    imageId: text('image_id')
      .notNull()
      .references(() => images.id),
    durationMinutes: integer('duration_minutes'),
    minAge: integer('min_age'),
    /** ComboActivity: the activities the package includes. */
    includedActivityIds: text('included_activity_ids').array().notNull().default([]),
    /** ThirdPartyActivity: the partner's booking page and name, and the partner's advertised price. */
    externalUrl: text('external_url'),
    partnerName: text('partner_name'),
    partnerFromPrice: integer('partner_from_price'),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (table) => [uniqueIndex('activities_park_slug').on(table.parkId, table.slug)],
);

/** A ticket type of an activity: a price in minor units of the park's currency, for N participants. */
export const variations = pgTable('variations', {
  id: text('id').primaryKey(),
  activityId: text('activity_id')
    .notNull()
    .references(() => activities.id),
  texts: jsonb('texts').$type<Texts<{ title: string }>>().notNull(),
  price: integer('price').notNull(),
  participants: integer('participants').notNull().default(1),
  sortOrder: integer('sort_order').notNull().default(0),
});

export type PageRow = typeof pages.$inferSelect;
export type ActivityRow = typeof activities.$inferSelect;
export type VariationRow = typeof variations.$inferSelect;

/**
 * When an activity runs: on these weekdays (0 = Sunday), at these local times of the park, with this many
 * places per session, between two dates. Sessions are materialised from schedules ahead of time.
 */
export const schedules = pgTable('schedules', {
  id: text('id').primaryKey(),
  activityId: text('activity_id')
    .notNull()
    .references(() => activities.id),
  weekdays: integer('weekdays').array().notNull(),
  /** Local start times, 'HH:MM'. */
  times: text('times').array().notNull(),
  capacity: integer('capacity').notNull(),
  timeZone: text('time_zone').notNull(),
  startsOn: date('starts_on').notNull(),
  endsOn: date('ends_on'),
});

/** An activity at a date and time, with its capacity and the places sold (DESIGN §4 Capacity). */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Places sold by paid orders; changed only under this row's lock. */
    sold: integer('sold').notNull().default(0),
  },
  (table) => [
    uniqueIndex('sessions_activity_start').on(table.activityId, table.startsAt),
    // The last line of defence against overselling: the database refuses it whatever the code does.
    check('sessions_sold_within_capacity', sql`${table.sold} >= 0 and ${table.sold} <= ${table.capacity}`),
  ],
);

/** Places a cart keeps on a session until `expiresAt`; expired holds count for nothing. */
export const holds = pgTable(
  'holds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    places: integer('places').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('holds_session_expiry').on(table.sessionId, table.expiresAt)],
);

/** Operator price rules: a percentage on weekends, or on listed peak dates (which win over weekends). */
export const priceRules = pgTable('price_rules', {
  id: text('id').primaryKey(),
  activityId: text('activity_id')
    .notNull()
    .references(() => activities.id),
  kind: text('kind').$type<'weekend' | 'dates'>().notNull(),
  dates: date('dates').array().notNull().default([]),
  percent: integer('percent').notNull(),
});

export type ScheduleRow = typeof schedules.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type PriceRuleRow = typeof priceRules.$inferSelect;

/** An extra bought with an activity, such as a media pack: per booking or per participant. */
export const addOns = pgTable('add_ons', {
  id: text('id').primaryKey(),
  activityId: text('activity_id')
    .notNull()
    .references(() => activities.id),
  texts: jsonb('texts').$type<Texts<{ title: string; description: string }>>().notNull(),
  price: integer('price').notNull(),
  perParticipant: boolean('per_participant').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** An upgrade from an activity to a package (a combo), priced per participant. */
export const upgrades = pgTable('upgrades', {
  id: text('id').primaryKey(),
  activityId: text('activity_id')
    .notNull()
    .references(() => activities.id),
  targetActivityId: text('target_activity_id')
    .notNull()
    .references(() => activities.id),
  texts: jsonb('texts').$type<Texts<{ title: string; description: string }>>().notNull(),
  price: integer('price').notNull(),
});

/** A visitor's cart in one locale, kept on the server under their anonymous token. */
export const carts = pgTable(
  'carts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    anonymousToken: uuid('anonymous_token').notNull(),
    localeId: text('locale_id')
      .notNull()
      .references(() => locales.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('carts_token_locale').on(table.anonymousToken, table.localeId)],
);

export interface TicketChoice {
  variationId: string;
  quantity: number;
}

export interface AddOnChoice {
  addOnId: string;
  quantity: number;
}

/** One activity at one session in a cart, with the hold that keeps its places. */
export const cartItems = pgTable('cart_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  cartId: uuid('cart_id')
    .notNull()
    .references(() => carts.id, { onDelete: 'cascade' }),
  activityId: text('activity_id')
    .notNull()
    .references(() => activities.id),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id),
  holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
  tickets: jsonb('tickets').$type<TicketChoice[]>().notNull(),
  addOns: jsonb('add_ons').$type<AddOnChoice[]>().notNull().default([]),
  upgradeId: text('upgrade_id').references(() => upgrades.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type AddOnRow = typeof addOns.$inferSelect;
export type UpgradeRow = typeof upgrades.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
