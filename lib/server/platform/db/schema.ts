import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, real, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ContentBlock, PageData, PageType } from '@/lib/domain/content';
import type { PageVersion } from '@/lib/domain/content-desk';
import type { LinePrices } from '@/lib/domain/cart';
import type { Language } from '@/lib/domain/language';
import type { CustomerDetails } from '@/lib/domain/customer';
import type { BookingType, FunctionType } from '@/lib/domain/enquiry';
import type { EnquiryStatus } from '@/lib/domain/enquiry-inbox';
import type { GiftDetails } from '@/lib/domain/gift';
import type { ChargeStatus, PaymentStatus, RefundStatus } from '@/lib/domain/money-states';

// The money statuses are the state machines' (lib/domain/money-states.ts): one list each, no copy here.
export type { ChargeStatus, PaymentStatus, RefundStatus };
import type { GiftCardEntryKind } from '@/lib/domain/gift-card-ledger';
import type { OctoContactInput } from '@/lib/domain/octo-requests';
import type { Attribution } from '@/lib/domain/attribution';
import type { ImageText } from '@/lib/domain/images';
import type { ConversionDestination, ConversionVisit } from '@/lib/domain/conversions';
import type { OfflineConflict, OfflineUnknownTickets } from '@/lib/domain/offline-check-in';
import type { OrderChannel } from '@/lib/domain/order-channel';
import type { OrderStatus } from '@/lib/domain/order-status';
import type { ParkWalletSettings } from '@/lib/domain/wallet';
import type { GroupDuePolicy, GroupRules, InvoiceDetails } from '@/lib/domain/group-booking';
import type { AccompanyingAdultRule, HealthQuestion } from '@/lib/domain/riders';
import type { StaffRole } from '@/lib/domain/staff-access';
// A value, imported by a relative path: drizzle-kit loads this file without the '@/' alias.
import { DEFAULT_RESERVATION_SHARE_PERCENT } from '../../../domain/reservation-budget';
import { DEFAULT_RESERVATION_RELEASE_MINUTES } from '../../../domain/reservation-release';
import { DEFAULT_WAIVER_RETENTION_YEARS } from '../../../domain/waiver-desk';
import { NAME_CHARACTER_WORDS, NAME_SEPARATORS } from '../../../domain/name-words';

/*
 * Every table, and the capability (a folder of lib/server) whose SQL reads and writes it; others ask
 * that capability through its index.ts. One file, not one per folder, because it is what drizzle-kit
 * generates the migrations from, and because foreign keys point both ways between capabilities
 * (an order names its gateway, a payment its order): split per folder, the table definitions would
 * import each other in a circle.
 *
 *   locales      parks, locales                    activities   activities, variations, price_rules,
 *   content      pages                                          add_ons, upgrades
 *   sessions     schedules, sessions               carts        carts, cart_items, holds
 *   promo-codes  promo_codes                       gift-cards   gift_cards, gift_card_transactions
 *   orders       orders, order_items, tickets,     payments     payment_gateways, payments, payment_events,
 *                order_actions                                refunds, order_charges, order_charge_tickets
 *   mail         outbox                            enquiries    enquiries, enquiry_notes, enquiry_replies
 *   platform     rate_limits
 *   staff        staff, staff_parks, staff_sessions, staff_sign_in_links, staff_passkeys,
 *                staff_passkey_challenges, staff_audit
 *   check-in     ticket_check_ins
 *   resellers    resellers            octo         octo_bookings (a reseller's booking: its order is orders')
 *   closures     session_closures (and sessions' closed_at, closed_reason, under the sessions' lock)
 *   platform     site_changes (lib/server/platform/changes)
 *   reports      kept_report_days (written by its reads); report_day_versions (written by triggers on the
 *                tables the reports read: migration 0034_kept_report_days)
 *   day-sheet    kept_session_counts (written by its reads); session_changes (written by triggers on the
 *                tables its counts read: migration 0035_kept_session_counts)
 *   waiting-lists  waiting_list_entries (issue #24; and holds for its offers, under the sessions' lock)
 *   images       images, image_files (uploads, issue #23; the locales and catalogue copies read images)
 *   content-desk pages' draft, draft_saved_at and previous; writes pages (publish, revert, menus), which
 *                content reads
 *   park-settings  writes locales' settings, parks.reservation_confirmation, the self-service policy (issue #24) and payment_gateways,
 *                under the locales and payments capabilities' tables, as the catalogue desk writes activities
 *
 * Places are the one shared ledger: a session's `sold` and its holds are changed by carts (a hold
 * taken or given back) and by orders (places sold, released, sold again), always under the session
 * row's lock and in the same order of locks (lib/server/orders/order-repository.ts).
 */

/** An image with a modern-format url, a fallback, and a square crop of both. */
/**
 * The id of a row the database makes: time-ordered (UUID version 7, by migration 0042's time_ordered_id()),
 * so that a new row's key goes into its index's newest page, not a random one (docs/performance.md, "A
 * busy season"). Ids the app makes before inserting use uuid's v7 for the same reason.
 */
const generatedId = () => uuid('id').primaryKey().default(sql`time_ordered_id()`);

export const images = pgTable('images', {
  id: text('id').primaryKey(),
  /**
   * Its alt text and caption in each language, as every other text in two languages is kept (Texts):
   * English always (what an upload is given, and the alt text's fallback), Chinese where written. Pages
   * read them in their language; a caption is shown only in its own (lib/domain/images.ts captionIn).
   */
  texts: jsonb('texts').$type<Texts<ImageText>>().notNull(),
  url: text('url').notNull(),
  urlFallback: text('url_fallback').notNull(),
  squareUrl: text('square_url').notNull(),
  squareUrlFallback: text('square_url_fallback').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /**
   * The park whose staff uploaded it (issue #23): its managers see and choose it, other parks' never.
   * Null: shared by every park (the demo's pictures, in public/images).
   */
  parkId: text('park_id').references((): AnyPgColumn => parks.id),
  /** When it was uploaded (null: seeded). */
  createdAt: timestamp('created_at', { withTimezone: true }),
});

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * The encoded variants of uploaded images, when the database is the image store (IMAGE_STORE=database,
 * lib/server/images/store.ts): one row per file, keyed by its path under /media
 * (`<content hash>/<variant>.<ext>`). Written once and never changed: the urls are immutable.
 */
export const imageFiles = pgTable('image_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A physical park. Its locales (one per language) share its catalogue and capacity. */
export const parks = pgTable('parks', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /**
   * Pay on arrival (a Blank gateway) keeps places only once the visitor confirms through a link emailed
   * to them (issue #21): without it, anyone could turn holds into permanent reservations for any address.
   * Off: a pay-on-arrival order is reserved at once (still unpaid).
   */
  reservationConfirmation: boolean('reservation_confirmation').notNull().default(true),
  /**
   * What visitors may change themselves on their My booking page (issue #24; lib/domain/self-service.ts):
   * move tickets to another session up to `reschedule_hours_before` hours before theirs starts, cancel up
   * to `cancel_hours_before` (null: not offered). A cancellation's money goes to the original payment, to a
   * new gift card, or as the visitor chooses (`cancel_refund_to`), a gift card with the park's bonus
   * percent on top; a cheaper session's difference goes back as `cheaper_difference_to` says.
   */
  rescheduleHoursBefore: integer('reschedule_hours_before'),
  cancelHoursBefore: integer('cancel_hours_before'),
  cancelRefundTo: text('cancel_refund_to').$type<'original' | 'gift_card' | 'choice'>().notNull().default('original'),
  giftCardBonusPercent: integer('gift_card_bonus_percent').notNull().default(0),
  cheaperDifferenceTo: text('cheaper_difference_to').$type<'original' | 'gift_card'>().notNull().default('original'),
  /**
   * The most of each session's capacity, in percent, that pay-on-arrival reservations not yet paid may
   * keep (lib/domain/reservation-budget.ts): whoever reserves, the rest is left to visitors who
   * pay. Checked under the session's row lock wherever a reservation takes places (a placing, a move).
   */
  reservationSharePercent: integer('reservation_share_percent').notNull().default(DEFAULT_RESERVATION_SHARE_PERCENT),
  /**
   * Years a signed waiver is kept (waiver_signatures); older ones are deleted by the worker, audited
   * (lib/server/riders/waiver-retention.ts; lib/domain/waiver-desk.ts WAIVER_RETENTION_MIN and _MAX,
   * which the check repeats).
   */
  waiverRetentionYears: integer('waiver_retention_years').notNull().default(DEFAULT_WAIVER_RETENTION_YEARS),
  /**
   * Minutes after its first session starts that a reservation none of whose tickets is checked in keeps
   * its places; then the reconciler releases it (lib/domain/reservation-release.ts, whose
   * RESERVATION_RELEASE_MIN and _MAX the check repeats).
   */
  reservationReleaseMinutes: integer('reservation_release_minutes').notNull().default(DEFAULT_RESERVATION_RELEASE_MINUTES),
  /**
   * The origins of other sites allowed to embed this park's booking widget (`frame-ancestors`), such as
   * `https://partner-hotel.example`; empty: none may.
   */
  widgetOrigins: text('widget_origins').array().notNull().default(sql`'{}'::text[]`),
  /**
   * The park's chart of accounts as its accounting export posts to it (lib/domain/reports.ts
   * AccountCodes; lib/server/reports): Xero account codes and the tax rate name every line carries. Null
   * until staff set them; the export names a placeholder code then, which Xero's import refuses.
   */
  accountCodes: jsonb('account_codes').$type<ParkAccountCodes>(),
  /**
   * The park's wallet passes (lib/server/wallet): its Apple Pass Type ID and Google Wallet issuer, and the
   * NAMES of the environment variables holding their certificates and keys (never the values); null: none.
   */
  walletSettings: jsonb('wallet_settings').$type<ParkWalletSettings>(),
  /** What an offline scanner does with a signed code its list lacks (lib/domain/offline-check-in.ts). */
  offlineUnknownTickets: text('offline_unknown_tickets').$type<OfflineUnknownTickets>().notNull().default('refuse'),
  /** Group bookings (lib/domain/group-booking.ts): the group size, the deposit, the balance's due day and policy; null: the park takes none. */
  groupRules: jsonb('group_rules').$type<GroupRules>(),
  /** The business details and tax line a group's invoice prints (lib/server/groups/invoice.ts); null until set. */
  invoiceDetails: jsonb('invoice_details').$type<InvoiceDetails>(),
}, (table) => [
  check('parks_offline_unknown_tickets', sql`${table.offlineUnknownTickets} in ('refuse', 'admitAndFlag')`),
  check('parks_reservation_share_percent', sql`${table.reservationSharePercent} between 0 and 100`),
  check('parks_reservation_release_minutes', sql`${table.reservationReleaseMinutes} between 0 and 1440`),
  check('parks_waiver_retention_years', sql`${table.waiverRetentionYears} between 1 and 30`),
]);

