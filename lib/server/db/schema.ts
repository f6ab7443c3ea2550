import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
