import type { locales, parks } from '../lib/server/platform/db/schema';
import { DEMO_PARTNER_ORIGIN } from './partner-page';
import { demoWalletSettings } from './wallet-certificates';

type NewPark = typeof parks.$inferInsert;
type NewLocale = typeof locales.$inferInsert;

/**
 * What visitors may change themselves on their My booking page (issue #24), as the cancellation policy
 * below says in words: move up to 24 hours before, cancel up to 48 hours before, the money back to the
 * payment or, as the visitor prefers, onto a gift voucher with 10% on top.
 */
const SELF_SERVICE = { rescheduleHoursBefore: 24, cancelHoursBefore: 48, cancelRefundTo: 'choice', giftCardBonusPercent: 10, cheaperDifferenceTo: 'original' } as const;

/**
 * Wallet passes with the demo's own test certificates (demo/wallet-certificates.ts): the settings name the
 * variables the launcher sets; the passes open in the demo but install on no real phone.
 */
const WALLET = { walletSettings: demoWalletSettings() };

/** The demo's partner site (demo/partner-page.ts), which may embed the booking widget of these parks (docs/widget.md). */
const PARTNERS = { widgetOrigins: [DEMO_PARTNER_ORIGIN] };

/**
 * Group bookings (lib/domain/group-booking.ts) from 25 people (more than a cart's 20 of anyone else): Queenstown asks a quarter down and the rest
 * 14 days before the visit, keeping an unpaid group's places for staff to follow up; Hong Kong asks HK$100
 * a person and the rest a week before, releasing the places of a group that has not paid by then.
 */
const QUEENSTOWN_GROUPS = {
  groupRules: { minPeople: 25, depositKind: 'percent', depositValue: 25, balanceDaysBefore: 14, duePolicy: 'keep' },
  invoiceDetails: { businessName: 'Summit Rush Queenstown Ltd', businessAddress: '1 Skyline Access Road, Queenstown 9300, New Zealand', taxNumber: '123-456-789', taxLabel: 'GST', taxBasisPoints: 1500 },
} as const satisfies Partial<NewPark>;
const HONG_KONG_GROUPS = {
  groupRules: { minPeople: 25, depositKind: 'per_person', depositValue: 10_000, balanceDaysBefore: 7, duePolicy: 'release' },
  invoiceDetails: { businessName: 'Summit Rush Hong Kong Limited', businessAddress: '88 Peak Road, The Peak, Hong Kong', taxNumber: 'BR 12345678', taxLabel: '', taxBasisPoints: 0 },
} as const satisfies Partial<NewPark>;

/** The fictional demo operator's parks. */
export const demoParks: NewPark[] = [
  { id: 'queenstown', name: 'Summit Rush Queenstown', ...SELF_SERVICE, ...PARTNERS, ...WALLET, ...QUEENSTOWN_GROUPS },
  { id: 'hong-kong', name: 'Summit Rush Hong Kong', ...SELF_SERVICE, ...PARTNERS, ...WALLET, ...HONG_KONG_GROUPS },
  { id: 'gold-coast', name: 'Summit Rush Gold Coast', ...SELF_SERVICE, ...WALLET },
  // Rotorua refunds only to the original payment, with no bonus: the other way a park may choose.
  { id: 'rotorua', name: 'Summit Rush Rotorua', ...SELF_SERVICE, cancelRefundTo: 'original', giftCardBonusPercent: 0, ...WALLET },
];

const codes = (suffix: string) => ({
  googleAnalyticsCode: [`G-SR${suffix}0001`],
  googleTagManagerCode: [`GTM-SR${suffix}01`],
  hubspotCode: [`4${suffix.charCodeAt(0)}${suffix.charCodeAt(1)}001`],
  facebookCode: [`10000${suffix.charCodeAt(0)}${suffix.charCodeAt(1)}000001`],
});

const images = (prefix: string) => ({
  imageId: `${prefix}-hero`,
  imageMobileId: `${prefix}-mobile`,
  checkoutImageId: `${prefix}-checkout`,
});

/** The cancellation policy checkout shows beside the order (the terms page says it in full; demo/content/policies.ts). */
const CANCELLATION_EN = 'Move a booking free of charge up to 24 hours before its session. Cancellations more than 48 hours before are refunded in full; later ones are not refundable.';
const CANCELLATION_ZH = '於場次開始前24小時或以前可免費改期。於場次開始前48小時以前取消可獲全數退款；其後取消恕不退款。';

/**
 * The chooser's names (longMenuTitles) are in each language a page may show them in; a site of one
 * language of a park that speaks two is named in its own language on every page (Hong Kong (English),
 * 香港（繁體中文）), as a reader looks for their language by its own name.
 *
 * One locale per host domain. The domains are data: production domains are set here (or by the operator
 * in the database), never in code. `*.localhost` resolves to 127.0.0.1 in browsers, so the demo runs locally.
 */
