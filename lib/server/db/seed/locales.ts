import type { locales, parks } from '../schema';

type NewPark = typeof parks.$inferInsert;
type NewLocale = typeof locales.$inferInsert;

/** The fictional demo operator's parks. */
export const demoParks: NewPark[] = [
  { id: 'queenstown', name: 'Summit Rush Queenstown' },
  { id: 'hong-kong', name: 'Summit Rush Hong Kong' },
  { id: 'gold-coast', name: 'Summit Rush Gold Coast' },
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

/**
 * One locale per host domain. The domains are data: production domains are set here (or by the operator
 * in the database), never in code. `*.localhost` resolves to 127.0.0.1 in browsers, so the demo runs locally.
 */
export const demoLocales: NewLocale[] = [
  {
    id: 'global',
    parkId: null,
    title: 'Summit Rush Adventure Parks',
    showTile: false,
    longMenuTitle: 'Summit Rush Adventure Parks: choose your park',
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
  },
  {
    id: 'nz',
    parkId: 'queenstown',
    title: 'Summit Rush Queenstown',
    showTile: true,
    longMenuTitle: 'Queenstown, New Zealand',
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
  },
  {
    id: 'hk',
    parkId: 'hong-kong',
    title: 'Summit Rush Hong Kong',
    showTile: true,
    longMenuTitle: 'Hong Kong (English)',
    locale: 'en',
    domain: 'hk.localhost',
    hrefLang: 'en-HK',
    timeZone: 'Asia/Hong_Kong',
    currency: 'HKD',
    ...codes('HK'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/hong-kong">Book Summit Rush Hong Kong</a>',
    enableProgressiveCheckout: false,
    progressiveCheckoutCode: 'summitrush-hongkong',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/hong-kong',
    ...images('hk'),
    sortOrder: 2,
  },
  {
    id: 'zh-hk',
    parkId: 'hong-kong',
    title: '峰躍探險樂園 香港',
    showTile: true,
    longMenuTitle: '香港（繁體中文）',
    locale: 'zh-Hant',
    domain: 'zh.hk.localhost',
    hrefLang: 'zh-Hant-HK',
    timeZone: 'Asia/Hong_Kong',
    currency: 'HKD',
    ...codes('ZH'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/hong-kong?lang=zh-Hant">預訂峰躍探險樂園香港</a>',
    enableProgressiveCheckout: false,
    progressiveCheckoutCode: 'summitrush-hongkong-zh',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/hong-kong?lang=zh-Hant',
    ...images('hk'),
    sortOrder: 3,
  },
  {
    id: 'au',
    parkId: 'gold-coast',
    title: 'Summit Rush Gold Coast',
    showTile: true,
    longMenuTitle: 'Gold Coast, Australia',
    locale: 'en',
    domain: 'au.localhost',
    hrefLang: 'en-AU',
    timeZone: 'Australia/Brisbane',
    currency: 'AUD',
    ...codes('AU'),
    bookingEnabled: true,
    bookingEmbedCode: '<a href="https://bookings.summitrush.example/gold-coast">Book Summit Rush Gold Coast</a>',
    // This park sells through ROLLER's progressive checkout overlay (GATEWAYS.md, Roller).
    enableProgressiveCheckout: true,
    progressiveCheckoutCode: 'summitrush-goldcoast',
    externalBookingSiteUrl: 'https://bookings.summitrush.example/gold-coast',
    ...images('au'),
    sortOrder: 4,
  },
];