export interface ParkAccountCodes {
  sales: string;
  clearing: string;
  giftCardLiability: string;
  deferredRevenue: string;
  refunds: string;
  taxRate: string;
}

/** A locality: one host domain, one language, its settings and codes. */
export const locales = pgTable('locales', {
  id: text('id').primaryKey(),
  parkId: text('park_id').references(() => parks.id),
  title: text('title').notNull(),
  showTile: boolean('show_tile').notNull().default(false),
  /** Its name in the location and language chooser, in each language a page may show it in (Texts; English the fallback). */
  longMenuTitles: jsonb('long_menu_titles').$type<Texts<string>>().notNull(),
  locale: text('locale').notNull(),
  domain: text('domain').notNull().unique(),
  hrefLang: text('href_lang').notNull(),
  timeZone: text('time_zone').notNull(),
  currency: text('currency').notNull(),
  googleAnalyticsCode: text('google_analytics_code').array().notNull().default([]),
  googleTagManagerCode: text('google_tag_manager_code').array().notNull().default([]),
  hubspotCode: text('hubspot_code').array().notNull().default([]),
  facebookCode: text('facebook_code').array().notNull().default([]),
  /** The environment variables holding the GA4 Measurement Protocol's API secret and Meta's Conversions API token (owners set them). */
  ga4ApiSecretEnv: text('ga4_api_secret_env'),
  metaAccessTokenEnv: text('meta_access_token_env'),
  bookingEnabled: boolean('booking_enabled').notNull().default(true),
  bookingEmbedCode: text('booking_embed_code'),
  enableProgressiveCheckout: boolean('enable_progressive_checkout').notNull().default(false),
  progressiveCheckoutCode: text('progressive_checkout_code'),
  externalBookingSiteUrl: text('external_booking_site_url'),
  checkoutImageId: text('checkout_image_id').references(() => images.id),
  imageId: text('image_id').references(() => images.id),
  imageMobileId: text('image_mobile_id').references(() => images.id),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Gift vouchers: the amounts offered as buttons, and the bounds of a custom amount (minor units). */
  giftPresetAmounts: integer('gift_preset_amounts').array().notNull().default([5000, 10000, 15000, 20000]),
  giftMinAmount: integer('gift_min_amount').notNull().default(2000),
  giftMaxAmount: integer('gift_max_amount').notNull().default(50000),
  /** Where venue-hire enquiries go (issue #7); null: the locale takes no enquiries and shows no form. */
  venueHireEmail: text('venue_hire_email'),
  /**
   * The cancellation policy checkout shows beside the terms (issue #23; plain text in the locale's
   * language, set on the back office's /settings); null: none shown (the terms page still says it in full).
   */
  cancellationPolicy: text('cancellation_policy'),
  /** The park's address in the locale's language, and a map link (issue #24: the My booking page, the calendar file, the tickets' PDF). */
  address: text('address'),
  mapUrl: text('map_url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type ImageRow = typeof images.$inferSelect;
export type LocaleRow = typeof locales.$inferSelect;
export type ParkRow = typeof parks.$inferSelect;

/**
 * A page of a locale's site, addressed by path (page types in lib/domain/content.ts). Blocks and
 * type-specific fields are JSON: their shape is the domain's (lib/domain/content.ts), validated by the
 * seed's types.
 */
export const pages = pgTable(
  'pages',
  {
    id: text('id').primaryKey(),
    localeId: text('locale_id')
      .notNull()
      .references(() => locales.id),
    path: text('path').notNull(),
    type: text('type').$type<PageType>().notNull(),
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
    /**
     * The content desk's draft (issue #23): what staff saved and visitors do not see until it is published
     * (lib/server/content-desk). Null: no draft, the page is as published.
     */
    draft: jsonb('draft').$type<PageVersion>(),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    /** The version a publish replaced, which one click puts back (a revert swaps it with the live one). */
    previous: jsonb('previous').$type<PageVersion>(),
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

/** Something a park sells or lists (bookable, combo or third-party); texts per language. */
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
    /**
     * Who may ride (lib/domain/riders.ts RiderRequirements): ages in years, heights and weight in cm and kg,
     * null for no limit; an activity with none of them, no waiver and no questions names no riders.
     */
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    minHeightCm: integer('min_height_cm'),
    maxHeightCm: integer('max_height_cm'),
    maxWeightKg: integer('max_weight_kg'),
    accompanyingAdult: jsonb('accompanying_adult').$type<AccompanyingAdultRule>(),
    /** The park's waiver each rider signs; null: none. */
    waiverId: text('waiver_id').references((): AnyPgColumn => waivers.id),
    healthQuestions: jsonb('health_questions').$type<HealthQuestion[]>().notNull().default([]),
    /** ComboActivity: the activities the package includes. */
    includedActivityIds: text('included_activity_ids').array().notNull().default([]),
    /** ThirdPartyActivity: the partner's booking page and name, and the partner's advertised price. */
    externalUrl: text('external_url'),
    partnerName: text('partner_name'),
    partnerFromPrice: integer('partner_from_price'),
    sortOrder: integer('sort_order').notNull().default(0),
    /**
     * Taken off sale by staff (issue #23): gone from the public site, while its orders, tickets and the
     * carts that hold it keep working (rows are never deleted: order lines and tickets name them).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
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
  /** Taken off sale by staff (issue #23): no longer offered; tickets already sold of it stay valid. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
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

/** An activity at a date and time, with its capacity and the places sold (lib/domain/availability.ts). */
export const sessions = pgTable(
  'sessions',
  {
    id: generatedId(),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Places sold by paid orders; changed only under this row's lock. */
    sold: integer('sold').notNull().default(0),
    /**
     * Closed by staff (weather, maintenance; issue #23): nothing more is sold or held, whatever is free.
     * Set and cleared only under this row's lock, which every sale and hold takes too (lib/server/closures).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why, as staff wrote it: told to the visitors whose tickets stand in it. */
    closedReason: text('closed_reason'),
  },
  (table) => [
    uniqueIndex('sessions_activity_start').on(table.activityId, table.startsAt),
    // The last line of defence against overselling: the database refuses it whatever the code does.
    check('sessions_sold_within_capacity', sql`${table.sold} >= 0 and ${table.sold} <= ${table.capacity}`),
  ],
);

/**
 * What a park's sessions share beyond their own seats: harness sets, guides on shift, boats, lanes
 * (lib/server/sessions/places-left.ts). `count` are in use at any one time, unless a day says otherwise
 * (resource_days); a session holds what its places need for its activity's duration. The park's time
 * zone is kept with it, so a day's count finds its sessions in the same statement that counts them.
 */
export const resources = pgTable(
  'resources',
  {
    id: text('id').primaryKey(),
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id),
    name: text('name').notNull(),
    count: integer('count').notNull(),
    timeZone: text('time_zone').notNull(),
  },
  (table) => [uniqueIndex('resources_park_name').on(table.parkId, table.name), check('resources_count', sql`${table.count} >= 0`)],
);

/** A day's own count of a resource ("2 guides off sick"), in its park's local date; why, as staff wrote it. */
export const resourceDays = pgTable(
  'resource_days',
  {
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    count: integer('count').notNull(),
    note: text('note'),
  },
  (table) => [primaryKey({ columns: [table.resourceId, table.day] }), check('resource_days_count', sql`${table.count} >= 0`)],
);

/**
 * What an activity's sessions consume of a resource: `quantity` for every `per_places` places, rounded up
 * per session ("1 harness per rider" is 1 per 1, "1 guide per 8 riders" is 1 per 8).
 */
export const activityResources = pgTable(
  'activity_resources',
  {
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id),
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    perPlaces: integer('per_places').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.activityId, table.resourceId] }),
    index('activity_resources_resource').on(table.resourceId),
    check('activity_resources_rule', sql`${table.quantity} >= 1 and ${table.perPlaces} >= 1`),
  ],
);