export const demoLocales: NewLocale[] = [
  {
    id: 'global',
    parkId: null,
    title: 'Summit Rush Adventure Parks',
    showTile: false,
    longMenuTitles: { en: 'Summit Rush Adventure Parks: choose your park', 'zh-Hant': '峰躍探險樂園：選擇樂園' },
    locale: 'en',
    domain: 'localhost',
    hrefLang: 'x-default',
    timeZone: 'Pacific/Auckland',
    currency: 'NZD',
    ...codes('GL'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/">Book with Summit Rush</a>',
    enableProgressiveCheckout: false,
    progressiveCheckoutCode: 'summitrush-global',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/',
    ...images('global'),
    sortOrder: 0,
    // No venue-hire inbox: enquiries go to each park's events team, on the park's own site.
    cancellationPolicy: CANCELLATION_EN,
  },
  {
    id: 'nz',
    parkId: 'queenstown',
    title: 'Summit Rush Queenstown',
    showTile: true,
    longMenuTitles: { en: 'Queenstown, New Zealand', 'zh-Hant': '新西蘭皇后鎮' },
    locale: 'en',
    domain: 'nz.localhost',
    hrefLang: 'en-NZ',
    timeZone: 'Pacific/Auckland',
    currency: 'NZD',
    ...codes('NZ'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/queenstown">Book Summit Rush Queenstown</a>',
    enableProgressiveCheckout: false,
    progressiveCheckoutCode: 'summitrush-queenstown',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/queenstown',
    ...images('nz'),
    sortOrder: 1,
    venueHireEmail: 'events.queenstown@summitrush.example',
    cancellationPolicy: CANCELLATION_EN,
    address: '88 Skyline Road, Queenstown 9300, New Zealand',
  },
  {
    id: 'hk',
    parkId: 'hong-kong',
    title: 'Summit Rush Hong Kong',
    showTile: true,
    longMenuTitles: { en: 'Hong Kong (English)' },
    locale: 'en',
    domain: 'hk.localhost',
    hrefLang: 'en-HK',
    timeZone: 'Asia/Hong_Kong',
    currency: 'HKD',
    giftPresetAmounts: [50000, 100000, 150000, 200000],
    giftMinAmount: 20000,
    giftMaxAmount: 500000,
    ...codes('HK'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/hong-kong">Book Summit Rush Hong Kong</a>',
    enableProgressiveCheckout: false,
    progressiveCheckoutCode: 'summitrush-hongkong',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/hong-kong',
    ...images('hk'),
    sortOrder: 2,
    venueHireEmail: 'events.hongkong@summitrush.example',
    cancellationPolicy: CANCELLATION_EN,
    address: '1 Summit Path, Lantau Island, Hong Kong',
  },
  {
    id: 'zh-hk',
    parkId: 'hong-kong',
    title: '峰躍探險樂園 香港',
    showTile: true,
    longMenuTitles: { en: '香港（繁體中文）' },
    locale: 'zh-Hant',
    domain: 'zh.hk.localhost',
    hrefLang: 'zh-Hant-HK',
    timeZone: 'Asia/Hong_Kong',
    currency: 'HKD',
    giftPresetAmounts: [50000, 100000, 150000, 200000],
    giftMinAmount: 20000,
    giftMaxAmount: 500000,
    ...codes('ZH'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/hong-kong?lang=zh-Hant">預訂峰躍探險樂園香港</a>',
    enableProgressiveCheckout: false,
    progressiveCheckoutCode: 'summitrush-hongkong-zh',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/hong-kong?lang=zh-Hant',
    ...images('hk'),
    sortOrder: 3,
    venueHireEmail: 'events.hongkong@summitrush.example',
    cancellationPolicy: CANCELLATION_ZH,
    address: '香港大嶼山峰頂徑1號',
  },
  {
    id: 'au',
    parkId: 'gold-coast',
    title: 'Summit Rush Gold Coast',
    showTile: true,
    longMenuTitles: { en: 'Gold Coast, Australia', 'zh-Hant': '澳洲黃金海岸' },
    locale: 'en',
    domain: 'au.localhost',
    hrefLang: 'en-AU',
    timeZone: 'Australia/Brisbane',
    currency: 'AUD',
    ...codes('AU'),
    // This park does not sell here: Book leads to its external booking site.
    bookingEnabled: false,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/gold-coast">Book Summit Rush Gold Coast</a>',
    enableProgressiveCheckout: false,
    progressiveCheckoutCode: 'summitrush-goldcoast',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/gold-coast',
    ...images('au'),
    sortOrder: 4,
    venueHireEmail: 'events.goldcoast@summitrush.example',
    cancellationPolicy: CANCELLATION_EN,
    address: '12 Rainforest Drive, Gold Coast QLD 4217, Australia',
  },
  {
    id: 'rotorua',
    parkId: 'rotorua',
    title: 'Summit Rush Rotorua',
    showTile: true,
    longMenuTitles: { en: 'Rotorua, New Zealand', 'zh-Hant': '新西蘭羅托魯瓦' },
    locale: 'en',
    domain: 'rotorua.localhost',
    hrefLang: 'en-NZ',
    timeZone: 'Pacific/Auckland',
    currency: 'NZD',
    ...codes('RO'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/rotorua">Book Summit Rush Rotorua</a>',
    // This park sells through ROLLER's progressive checkout overlay, opened with this code.
    enableProgressiveCheckout: true,
    progressiveCheckoutCode: 'summitrush-rotorua',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/rotorua',
    ...images('ro'),
    sortOrder: 5,
    venueHireEmail: 'events.rotorua@summitrush.example',
    cancellationPolicy: CANCELLATION_EN,
    address: '5 Redwood Lane, Rotorua 3010, New Zealand',
  },
];