/** Places a cart keeps on a session until `expiresAt`; expired holds count for nothing. */
export const holds = pgTable(
  'holds',
  {
    id: generatedId(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    places: integer('places').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /**
     * The address the places were held from (the request's client address), null when unknown: one
     * address may hold only so many places at once (PLACES_PER_ADDRESS, lib/server/carts/cart-service.ts).
     */
    clientAddress: text('client_address'),
  },
  (table) => [index('holds_session_expiry').on(table.sessionId, table.expiresAt), index('holds_address_expiry').on(table.clientAddress, table.expiresAt)],
);

/** Operator price rules: a percentage on weekends, or on listed peak dates (which win over weekends). */
export const priceRules = pgTable('price_rules', {
  id: text('id').primaryKey(),
  activityId: text('activity_id')
    .notNull()
    .references(() => activities.id),
  /** weekend or dates: an uplift of `percent`; price: a dated price (lib/domain/pricing.ts). */
  kind: text('kind').$type<'weekend' | 'dates' | 'price'>().notNull(),
  dates: date('dates').array().notNull().default([]),
  percent: integer('percent').notNull(),
  /** A dated price's ticket type and its price on `dates`, minor units (issue #23); null for an uplift. */
  variationId: text('variation_id').references(() => variations.id),
  price: integer('price'),
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
  /** Taken off sale by staff (issue #23): no longer offered; orders that bought it keep it. */
  retiredAt: timestamp('retired_at', { withTimezone: true }),
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
    id: generatedId(),
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
export const cartItems = pgTable(
  'cart_items',
  {
    id: generatedId(),
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
    /**
     * The prices of the session's day when the item was added (lib/domain/cart.ts LinePrices), from the
     * catalogue on the server: staff changing a price later (issue #23) never changes an item already in
     * a cart, nor the order placed from it. Null for items added before prices were kept: priced from
     * the catalogue as it is.
     */
    prices: jsonb('prices').$type<LinePrices>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // A cart's items (every cart read), and the item of a hold (a sale or an expiry deletes holds).
  (table) => [index('cart_items_cart').on(table.cartId), index('cart_items_hold').on(table.holdId)],
);

export type AddOnRow = typeof addOns.$inferSelect;
export type UpgradeRow = typeof upgrades.$inferSelect;
export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;

/** The nine gateway types; each has an adapter in lib/server/payments/adapters. */
export const GATEWAY_TYPES = ['Alipay', 'BlankExternal', 'Blank', 'BlankQRCode', 'DPS', 'MasterCardDirect', 'OnlinePOS', 'Roller', 'Wechat'] as const;
export type GatewayType = (typeof GATEWAY_TYPES)[number];

/**
 * Provider settings of a gateway. Secrets are named, not stored: `secretEnv` names the environment
 * variable that holds the API key or password, so the database never holds a credential. Every
 * gateway but Blank needs `baseUrl` (lib/server/payments/gateway-context.ts).
 */
export interface GatewaySettings {
  /** The provider's API root; browsers also load its scripts and pages from it (Content-Security-Policy). */
  baseUrl?: string;
  /** Provider account identifiers (not secret): merchant id, app id, client id, REST user name. */
  merchantId?: string;
  appId?: string;
  clientId?: string;
  username?: string;
  /** Environment variable holding the API key, password or signing secret. */
  secretEnv?: string;
  /** Environment variables holding PEM keys, for providers that sign (WeChat Pay, Alipay). */
  privateKeyEnv?: string;
  publicKeyEnv?: string;
}

/** A payment method a locale offers at checkout, with its credit-card fee (basis points, 250 = 2.5%). */
export const paymentGateways = pgTable('payment_gateways', {
  id: text('id').primaryKey(),
  localeId: text('locale_id')
    .notNull()
    .references(() => locales.id),
  type: text('type').$type<GatewayType>().notNull(),
  texts: jsonb('texts').$type<Texts<{ title: string; description: string }>>().notNull(),
  cardFeeBasisPoints: integer('card_fee_basis_points').notNull().default(0),
  settings: jsonb('settings').$type<GatewaySettings>().notNull().default({}),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Switched off by staff (issue #23): checkout no longer offers it; payments already started with it still settle. */
  enabled: boolean('enabled').notNull().default(true),
});

/** An operator promo code: a percentage or a fixed amount off the activities it covers, within dates and uses. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: generatedId(),
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id),
    /** Stored upper-case; visitors' input is matched case-insensitively. */
    code: text('code').notNull(),
    kind: text('kind').$type<'percent' | 'fixed'>().notNull(),
    /** Percent (1–100) or minor units. */
    value: integer('value').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    /** Paid or pending orders using it; changed only by an atomic conditional update. */
    uses: integer('uses').notNull().default(0),
    /** Empty covers every activity of the park. */
    activityIds: text('activity_ids').array().notNull().default([]),
    /**
     * Switched off by staff (issue #22): checkout treats it as unknown from then on. A disabled code keeps
     * its row (orders name it, its uses stay counted) and its code, which no new code of the park may take.
     */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_park_code').on(table.parkId, table.code),
    check('promo_codes_uses_within_limit', sql`${table.maxUses} is null or ${table.uses} <= ${table.maxUses}`),
  ],
);

/** A gift card: its value is what was bought; its balance is the sum of its ledger. */
export const giftCards = pgTable('gift_cards', {
  id: generatedId(),
  parkId: text('park_id')
    .notNull()
    .references(() => parks.id),
  code: text('code').notNull().unique(),
  currency: text('currency').notNull(),
  value: integer('value').notNull(),
  /** The gift purchase that issued it; unique, so a retried "paid" issues one card. */
  issuedByOrderId: uuid('issued_by_order_id').unique(),
  /**
   * Whom staff gave a complimentary card to (issue #22), as its email named them; null for a bought card,
   * whose recipient is its purchase's (orders.gift).
   */
  recipient: jsonb('recipient').$type<GiftCardRecipient>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The recipient of a complimentary card, and the language its email was written in. */
export interface GiftCardRecipient {
  name: string;
  email: string;
  message: string | null;
  language: Language;
}


/**
 * The gift-card ledger: credits are positive, redemptions negative; never updated in place. A card is void
 * once it has a `void` entry, which also takes its balance to zero. Staff's entries (a complimentary
 * card's credit, an adjustment, a void: issue #22) say who (`staff_id`, and `actor`, the email, kept
 * should the account go) and why (`note`, required for an adjustment and a void), and carry the
 * idempotency key the screen made for the action: unique, so a double click or a retried request writes
 * one entry.
 */
export const giftCardTransactions = pgTable(
  'gift_card_transactions',
  {
    id: generatedId(),
    giftCardId: uuid('gift_card_id')
      .notNull()
      .references(() => giftCards.id),
    amount: integer('amount').notNull(),
    orderId: uuid('order_id'),
    /** What the entry is (lib/domain/gift-card-ledger.ts GiftCardEntryKind). */
    reason: text('reason').$type<GiftCardEntryKind>().notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor'),
    note: text('note'),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('gift_card_transactions_card').on(table.giftCardId),
    check('gift_card_transactions_staff_note', sql`${table.reason} not in ('adjustment', 'void') or (${table.actor} is not null and ${table.note} is not null)`),
  ],
);


/**
 * An order: what the visitor pays for, priced by the server at checkout. Its places are sold while it
 * awaits payment and released if it is cancelled, fails or expires (lib/domain/order-status.ts).
 */
/**
 * The words of a name, as the back office's name searches find them (lib/domain/name-words.ts): its
 * punctuation made spaces, each CJK character a word of its own, read by the text search parser with no
 * stemming or stop words. Each index and the search on it write this one expression.
 */
export const nameWordsOf = (name: ReturnType<typeof sql>) =>
  sql`to_tsvector('simple', regexp_replace(regexp_replace(${name}, ${sql.raw(`'${NAME_SEPARATORS}'`)}, ' ', 'g'), ${sql.raw(`'${NAME_CHARACTER_WORDS}'`)}, ' \\1 ', 'g'))`;

/** The words of an order's customer's name: given name, then surname. */
export const customerNameWords = (customer: AnyPgColumn | ReturnType<typeof sql>) => nameWordsOf(sql`(${customer}->>'firstName') || ' ' || (${customer}->>'lastName')`);

export const orders = pgTable(
  'orders',
  {
    id: generatedId(),
    /** Short, random, shown to the visitor and staff; never sequential. */
    bookingId: text('booking_id').notNull().unique(),
    /** The unguessable key of the confirmation URL. */
    token: text('token').notNull().unique(),
    anonymousToken: uuid('anonymous_token').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    localeId: text('locale_id')
      .notNull()
      .references(() => locales.id),
    status: text('status').$type<OrderStatus>().notNull(),
    /** A booking of activities, or a gift voucher purchase (no activities; `gift` says what was bought). */
    kind: text('kind').$type<'booking' | 'gift'>().notNull().default('booking'),
    gift: jsonb('gift').$type<GiftDetails>(),
    customer: jsonb('customer').$type<CustomerDetails>().notNull(),
    language: text('language').notNull(),
    /** The site origin the order was placed on: where return URLs and the emailed link point. */
    origin: text('origin').notNull(),
    /**
     * Where the order was placed (lib/domain/order-channel.ts): the park's site, its booking widget on
     * another site, or a reseller; `channel_source` names the widget's host origin or the reseller.
     */
    channel: text('channel').$type<OrderChannel>().notNull().default('site'),
    channelSource: text('channel_source'),
    /**
     * How the visitor arrived (lib/domain/attribution.ts, checked by its parseAttribution before it gets
     * here): utm fields, whether an ad click id was present (never the id), the referrer's host, the
     * landing path, the device class. Null when the order did not come through a browser visit (a
     * reseller's, a desk's) or was placed before it was kept. A label for reports: nothing reads money
     * from it.
     */
    attribution: jsonb('attribution').$type<Attribution>(),
    currency: text('currency').notNull(),
    subtotal: integer('subtotal').notNull(),
    discount: integer('discount').notNull().default(0),
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    cardFee: integer('card_fee').notNull().default(0),
    total: integer('total').notNull(),
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id),
    giftCardId: uuid('gift_card_id').references(() => giftCards.id),
    gatewayId: text('gateway_id').references(() => paymentGateways.id),
    /** Whether the order's places are currently counted as sold. */
    placesSold: boolean('places_sold').notNull().default(true),
    /** When an unpaid order gives its places back (an unconfirmed reservation: its confirmation deadline). */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The address the order was placed from (through the trusted proxies): caps unconfirmed reservations per address. */
    clientAddress: text('client_address'),
    /**
     * The mailbox and the registrable mail domain of the customer's email (lib/domain/reservation-budget.ts
     * mailboxKey, mailDomainKey), written with the order: what a reservation's places count against, so
     * one mailbox's spellings (+tags, Gmail's dots) and one domain's subdomains share a budget.
     */
    customerMailbox: text('customer_mailbox'),
    customerMailDomain: text('customer_mail_domain'),
    /**
     * The unguessable key of the emailed link that confirms a pay-on-arrival reservation. Only the email
     * carries it (the confirmation page's `token` is in the placing browser's hands), so a confirmation
     * proves the address is the visitor's.
     */
    reservationToken: text('reservation_token').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    // A retried createAndCompleteOrder finds the first call's order by this key instead of making a second.
    uniqueIndex('orders_idempotency').on(table.anonymousToken, table.idempotencyKey),
    index('orders_status_expiry').on(table.status, table.expiresAt),
    check('orders_channel', sql`${table.channel} in ('site', 'widget', 'reseller')`),
    check('orders_attribution_device', sql`${table.attribution} is null or ${table.attribution}->>'deviceClass' in ('phone', 'tablet', 'desktop')`),
    // Counting a visitor's unconfirmed reservations (at most so many per email and per address).
    index('orders_address_status').on(table.clientAddress, table.status),
    // Counting the places a mailbox and a mail domain keep unpaid (lib/server/orders/reservation.ts).
    index('orders_mailbox_status').on(table.customerMailbox, table.status),
    index('orders_mail_domain_status').on(table.customerMailDomain, table.status),
    // The back office finds a visitor's orders by their email (issue #22).
    index('orders_customer_email').on(sql`lower(${table.customer}->>'email')`),
    // Reports and the dashboard read a park's orders paid in a range (lib/server/reports, lib/server/dashboard):
    // by its sites, not the operator's every order of the range. Migration 0036 builds it with INCLUDE
    // (currency, channel, total), which drizzle cannot say: the dashboard's day sums read the index alone.
    index('orders_locale_paid_at').on(table.localeId, table.paidAt),
    // The order desk lists orders newest first (lib/server/orders/order-search.ts): the newest of a year's
    // are read in this order until a page is found, not all sorted (migration 0038).
    index('orders_created_at').on(table.createdAt, table.id),
    // The back office's search matches part of a booking ID, email or phone number
    // (lib/server/orders/order-search.ts): trigram indexes, each on the expression it matches, let a
    // year's orders be searched without reading them all (docs/performance.md, "Query plans"), and a name
    // by its words (migration 0038: a name's trigrams are in most names, docs/performance.md).
    // No pending list (migration 0037): a search read every order inserted since the last vacuum from it,
    // and the insert that overflowed it merged thousands of orders' trigrams (docs/performance.md).
    index('orders_booking_id_trgm').using('gin', sql`replace(${table.bookingId}, '-', '') gin_trgm_ops`).with({ fastupdate: 'off' }),
    index('orders_customer_email_trgm').using('gin', sql`lower(${table.customer}->>'email') gin_trgm_ops`).with({ fastupdate: 'off' }),
    index('orders_customer_name_words').using('gin', customerNameWords(table.customer)).with({ fastupdate: 'off' }),
    index('orders_customer_phone_trgm').using('gin', sql`regexp_replace(${table.customer}->>'mobilePhone', '\\D', '', 'g') gin_trgm_ops`).with({ fastupdate: 'off' }),
  ],
);

/** One activity at one session in an order, priced when the order was placed. */
export const orderItems = pgTable(
  'order_items',
  {
    id: generatedId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    places: integer('places').notNull(),
    tickets: jsonb('tickets').$type<TicketChoice[]>().notNull(),
    addOns: jsonb('add_ons').$type<AddOnChoice[]>().notNull().default([]),
    upgradeId: text('upgrade_id').references(() => upgrades.id),
    total: integer('total').notNull(),
    discount: integer('discount').notNull().default(0),
  },
  // An order's lines (every order read); a session's lines (the day sheet's counts and manifest, polled every few seconds).
  (table) => [index('order_items_order').on(table.orderId), index('order_items_session').on(table.sessionId)],
);

/** A scannable ticket: one per ticket bought, each with its own unguessable code. */
export const tickets = pgTable(
  'tickets',
  {
    id: generatedId(),
    orderItemId: uuid('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    variationId: text('variation_id')
      .notNull()
      .references(() => variations.id),
    code: text('code').notNull().unique(),
    /**
     * Where the ticket is valid now, when staff moved it to another session of the same activity (issue
     * #22); null: its line's session. The line stays what was bought; the ticket says where it goes.
     */
    sessionId: uuid('session_id').references(() => sessions.id),
    /** Cancelled by staff (issue #22): its places are given back, it no longer admits anyone. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The staff action that cancelled it (order_actions). */
    cancelledBy: uuid('cancelled_by').references(() => orderActions.id),
  },
  // A line's tickets (every order read); tickets staff moved, by the session they admit to now (the day
  // sheet counts a session's tickets, and a closure finds its bookings: its lines' through
  // order_items_session, moved ones here).
  (table) => [index('tickets_order_item').on(table.orderItemId), index('tickets_session').on(table.sessionId).where(sql`${table.sessionId} is not null`)],
);


/**
 * How a payment was taken: through the order's gateway (a provider, or nothing for Blank), by staff
 * at the desk for a pay-on-arrival reservation (issue #22), in cash or by card on the park's own terminal,
 * or on a reseller's account (lib/server/octo: the reseller confirmed its booking and owes the park its
 * net price; no gateway, nothing collected here: lib/server/orders/commands/reseller-orders.ts).
 */
export const PAYMENT_METHODS = ['gateway', 'cash', 'card_at_desk', 'reseller'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * One attempt to collect an order's total through a gateway (PaymentStatus above). `action` is
 * what the browser must do, stored so a retried call returns the same action without asking again.
 */
export const payments = pgTable(
  'payments',
  {
    id: generatedId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The gateway it went through (a desk payment names its order's); none for money on a reseller's account. */
    gatewayId: text('gateway_id').references(() => paymentGateways.id),
    status: text('status').$type<PaymentStatus>().notNull().default('created'),
    /** A desk payment has no provider: no reference, no action, never asked about or refunded through one. */
    method: text('method').$type<PaymentMethod>().notNull().default('gateway'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /**
     * The charge this payment collects (order_charges: a difference due after a staff move), or null for
     * the order's own payment. A charge's payment never moves the order through its transitions: its
     * outcome marks the charge paid (lib/server/orders/charges.ts).
     */
    chargeId: uuid('charge_id').references((): AnyPgColumn => orderCharges.id),
    /** The provider's id for this payment (session id, trade number, booking reference). */
    providerReference: text('provider_reference'),
    action: jsonb('action').$type<Record<string, unknown>>(),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('payments_order').on(table.orderId),
    index('payments_provider_reference').on(table.providerReference),
    index('payments_charge').on(table.chargeId),
    // Every payment names a gateway but one on a reseller's account, which has none.
    check('payments_gateway', sql`(${table.method} = 'reseller') = (${table.gatewayId} is null)`),
  ],
);

/** What providers told us and what we did: an audit trail of notifications, checks and transitions. */
export const paymentEvents = pgTable('payment_events', {
  id: generatedId(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  kind: text('kind').notNull(),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Mail waiting to be sent (transactional outbox). Rows are written in the transaction that decides the
 * mail is due, and a worker sends them with retries: an SMTP outage delays mail, never loses it, and
 * `dedupeKey` keeps one message per fact.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: generatedId(),
    dedupeKey: text('dedupe_key').notNull().unique(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('outbox_due').on(table.sentAt, table.nextAttemptAt),
    // The mail an order's page lists (issue #22): every order mail's payload names its order.
    index('outbox_order').on(sql`(${table.payload}->>'orderId')`),
  ],
);

/**
 * A paid order's purchase, reported by the server to one analytics account (lib/server/conversions):
 * written when the order is placed, with what its visit's browser left (the provider's cookies, the user
 * agent), only for the accounts its site has server-side conversions for; given its body and made due
 * in the transaction that marks the order paid; sent and retried by the worker like the mail outbox.
 */
export const conversions = pgTable(
  'conversions',
  {
    id: generatedId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    destination: text('destination').$type<ConversionDestination>().notNull(),
    /** The GA4 measurement id or the Meta pixel id. */
    account: text('account').notNull(),
    visit: jsonb('visit').$type<ConversionVisit>().notNull(),
    /** The provider's request body; null until the order is paid. */
    body: jsonb('body').$type<object>(),
    /** When its order was paid: the event's time, from which it may be too old to count. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    /** When it may be sent (again); null while the order is unpaid. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** Given up: refused by the provider, or too old to count (lib/domain/conversions.ts). */
    droppedAt: timestamp('dropped_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('conversions_once').on(table.orderId, table.destination, table.account),
    index('conversions_due').on(table.nextAttemptAt).where(sql`${table.sentAt} is null and ${table.droppedAt} is null and ${table.nextAttemptAt} is not null`),
    check('conversions_destination', sql`${table.destination} in ('ga4', 'meta')`),
  ],
);

/**
 * An offline scanner's check-in whose people were not all counted when it synced (lib/domain/offline-check-in.ts):
 * another gate had admitted them, the ticket no longer admitted anyone, or no ticket has its code. Shown
 * on the day sheet with both gates and times; `offline_id` makes a retried sync record it once.
 */
export const checkInConflicts = pgTable(
  'check_in_conflicts',
  {
    id: generatedId(),
    offlineId: uuid('offline_id').notNull().unique(),
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id),
    ticketId: uuid('ticket_id').references(() => tickets.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    sessionId: uuid('session_id').references(() => sessions.id),
    reason: text('reason').$type<OfflineConflict>().notNull(),
    /** The people the device let in, and those counted of them. */
    people: integer('people').notNull(),
    counted: integer('counted').notNull(),
    device: text('device').notNull(),
    gate: text('gate'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    syncedAt: timestamp('synced_at', { withTimezone: true }).notNull(),
    actor: text('actor').notNull(),
  },
  (table) => [
    index('check_in_conflicts_park_scanned').on(table.parkId, table.scannedAt),
    check('check_in_conflicts_reason', sql`${table.reason} in ('alreadyAdmitted', 'notStanding', 'unknownTicket')`),
  ],
);

export type PaymentGatewayRow = typeof paymentGateways.$inferSelect;
export type PromoCodeRow = typeof promoCodes.$inferSelect;
export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** Rate-limit counters shared by every instance (rate-limiter-flexible's Postgres store layout). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

/**
 * A venue-hire enquiry (lib/domain/enquiry.ts), kept whatever happens to its two emails, which the
 * outbox sends from rows written in the same transaction. `idempotencyKey` is made once per form by the
 * browser, so a resubmission after a lost answer stores and mails nothing twice.
 */
export const enquiries = pgTable(
  'enquiries',
  {
    id: generatedId(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    localeId: text('locale_id')
      .notNull()
      .references(() => locales.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    functionType: text('function_type').$type<FunctionType>().notNull(),
    bookingType: text('booking_type').$type<BookingType>().notNull(),
    guests: integer('guests').notNull(),
    preferredDate: date('preferred_date').notNull(),
    message: text('message').notNull().default(''),
    /** The language the visitor used: their acknowledgement is in it. */
    language: text('language').notNull(),
    /** The reCAPTCHA v3 score when the check ran (RECAPTCHA_SECRET_KEY set); null when it did not. */
    recaptchaScore: real('recaptcha_score'),
    /**
     * Where the events team is with it (the back office's inbox, issue #22): new until someone replies
     * from the inbox (replied), then won or lost; staff may set any of them, audited.
     */
    status: text('status').$type<EnquiryStatus>().notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('enquiries_locale_created').on(table.localeId, table.createdAt),
    check('enquiries_status', sql`${table.status} in ('new', 'replied', 'won', 'lost')`),
  ],
);

export type EnquiryRow = typeof enquiries.$inferSelect;

/**
 * The events team's internal notes on an enquiry (never sent to the enquirer): appended, never edited
 * or deleted, each with who wrote it and when (and its audit entry).
 */
export const enquiryNotes = pgTable(
  'enquiry_notes',
  {
    id: generatedId(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's email, kept should the account go (as staff_audit.actor). */
    actor: text('actor').notNull(),
    text: text('text').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiry_notes_enquiry').on(table.enquiryId, table.at)],
);

/**
 * A reply emailed to the enquirer from the back office's inbox, in their language, through the outbox
 * (`outbox_id`: its message, sent or still queued). `idempotency_key` is made once per reply form by the
 * browser: a double click or a retried request stores and mails one reply.
 */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: generatedId(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => enquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's email, kept should the account go. */
    actor: text('actor').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('enquiry_replies_enquiry').on(table.enquiryId, table.at)],
);

/**
 * A staff member of the back office (issue #22): signs in with a passkey or a one-time emailed link
 * (no password), in their own language, with one role (lib/domain/staff-access.ts) over the parks in
 * staff_parks. Email addresses are stored lower case, so one person is one account.
 */
export const staff = pgTable(
  'staff',
  {
    id: generatedId(),
    email: text('email').notNull().unique(),
    displayName: text('display_name').notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    role: text('role').$type<StaffRole>().notNull(),
    /** A disabled account keeps its history (the audit trail names it) but cannot sign in. */
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('staff_email_lower', sql`${table.email} = lower(${table.email})`),
    check('staff_role', sql`${table.role} in ('owner', 'manager', 'gate')`),
    check('staff_language', sql`${table.language} in ('en', 'zh-Hant')`),
  ],
);

/** The parks a staff member acts for: a gate at Queenstown sees nothing of Hong Kong. */
export const staffParks = pgTable(
  'staff_parks',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.parkId] })],
);

/**
 * A signed-in browser. Only a SHA-256 of the cookie's random token is kept, so a copy of this table
 * (a backup, a replica) signs nobody in. Signing in makes a new row (the browser's old one is deleted),
 * signing out deletes it.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: generatedId(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** How it was opened: 'link' or 'passkey'. */
    method: text('method').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('staff_sessions_staff').on(table.staffId), index('staff_sessions_expiry').on(table.expiresAt)],
);

/** A one-time sign-in link: only the SHA-256 of its token is kept; it works once, for a few minutes. */
export const staffSignInLinks = pgTable(
  'staff_sign_in_links',
  {
    id: generatedId(),
    tokenHash: text('token_hash').notNull().unique(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_sign_in_links_staff').on(table.staffId)],
);

/**
 * A staff member's passkey (WebAuthn; lib/server/staff/passkeys.ts): the public half of a key pair
 * whose private half never leaves their device, so a copy of this table signs nobody in. `counter` is
 * the authenticator's signature counter (0 for the many that keep none): a signature whose counter does
 * not move past it is refused, which catches a cloned authenticator.
 */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: generatedId(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    /** The credential's id, base64url, as the browser reports it when signing in. */
    credentialId: text('credential_id').notNull().unique(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** How the browser may reach the authenticator: 'internal', 'hybrid', 'usb'… */
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    /** 'singleDevice' or 'multiDevice' (synced, e.g. by the phone's password manager), and whether it is backed up. */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull(),
    /** What the member calls it ("Gate phone"), or the browser and system it was added on. */
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [index('staff_passkeys_staff').on(table.staffId)],
);

/**
 * A WebAuthn challenge the server handed out: only its SHA-256 is kept, it works once (the sign-in or
 * registration that uses it deletes it) and for a few minutes. A registration's belongs to the member
 * who asked; a sign-in's to nobody yet.
 */
export const staffPasskeyChallenges = pgTable(
  'staff_passkey_challenges',
  {
    challengeHash: text('challenge_hash').primaryKey(),
    purpose: text('purpose').$type<'authentication' | 'registration'>().notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('staff_passkey_challenges_purpose', sql`${table.purpose} in ('authentication', 'registration')`),
    check('staff_passkey_challenges_owner', sql`(${table.purpose} = 'registration') = (${table.staffId} is not null)`),
    index('staff_passkey_challenges_expiry').on(table.expiresAt),
  ],
);

/**
 * What staff did (issue #22): who, when, what, to what, and the state before and after. Rows are only
 * ever inserted (lib/server/staff/audit.ts); `actor` keeps the email too, so an entry still says who
 * after an account is gone, and names the command line for what `npm run staff` did.
 */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: generatedId(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    action: text('action').notNull(),
    /** What it was done to, as `kind:id` (an order's booking ID, a ticket's code, a staff email). */
    subject: text('subject').notNull(),
    /** The park it concerned; null for the operator's own (staff accounts). */
    parkId: text('park_id'),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
  },
  (table) => [
    index('staff_audit_at').on(table.at),
    index('staff_audit_subject').on(table.subject, table.at),
    // The owner's audit screen finds entries whose actor or subject contains what they typed
    // (lib/server/staff/audit.ts): a rare one's few through these, not a year's entries read newest
    // first (migration 0039). No pending list, as the orders' (migration 0037).
    index('staff_audit_actor_trgm').using('gin', sql`${table.actor} gin_trgm_ops`).with({ fastupdate: 'off' }),
    index('staff_audit_subject_trgm').using('gin', sql`${table.subject} gin_trgm_ops`).with({ fastupdate: 'off' }),
  ],
);

export type StaffRow = typeof staff.$inferSelect;

/**
 * Who came in on a ticket (issue #22): one row per check-in at the gate, with how many of the ticket's
 * people it admitted (a family pass admits its variation's `participants`, and may come in 3 now and 1
 * later: lib/domain/check-in.ts). What a ticket has admitted is the sum of its rows not undone; rows are
 * written under the ticket row's lock (lib/server/check-in), so two gates scanning one ticket at once
 * admit its people once. An undo (within two minutes) marks the row, never deletes it: the history stays.
 * `session_id` is the session the people were admitted to (the day sheet counts by it), kept as the fact
 * it is even if the order is later moved.
 */
export const ticketCheckIns = pgTable(
  'ticket_check_ins',
  {
    id: generatedId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    people: integer('people').notNull(),
    /** The server's clock when it was made: the undo window runs from it. */
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's email, kept should the account go (as staff_audit.actor). */
    actor: text('actor').notNull(),
    /** The gate or device the scanner named, if any. */
    gate: text('gate'),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
    undoneByStaffId: uuid('undone_by_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    undoneBy: text('undone_by'),
    /** A check-in an offline scanner made, synced later: the device's id for it (a retried sync applies it once), the device, and when it let them in by its clock. */
    offlineId: uuid('offline_id').unique(),
    device: text('device'),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
  },
  (table) => [
    // A ticket's check-ins (every scan of it), and a session's admitted people (the day sheet).
    index('ticket_check_ins_ticket').on(table.ticketId, table.at),
    index('ticket_check_ins_session').on(table.sessionId),
    check('ticket_check_ins_people', sql`${table.people} > 0`),
    check('ticket_check_ins_undone', sql`(${table.undoneAt} is null) = (${table.undoneBy} is null)`),
  ],
);

export type TicketCheckInRow = typeof ticketCheckIns.$inferSelect;

/**
 * What staff did to an order from the back office (issue #22): resend its confirmation, take its payment
 * at the desk, cancel tickets, move tickets. `idempotencyKey` is made by the screen once per action, so a
 * double click or a retried request finds this row and does nothing twice. The amounts are the order's
 * money this action released (no longer kept: refunded, or no longer due at the desk) and what went back
 * onto the order's own gift card; they are computed on the server (lib/domain/order-refund.ts), summed
 * by the next action, never edited.
 */
export const orderActions = pgTable(
  'order_actions',
  {
    id: generatedId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    kind: text('kind').$type<OrderActionKind>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** The staff member's email when it was done, kept whatever happens to the account. */
    actor: text('actor').notNull(),
    /** What was asked (ticket codes, target session, method, reason): the audit's 'after' reads it too. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    releasedAmount: integer('released_amount').notNull().default(0),
    giftCardAmount: integer('gift_card_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_actions_order').on(table.orderId, table.createdAt),
    check('order_actions_amounts', sql`${table.releasedAmount} >= 0 and ${table.giftCardAmount} >= 0`),
  ],
);

// groupBalance records a group's balance once its deposit is paid (lib/server/orders/group-balance.ts). The four before it are a reseller's (lib/server/orders/commands/reseller-orders.ts): its confirmation on account, its hold extended or revised, its customer's details.
export const ORDER_ACTION_KINDS = ['resendConfirmation', 'takePaymentAtDesk', 'cancel', 'move', 'takeChargeAtDesk', 'resellerConfirm', 'extendHold', 'reviseHold', 'customerDetails', 'groupBalance', 'addTickets'] as const;
export type OrderActionKind = (typeof ORDER_ACTION_KINDS)[number];

/** How money went back: through the gateway, as a gift card, at the desk, or to the reseller's account it came from. */
export type RefundMethod = 'gateway' | 'gift_card' | 'desk' | 'reseller';

/**
 * Money given back to a visitor (issue #22): through the gateway that took it (all or part of one
 * payment, under a reference derived from this row's id, so a retry is the same refund at the provider),
 * as a new gift card (issued in the same transaction, its credit in the gift-card ledger), or handed back
 * at the desk for a desk payment. A refund is a row of its own, never an edit of the order's or the
 * payment's amounts. `idempotencyKey` is the staff action's: one refund per action, whatever the retries.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: generatedId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The payment given back (gateway and desk refunds); null for a gift card. */
    paymentId: uuid('payment_id').references(() => payments.id),
    actionId: uuid('action_id').references(() => orderActions.id),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    method: text('method').$type<RefundMethod>().notNull(),
    status: text('status').$type<RefundStatus>().notNull().default('pending'),
    /** The card a gift-card refund issued. */
    giftCardId: uuid('gift_card_id').references(() => giftCards.id),
    /** The provider's id for the refund, when it gives one. */
    providerReference: text('provider_reference'),
    lastError: text('last_error'),
    /** When a provider call was last claimed (one caller at a time; a crashed one's claim lapses). */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => staff.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('refunds_order').on(table.orderId),
    // A park's day of refunds (the dashboard's money).
    index('refunds_created_at').on(table.createdAt),
    index('refunds_pending').on(table.status, table.attemptedAt),
    check('refunds_amount_positive', sql`${table.amount} > 0`),
    check('refunds_method', sql`${table.method} in ('gateway', 'gift_card', 'desk', 'reseller')`),
  ],
);


/**
 * Money an order owes on top of what it was placed for (issue #22): the difference of a staff move to a
 * dearer session, computed on the server (never taken from a request) and recorded in the move's
 * transaction. A paid order's visitor pays it through the emailed link (`token`, unguessable: the page
 * /pay/{token}) with the order's own gateway, as a payment of its own (payments.charge_id); a
 * reservation's is added to what is due at the desk. Staff may take it at the desk instead. Rows are
 * never deleted: a charge ends paid (refunded once none of its tickets stands), or cancelled when offset by
 * a cheaper move or when some of its tickets are cancelled (order_charge_tickets: what each ticket owes).
 */
export const orderCharges = pgTable(
  'order_charges',
  {
    id: generatedId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The staff action that raised it: one charge per action, whatever the retries. */
    actionId: uuid('action_id')
      .notNull()
      .unique()
      .references(() => orderActions.id),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<ChargeStatus>().notNull().default('due'),
    /** The key of the payment link's page; only the visitor's email carries it. */
    token: text('token').notNull().unique(),
    /** Whether the visitor was mailed the link (a reservation's charge is paid at the desk: no link). */
    linkSent: boolean('link_sent').notNull().default(false),
    /** How it was paid: 'gateway' (the link), 'cash' or 'card_at_desk' (staff), or with the reservation at the desk. */
    paidWith: text('paid_with'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    index('order_charges_order').on(table.orderId),
    check('order_charges_amount_positive', sql`${table.amount} > 0`),
    check('order_charges_status', sql`${table.status} in ('due', 'paid', 'cancelled', 'refunded')`),
  ],
);

/**
 * What a charge is owed for, ticket by ticket: each moved ticket's own difference (a remainder's, what is
 * left of it), the shares adding up to the charge's amount. Cancelling a ticket ends its shares
 * (`endedActionId`, the cancellation): a due charge is owed again for the standing tickets' shares alone,
 * a paid one gives the ended shares back (lib/server/orders/charges.ts, lib/domain/order-charge.ts).
 * Charges recorded before shares were have none: such a charge is owed whole for the tickets its action
 * names, and ends whole when none of them stands.
 */
export const orderChargeTickets = pgTable(
  'order_charge_tickets',
  {
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => orderCharges.id),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id),
    amount: integer('amount').notNull(),
    /** The cancellation that ended this share (its ticket cancelled); null while its ticket stands. */
    endedActionId: uuid('ended_action_id').references(() => orderActions.id),
  },
  (table) => [primaryKey({ columns: [table.chargeId, table.ticketId] }), check('order_charge_tickets_amount', sql`${table.amount} >= 0`)],
);

/**
 * A group booking (lib/domain/group-booking.ts): the organiser's school or company and invoice address,
 * its numbers, its deposit (the order's own payment, before its card fee) and its balance as priced when
 * placed, due by `dueOn` (the park's day). The balance itself is a charge (`balanceChargeId`, recorded once
 * the deposit is paid) so the orders' state machine moves it as any other; `overdueAt` says when the
 * overdue run applied the park's policy (`overdueAction`), once.
 */
export const orderGroups = pgTable(
  'order_groups',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    organisation: text('organisation').notNull(),
    invoiceEmail: text('invoice_email').notNull(),
    people: integer('people').notNull(),
    deposit: integer('deposit').notNull(),
    balance: integer('balance').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    balanceChargeId: uuid('balance_charge_id').references(() => orderCharges.id),
    overdueAt: timestamp('overdue_at', { withTimezone: true }),
    overdueAction: text('overdue_action').$type<GroupDuePolicy>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('order_groups_due').on(table.dueOn),
    check('order_groups_amounts', sql`${table.deposit} >= 0 and ${table.balance} >= 0 and ${table.people} > 0`),
    check('order_groups_overdue_action', sql`${table.overdueAction} in ('release', 'keep')`),
  ],
);

export type OrderGroupRow = typeof orderGroups.$inferSelect;
export type OrderActionRow = typeof orderActions.$inferSelect;
export type OrderChargeRow = typeof orderCharges.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

/**
 * Staff closing or reopening sessions (issue #23): one row per action, its idempotency key unique, so the
 * same key again finds the first action and does nothing twice. The sessions' own columns say how they
 * stand now; these rows say who did what, when, and to which sessions.
 */
export const sessionClosures = pgTable(
  'session_closures',
  {
    id: generatedId(),
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id),
    kind: text('kind').$type<'close' | 'reopen'>().notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** Every session asked for; those the action changed are in `changed`. */
    sessionIds: uuid('session_ids').array().notNull(),
    changed: uuid('changed').array().notNull(),
    reason: text('reason'),
    staffId: uuid('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('session_closures_park').on(table.parkId, table.createdAt), check('session_closures_kind', sql`${table.kind} in ('close', 'reopen')`)],
);

/**
 * What changed, for every instance's caches (lib/server/platform/changes): written in the transaction of
 * the change, announced by NOTIFY at its commit, read by an instance that missed the notification. Kept a
 * day (the hourly housekeeping deletes older rows).
 */
export const siteChanges = pgTable(
  'site_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    change: jsonb('change').$type<Record<string, unknown>>().notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('site_changes_recorded').on(table.recordedAt)],
);

/** The reports a park's day keeps (lib/server/reports/kept-days.ts). */
export const KEPT_REPORTS = ['sales', 'orders', 'delivered', 'refunds', 'occupancy', 'giftCards', 'giftCardOpening'] as const;
export type KeptReport = (typeof KEPT_REPORTS)[number];

/**
 * A park's report rows of one local day, kept once the day is over (lib/server/reports/kept-days.ts): used
 * while `version` is the day's version in report_day_versions and the park's time zone is `time_zone`.
 */
export const keptReportDays = pgTable(
  'kept_report_days',
  {
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id, { onDelete: 'cascade' }),
    report: text('report').$type<KeptReport>().notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    version: bigint('version', { mode: 'number' }).notNull(),
    rows: jsonb('rows').$type<unknown[]>().notNull(),
    keptAt: timestamp('kept_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.parkId, table.report, table.day] }), check('kept_report_days_report', sql`${table.report} in ('sales', 'orders', 'delivered', 'refunds', 'occupancy', 'giftCards', 'giftCardOpening')`)],
);

/**
 * How often what a local day's reports read has changed since it ended: bumped by the triggers of
 * migration 0034_kept_report_days for the three local days a changed row's time can fall on, only for days
 * ended over a day ago (a day's own sales never write here). No row: version 0.
 */
export const reportDayVersions = pgTable('report_day_versions', {
  day: date('day', { mode: 'string' }).primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A session's counts that only its bookings change (the day sheet's places by how their bookings stand, its
 * reservations to pay at the desk, and its riders' tally), kept by the reads that computed them (lib/server/day-sheet/kept-sessions.ts): used
 * while `changes` is the number of session_changes rows for the session (and for every session) the read
 * sees. That number only grows, and a snapshot sees a prefix of commits, so an equal number means the same
 * changes seen.
 */
export const keptSessionCounts = pgTable('kept_session_counts', {
  sessionId: uuid('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  changes: bigint('changes', { mode: 'number' }).notNull(),
  places: jsonb('places').$type<unknown[]>().notNull(),
  reservations: jsonb('reservations').$type<unknown[]>().notNull(),
  riders: jsonb('riders').$type<unknown>(),
});

/**
 * One row per write that changes what kept_session_counts keeps of a session (null: of every session, a
 * ticket type's or an activity's change), inserted by the triggers of migration 0035_kept_session_counts.
 * Insert only, so a sale's write waits for no other's; counted, never read row by row.
 */
export const sessionChanges = pgTable('session_changes', { sessionId: uuid('session_id') }, (table) => [index('session_changes_session').on(table.sessionId)]);

/**
 * A sold-out session's waiting list (issue #24; lib/server/waiting-lists): one row per visitor in the line,
 * in `position` order. When places come back, the head of the line is offered them (`offered`): a hold of
 * its places (holds, no cart yet) kept OFFER_MINUTES, and an emailed link whose token only the mail
 * carries (its sha256 is kept here, never the token). Claimed, the hold moves into the visitor's cart;
 * not claimed in time, the entry is expired and the next in line is offered. Changed only under the
 * session row's lock, as every hold is. A join is `unconfirmed` until its emailed link is followed
 * (only that token's sha256 kept), never offered, and lapses at `confirm_by`; its client address, mailbox
 * and mail domain are what its caps count and its offers' places count against.
 */
export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: generatedId(),
    /** The line's order: first come, first offered. */
    position: bigint('position', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id),
    /** The site the visitor joined on: the offer's mail is in its language, its link on its domain. */
    localeId: text('locale_id')
      .notNull()
      .references(() => locales.id),
    /** Lower case. */
    email: text('email').notNull(),
    places: integer('places').notNull(),
    status: text('status').$type<'unconfirmed' | 'waiting' | 'offered' | 'claimed' | 'expired' | 'left'>().notNull().default('waiting'),
    /** The joiner's client address (lib/server/platform/http/client-address.ts; an IPv6 /64), null when unknown: held on the offer's hold too. */
    clientAddress: text('client_address'),
    /** The mailbox and registrable domain of `email` (lib/domain/reservation-budget.ts), as reservations key them. */
    mailbox: text('mailbox').notNull(),
    mailDomain: text('mail_domain'),
    /** sha256 (hex) of the confirmation link's token; the token is only in the mail. */
    confirmTokenHash: text('confirm_token_hash').unique(),
    /** Unconfirmed past this, the join lapses (expired). */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** sha256 (hex) of the offer link's token. */
    offerTokenHash: text('offer_token_hash').unique(),
    offeredAt: timestamp('offered_at', { withTimezone: true }),
    offerExpiresAt: timestamp('offer_expires_at', { withTimezone: true }),
    /** The hold keeping the offered places (gone once they are sold or expired and swept). */
    holdId: uuid('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One place in the line per session and address while it awaits confirmation, waits or holds an offer.
    uniqueIndex('waiting_list_active_email')
      .on(table.sessionId, table.email)
      .where(sql`${table.status} in ('unconfirmed', 'waiting', 'offered')`),
    // The caps per mailbox and per client address count the active entries across all sessions.
    index('waiting_list_active_mailbox').on(table.mailbox).where(sql`${table.status} in ('unconfirmed', 'waiting', 'offered')`),
    index('waiting_list_active_address').on(table.clientAddress).where(sql`${table.status} in ('unconfirmed', 'waiting', 'offered')`),
    index('waiting_list_session_position').on(table.sessionId, table.position),
    // The worker's scan: sessions with someone waiting, and offers to expire.
    index('waiting_list_active').on(table.status, table.sessionId).where(sql`${table.status} in ('waiting', 'offered')`),
    // Deleting an expired hold sets its offer's hold_id null (lib/server/sessions/expired-holds.ts).
    index('waiting_list_hold').on(table.holdId).where(sql`${table.holdId} is not null`),
    check('waiting_list_places', sql`${table.places} between 1 and 50`),
    check('waiting_list_status', sql`${table.status} in ('unconfirmed', 'waiting', 'offered', 'claimed', 'expired', 'left')`),
  ],
);

/**
 * A park's waiver (release of liability), the agreement its riders sign: its text is versioned per
 * language (waiver_texts), and a signature names the exact version signed.
 */
export const waivers = pgTable('waivers', {
  id: text('id').primaryKey(),
  parkId: text('park_id')
    .notNull()
    .references(() => parks.id),
  /** Staff's own name for it (the back office's lists). */
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One version of a waiver's text in one language: never changed once written; a new text is a new version. */
export const waiverTexts = pgTable(
  'waiver_texts',
  {
    id: generatedId(),
    waiverId: text('waiver_id')
      .notNull()
      .references(() => waivers.id),
    language: text('language').$type<Language>().notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who wrote it: a staff member's email, or 'seed'. */
    createdBy: text('created_by').notNull(),
  },
  (table) => [uniqueIndex('waiver_texts_version').on(table.waiverId, table.language, table.version), check('waiver_texts_version_positive', sql`${table.version} > 0`)],
);

/**
 * A person a ticket carries: one per participant of its ticket type (`seat` 0…participants−1), named by
 * the buyer or by the rider through their own link (a signed link naming the row: lib/server/riders).
 * A move to another session carries its riders to the new ticket. Details are checked
 * against the activity's requirements on every change (lib/domain/riders.ts).
 */
export const riders = pgTable(
  'riders',
  {
    id: generatedId(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    /** Null until named: a personal link makes the row before its rider fills it in. */
    name: text('name'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    heightCm: integer('height_cm'),
    weightKg: integer('weight_kg'),
    answers: jsonb('answers').$type<Record<string, boolean>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('riders_ticket_seat').on(table.ticketId, table.seat), check('riders_seat', sql`${table.seat} >= 0`)],
);

/**
 * A signed waiver, a legal record: written once, never changed (a trigger refuses updates); a correction
 * is a new signature. `seal` is the sha256 over the text version, the rider's details and answers, the
 * signer, the time, the client address and user agent (lib/server/riders), so any later change shows.
 * Deleted only past the park's retention (`parks.waiver_retention_years`), by the worker, audited.
 */
export const waiverSignatures = pgTable(
  'waiver_signatures',
  {
    id: generatedId(),
    // Never deleted with its rider: only the retention worker deletes a signature.
    riderId: uuid('rider_id')
      .notNull()
      .references(() => riders.id),
    waiverTextId: uuid('waiver_text_id')
      .notNull()
      .references(() => waiverTexts.id),
    /** The rider's details as signed (name, date of birth, height, weight, answers). */
    rider: jsonb('rider').$type<Record<string, unknown>>().notNull(),
    signerName: text('signer_name').notNull(),
    /** Where the signer's PDF copy went; null when signed at the gate's kiosk without one. */
    signerEmail: text('signer_email'),
    /** A guardian signing for a minor: their relationship to the rider; null when the rider signs. */
    guardianRelationship: text('guardian_relationship'),
    /** The drawn signature as SVG path data, optional: the typed name alone signs. */
    drawing: text('drawing'),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull(),
    seal: text('seal').notNull(),
  },
  (table) => [
    index('waiver_signatures_rider').on(table.riderId, table.signedAt),
    index('waiver_signatures_signed_at').on(table.signedAt),
    // The waivers desk finds a rider's signatures by the words of their name as signed
    // (lib/server/riders/signature-desk.ts, migration 0040).
    index('waiver_signatures_rider_name_words').using('gin', nameWordsOf(sql`${table.rider}->>'name'`)).with({ fastupdate: 'off' }),
  ],
);

/**
 * A reseller selling a park's activities through the OCTO supplier API (lib/server/octo): its API key is
 * kept only as a sha256 (the key is shown once, when an owner makes it: lib/server/resellers), and a
 * revoked reseller's key opens nothing. Its bookings are orders whose channel is `reseller` and whose
 * channel_source is this row's id. `commission_percent` is what the reseller keeps of the retail price:
 * the net price it owes the park is the rest (lib/domain/reseller-price.ts).
 */
export const resellers = pgTable(
  'resellers',
  {
    id: generatedId(),
    parkId: text('park_id')
      .notNull()
      .references(() => parks.id),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The key's last four characters, for staff to tell keys apart. */
    keyHint: text('key_hint').notNull(),
    commissionPercent: integer('commission_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [
    index('resellers_park').on(table.parkId),
    check('resellers_commission_percent', sql`${table.commissionPercent} between 0 and 100`),
  ],
);
export type ResellerRow = typeof resellers.$inferSelect;

/**
 * A reseller's booking through the OCTO supplier API (lib/server/octo), beside its order (orders: places,
 * tickets, money, all written by lib/server/orders). It keeps what OCTO speaks of and the park's order
 * does not: the reseller's booking uuid (its idempotency key, also the order's), its reference and notes,
 * the OCTO contact as given, each unit item (its uuid, unit and ticket, and the retail and net price it
 * was sold at, fixed at the time), the commission it was sold under, and when the reseller confirmed
 * and cancelled it. Written in the transactions of the order's commands (their hooks), never apart.
 */
export const octoBookings = pgTable(
  'octo_bookings',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id),
    resellerId: uuid('reseller_id')
      .notNull()
      .references(() => resellers.id),
    uuid: text('uuid').notNull(),
    productId: text('product_id').notNull(),
    optionId: text('option_id').notNull(),
    resellerReference: text('reseller_reference'),
    notes: text('notes'),
    contact: jsonb('contact').$type<Partial<OctoContactInput>>().notNull().default({}),
    unitItems: jsonb('unit_items').$type<OctoUnitItemRow[]>().notNull().default([]),
    commissionPercent: integer('commission_percent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
  },
  (table) => [
    uniqueIndex('octo_bookings_reseller_uuid').on(table.resellerId, table.uuid),
    index('octo_bookings_reseller_reference').on(table.resellerId, table.resellerReference),
  ],
);

/** A unit item of a reseller's booking: one ticket, as OCTO names it and as it was priced. */
export interface OctoUnitItemRow {
  uuid: string;
  unitId: string;
  ticketId: string;
  resellerReference: string | null;
  /** The ticket's price on the session's day and what the reseller owes for it, minor units. */
  retail: number;
  net: number;
  contact?: Partial<OctoContactInput> | null;
}
export type OctoBookingRow = typeof octoBookings.$inferSelect;

/**
 * The devices that added a ticket's Apple Wallet pass and asked to hear of its changes (PassKit Web
 * Service, lib/server/wallet/web-service.ts): one row a device and pass. The serial is the ticket's id,
 * which a move keeps (it reissues the code in place: lib/server/orders/ticket-changes.ts).
 */
export const walletRegistrations = pgTable(
  'wallet_registrations',
  {
    deviceLibraryIdentifier: text('device_library_identifier').notNull(),
    passTypeIdentifier: text('pass_type_identifier').notNull(),
    serialNumber: uuid('serial_number')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    /** APNs token the device gave: what a push would be sent to (no push is sent: docs/architecture.md, "Wallet passes"). */
    pushToken: text('push_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.deviceLibraryIdentifier, table.passTypeIdentifier, table.serialNumber] }), index('wallet_registrations_serial').on(table.serialNumber)],
);

/**
 * What each registered pass last said (a fingerprint of its code, session and state) and since when:
 * the web service's "updated since" tag. A move or cancellation changes the ticket; the next time a
 * device asks, the new fingerprint is noticed and the pass dated now (lib/server/wallet/web-service.ts).
 */
export const walletPasses = pgTable('wallet_passes', {
  serialNumber: uuid('serial_number')
    .primaryKey()
    .references(() => tickets.id, { onDelete: 'cascade' }),
  fingerprint: text('fingerprint').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
