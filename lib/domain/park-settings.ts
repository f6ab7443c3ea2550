import { boolean, object, string, type InferType } from 'yup';
import { isHostName } from './host';
import { DEFAULT_OFFLINE_UNKNOWN_TICKETS, OFFLINE_UNKNOWN_TICKETS, type OfflineUnknownTickets } from './offline-check-in';
import { LANGUAGES, type Language } from './language';
import { DEFAULT_RESERVATION_SHARE_PERCENT, RESERVATION_SHARE_MAX, RESERVATION_SHARE_MIN } from './reservation-budget';
import { DEFAULT_RESERVATION_RELEASE_MINUTES, RESERVATION_RELEASE_MAX, RESERVATION_RELEASE_MIN } from './reservation-release';
import { DEFAULT_WAIVER_RETENTION_YEARS, WAIVER_RETENTION_MAX, WAIVER_RETENTION_MIN } from './waiver-desk';
import { GIFT_CARD_BONUS_MAX, POLICY_HOURS_MAX, type CancelRefundTo, type RefundTo } from './self-service';
import { typedWidgetOrigins, widgetOrigin, widgetOriginList, WIDGET_ORIGINS_MAX } from './widget';
import { GOOGLE_ISSUER_ID, PASS_TYPE_IDENTIFIER, TEAM_IDENTIFIER } from './wallet';
import { GROUP_BALANCE_DAYS_MAX, GROUP_DEPOSIT_KINDS, GROUP_DUE_POLICIES, GROUP_MIN_PEOPLE_MAX, GROUP_MIN_PEOPLE_MIN, type GroupDepositKind, type GroupDuePolicy } from './group-booking';

/*
 * Park (locale) settings and payment gateways in the back office (issue #23). The forms' yup rules run in
 * the browser (react-hook-form) and again on the server over what the API received (validateForm); their
 * messages are keys of locales/<lng>/admin.json (settings.validation.*). Pure: what the server knows (the
 * site's images, whether a domain is taken, whether the park has prices) is checked by the service.
 */

/** Each section of the settings screen is saved on its own. */
export const SETTINGS_SECTIONS = ['site', 'analytics', 'booking', 'checkout', 'widget', 'accounting', 'wallet', 'groups'] as const;
export type SettingsSection = (typeof SETTINGS_SECTIONS)[number];

const trimmed = () => string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));

export { isHostName } from './host';

/** A BCP 47 tag (what hreflang takes), or x-default: the page for visitors whose language no site has. */
export function isHrefLang(value: string): boolean {
  if (value === 'x-default') return true;
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false;
  }
}

/** An ISO 4217 code this runtime knows (its ICU data: Node's and the browser's). */
export function isCurrency(value: string): boolean {
  if (!/^[A-Z]{3}$/.test(value)) return false;
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('currency') : null;
  return known ? known.includes(value) : true;
}

/** An IANA time zone (aliases such as Asia/Calcutta included): what Intl accepts is what the site formats with. */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/**
 * Each tracker's code as its vendor writes it (the site puts it into a script URL; lib/domain/trackers.ts
 * also drops anything else): a tag manager container GTM-XXXX, a GA4 measurement id G-XXXX, a HubSpot
 * portal id (digits), a Meta pixel id (digits).
 */
export const TRACKER_FORMATS = {
  googleTagManagerCode: /^GTM-[A-Z0-9]{4,12}$/,
  googleAnalyticsCode: /^G-[A-Z0-9]{4,16}$/,
  hubspotCode: /^\d{3,12}$/,
  facebookCode: /^\d{6,20}$/,
} as const;
export type TrackerField = keyof typeof TRACKER_FORMATS;
export const TRACKER_FIELDS = Object.keys(TRACKER_FORMATS) as TrackerField[];
/** Codes per tracker: a few containers or accounts, never a list that slows every page. */
export const TRACKER_CODES_MAX = 5;

/** Codes as typed ("GTM-AB12, GTM-CD34" or one per line) or as the API sends them (a list): once each. */
export const codeList = (value: unknown): string[] => {
  const list = typeof value === 'string' ? value.split(/[\s,;]+/) : Array.isArray(value) ? value.map(String) : [];
  return [...new Set(list.map((code) => code.trim()).filter(Boolean))];
};

const trackerCodes = (field: TrackerField) =>
  trimmed()
    .default('')
    .test('format', { key: `settings.validation.${field}` }, (value) => codeList(value).every((code) => TRACKER_FORMATS[field].test(code)))
    .test('count', { key: 'settings.validation.codesMax', max: TRACKER_CODES_MAX }, (value) => codeList(value).length <= TRACKER_CODES_MAX);

const httpsUrl = (value: string): boolean => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && Boolean(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
};

/** The booking embed code's largest size: a link or a button, not a page. */
export const EMBED_CODE_MAX = 2000;
export const TITLE_MAX = 120;
export const POLICY_MAX = 2000;
export const ADDRESS_MAX = 300;

/** A cutoff in whole hours before a session, up to POLICY_HOURS_MAX; empty: the change is not offered. */
const hoursField = () =>
  trimmed()
    .default('')
    .test('hours', { key: 'settings.validation.hours', max: POLICY_HOURS_MAX }, (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) <= POLICY_HOURS_MAX));

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Site: names, host, language and the park's money and clock. */
export const siteSchema = object({
  title: trimmed().required({ key: 'settings.validation.titleRequired' }).max(TITLE_MAX, { key: 'settings.validation.tooLong', max: TITLE_MAX }),
  // The chooser's name in each language (LocalizedText): the English required, the Chinese optional (Chinese pages then show the English).
  longMenuTitle: object({
    en: trimmed().default('').required({ key: 'settings.validation.titleRequired' }).max(TITLE_MAX, { key: 'settings.validation.tooLong', max: TITLE_MAX }),
    zhHant: trimmed().default('').max(TITLE_MAX, { key: 'settings.validation.tooLong', max: TITLE_MAX }),
  }),
  domain: trimmed()
    .lowercase()
    .required({ key: 'settings.validation.domainRequired' })
    .test('host', { key: 'settings.validation.domain' }, (value) => !value || isHostName(value)),
  hrefLang: trimmed().required({ key: 'settings.validation.hrefLangRequired' }).test('bcp47', { key: 'settings.validation.hrefLang' }, (value) => !value || isHrefLang(value)),
  language: trimmed()
    .required({ key: 'settings.validation.language' })
    .oneOf([...LANGUAGES], { key: 'settings.validation.language' }),
  currency: trimmed()
    .uppercase()
    .required({ key: 'settings.validation.currencyRequired' })
    .test('iso4217', { key: 'settings.validation.currency' }, (value) => !value || isCurrency(value)),
  timeZone: trimmed()
    .required({ key: 'settings.validation.timeZoneRequired' })
    .test('iana', { key: 'settings.validation.timeZone' }, (value) => !value || isTimeZone(value)),
});
export type SiteValues = InferType<typeof siteSchema>;

export const ENV_NAME = /^[A-Z_][A-Z0-9_]*$/;
/**
 * The site's own configuration (.env.example): never a gateway's credential. A gateway sends its
 * credential to its provider, so naming DATABASE_URL or TICKET_SIGNING_SECRET would hand that secret over.
 */
export const RESERVED_ENV_NAMES: ReadonlySet<string> = new Set([
  'NODE_ENV', 'PORT', 'PROCESS_ROLE', 'PUBLIC_SCHEME', 'PUBLIC_PORT', 'ADMIN_HOST', 'TICKET_SIGNING_SECRET', 'DATABASE_URL',
  'DATABASE_POOL_SIZE', 'DATABASE_PREPARED_STATEMENTS', 'DATA_DIR', 'EMBEDDED_POSTGRES_PORT', 'SMTP_URL', 'MAIL_FROM', 'MAIL_FILES', 'DEMO', 'MAILBOX',
  'PAYMENT_PROVIDER_ORIGINS', 'PROGRESSIVE_CHECKOUT_SCRIPT_URL', 'GRAPHQL_INTROSPECTION', 'TRUST_PROXY', 'SENTRY_DSN',
  'NEXT_PUBLIC_SENTRY_DSN', 'SENTRY_RELEASE', 'RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY', 'PATH', 'HOME',
]);
export const CREDENTIAL_FIELDS = ['secretEnv', 'privateKeyEnv', 'publicKeyEnv'] as const;
export type CredentialField = (typeof CREDENTIAL_FIELDS)[number];

const envName = () =>
  trimmed()
    .default('')
    .test('name', { key: 'settings.validation.envName' }, (value) => !value || (ENV_NAME.test(value) && value.length <= 100))
    .test('reserved', { key: 'settings.validation.envReserved' }, (value) => !value || !RESERVED_ENV_NAMES.has(value));

/** Analytics: each tracker's codes, several per field, typed separated by commas or lines. */
export const analyticsSchema = object({
  googleTagManagerCode: trackerCodes('googleTagManagerCode'),
  googleAnalyticsCode: trackerCodes('googleAnalyticsCode'),
  hubspotCode: trackerCodes('hubspotCode'),
  facebookCode: trackerCodes('facebookCode'),
  /**
   * Server-side conversions (lib/domain/conversions.ts): the environment variables holding GA4's API
   * secret and Meta's access token, named as a gateway's credentials are (owners only); empty, none.
   */
  ga4ApiSecretEnv: envName(),
  metaAccessTokenEnv: envName(),
});
export type AnalyticsValues = InferType<typeof analyticsSchema>;

/**
 * Booking: on (this site's own booking flow) or off (Book leads to the external booking site or shows the
 * embed code), and ROLLER's progressive checkout with its code. The embed code is HTML that the site
 * sanitises where it shows it (lib/server/locales/resolvers.ts); here it is only limited in size.
 */
export const bookingSchema = object({
  bookingEnabled: boolean().default(true),
  bookingEmbedCode: string().default('').max(EMBED_CODE_MAX, { key: 'settings.validation.tooLong', max: EMBED_CODE_MAX }),
  externalBookingSiteUrl: trimmed()
    .default('')
    .test('https', { key: 'settings.validation.https' }, (value) => !value || httpsUrl(value)),
  enableProgressiveCheckout: boolean().default(false),
  progressiveCheckoutCode: trimmed()
    .default('')
    .test('code', { key: 'settings.validation.progressiveCode' }, (value) => !value || /^[A-Za-z0-9_-]{1,64}$/.test(value))
    .test('needed', { key: 'settings.validation.progressiveCodeRequired' }, function (value) {
      return !(this.parent as { enableProgressiveCheckout?: boolean }).enableProgressiveCheckout || Boolean(value);
    }),
});
export type BookingValues = InferType<typeof bookingSchema>;

/**
 * Checkout and policies: the checkout's image (one of the site's images, or none), the park's reservation
 * policy (pay-on-arrival places kept only once the visitor confirms by email, at most a share of each
 * session kept by reservations not yet paid, and released when nobody came by so many minutes after it began), the cancellation policy
 * shown at checkout (plain text, the site's language), and the venue-hire inbox (an address, or empty: no
 * enquiry form).
 */
export const checkoutSchema = object({
  checkoutImageId: trimmed().default(''),
  reservationConfirmation: boolean().default(true),
  // The most of each session unpaid pay-on-arrival reservations may keep (lib/domain/reservation-budget.ts), a whole percent as typed.
  reservationSharePercent: trimmed()
    .default(String(DEFAULT_RESERVATION_SHARE_PERCENT))
    .test(
      'percent',
      { key: 'settings.validation.reservationShare', min: RESERVATION_SHARE_MIN, max: RESERVATION_SHARE_MAX },
      (value) => /^\d{1,3}$/.test(value) && Number(value) >= RESERVATION_SHARE_MIN && Number(value) <= RESERVATION_SHARE_MAX,
    ),
  // Minutes after its first session starts that a reservation nobody came for keeps its places (lib/domain/reservation-release.ts).
  reservationReleaseMinutes: trimmed()
    .default(String(DEFAULT_RESERVATION_RELEASE_MINUTES))
    .test(
      'minutes',
      { key: 'settings.validation.reservationRelease', min: RESERVATION_RELEASE_MIN, max: RESERVATION_RELEASE_MAX },
      (value) => /^\d{1,4}$/.test(value) && Number(value) >= RESERVATION_RELEASE_MIN && Number(value) <= RESERVATION_RELEASE_MAX,
    ),
  cancellationPolicy: trimmed().default('').max(POLICY_MAX, { key: 'settings.validation.tooLong', max: POLICY_MAX }),
  venueHireEmail: trimmed()
    .default('')
    .max(254, { key: 'settings.validation.email' })
    .test('email', { key: 'settings.validation.email' }, (value) => !value || EMAIL.test(value)),
  // Where the park is (issue #24: the My booking page, the tickets' PDF, the calendar file).
  address: trimmed().default('').max(ADDRESS_MAX, { key: 'settings.validation.tooLong', max: ADDRESS_MAX }),
  mapUrl: trimmed()
    .default('')
    .test('https', { key: 'settings.validation.https' }, (value) => !value || httpsUrl(value)),
  // What visitors may change themselves (lib/domain/self-service.ts): hours as typed, empty for "not offered".
  rescheduleHoursBefore: hoursField(),
  cancelHoursBefore: hoursField(),
  cancelRefundTo: string<CancelRefundTo>().default('choice').oneOf(['original', 'gift_card', 'choice'], { key: 'settings.validation.choice' }),
  giftCardBonusPercent: trimmed()
    .default('0')
    .test('percent', { key: 'settings.validation.bonus', max: GIFT_CARD_BONUS_MAX }, (value) => /^\d{1,2}$/.test(value) && Number(value) <= GIFT_CARD_BONUS_MAX),
  cheaperDifferenceTo: string<RefundTo>().default('original').oneOf(['original', 'gift_card'], { key: 'settings.validation.choice' }),
  // What an offline scanner does with a signed code its list lacks (lib/domain/offline-check-in.ts).
  offlineUnknownTickets: string<OfflineUnknownTickets>().default(DEFAULT_OFFLINE_UNKNOWN_TICKETS).oneOf([...OFFLINE_UNKNOWN_TICKETS], { key: 'settings.validation.choice' }),
  // Whole years a signed waiver is kept before the worker deletes it (lib/server/riders/waiver-retention.ts).
  waiverRetentionYears: trimmed()
    .default(String(DEFAULT_WAIVER_RETENTION_YEARS))
    .test(
      'years',
      { key: 'settings.validation.waiverRetention', min: WAIVER_RETENTION_MIN, max: WAIVER_RETENTION_MAX },
      (value) => /^\d{1,2}$/.test(value) && Number(value) >= WAIVER_RETENTION_MIN && Number(value) <= WAIVER_RETENTION_MAX,
    ),
});
export type CheckoutValues = InferType<typeof checkoutSchema>;

/**
 * The booking widget (lib/domain/widget.ts, docs/widget.md): the partner sites allowed to embed the park's
 * booking, each an origin (https://partner.example), one a line as typed. The whole park's: every site of
 * it takes the same list.
 */
export const widgetSchema = object({
  widgetOrigins: trimmed()
    .default('')
    .test('origin', { key: 'settings.validation.widgetOrigin' }, (value) => typedWidgetOrigins(value).every((entry) => widgetOrigin(entry) !== null))
    .test('count', { key: 'settings.validation.widgetOriginsMax', max: WIDGET_ORIGINS_MAX }, (value) => widgetOriginList(value).length <= WIDGET_ORIGINS_MAX),
});
export type WidgetValues = InferType<typeof widgetSchema>;

/** A Xero account code: up to 10 letters, digits, dots, dashes or underscores (Xero's own limit is 10). */
export const ACCOUNT_CODE = /^[A-Za-z0-9._-]{1,10}$/;
export const TAX_RATE_MAX = 50;
const accountCode = () => trimmed().default('').test('code', { key: 'settings.validation.accountCode' }, (value) => ACCOUNT_CODE.test(value ?? ''));

/**
 * The park's accounts as its accounting package names them (the reports' Xero export, lib/server/reports):
 * the park's, as every site of it sells into the same books.
 */
export const accountingSchema = object({
  accountSales: accountCode(),
  accountClearing: accountCode(),
  accountGiftCardLiability: accountCode(),
  accountDeferredRevenue: accountCode(),
  accountRefunds: accountCode(),
  accountTaxRate: trimmed().default('').test('taxRate', { key: 'settings.validation.taxRate', max: TAX_RATE_MAX }, (value) => Boolean(value) && (value ?? '').length <= TAX_RATE_MAX),
});
export type AccountingValues = InferType<typeof accountingSchema>;

const walletId = (pattern: RegExp, key: string) => trimmed().default('').test(key, { key: `settings.validation.${key}` }, (value) => !value || pattern.test(value));

/**
 * Wallet passes for tickets (lib/domain/wallet.ts): the park's Apple Pass Type ID and team, Google Wallet
 * issuer, and the NAMES of the environment variables holding their certificates and keys, validated as a
 * gateway's credentials' names are (owners only, never the site's own configuration). The whole park's.
 */
export const walletSchema = object({
  applePassTypeIdentifier: walletId(PASS_TYPE_IDENTIFIER, 'passTypeIdentifier'),
  appleTeamIdentifier: walletId(TEAM_IDENTIFIER, 'teamIdentifier'),
  appleCertificateEnv: envName(),
  appleKeyEnv: envName(),
  appleKeyPassphraseEnv: envName(),
  appleWwdrEnv: envName(),
  googleIssuerId: walletId(GOOGLE_ISSUER_ID, 'issuerId'),
  googleServiceAccountEnv: envName(),
});
export type WalletValues = InferType<typeof walletSchema>;

/** A deposit per person as typed: a plain amount with at most two decimals ("10", "12.50"); the server reads it in the park's currency. */
export const DEPOSIT_AMOUNT = /^\d{1,7}(?:\.\d{1,2})?$/;
export const INVOICE_TEXT_MAX = 300;
/** A tax rate above this is a typing mistake. */
export const TAX_PERCENT_MAX = 50;

const wholeIn = (value: string | undefined, min: number, max: number, digits: number) => new RegExp(`^\\d{1,${digits}}$`).test(value ?? '') && Number(value) >= min && Number(value) <= max;

/**
 * Group bookings (lib/domain/group-booking.ts) and the invoice a group gets: on or off, the group size
 * (people), the deposit (a whole percent, or an amount per person as typed), the days before the visit the
 * balance is due, what happens to a group whose balance is unpaid by then, and the business details and
 * tax line the invoice prints. The whole park's.
 */
export const groupsSchema = object({
  groupsEnabled: boolean().default(false),
  groupMinPeople: trimmed()
    .default('15')
    .test('groupSize', { key: 'settings.validation.groupSize', min: GROUP_MIN_PEOPLE_MIN, max: GROUP_MIN_PEOPLE_MAX }, (value) => wholeIn(value, GROUP_MIN_PEOPLE_MIN, GROUP_MIN_PEOPLE_MAX, 3)),
  groupDepositKind: string<GroupDepositKind>().default('percent').oneOf([...GROUP_DEPOSIT_KINDS], { key: 'settings.validation.choice' }),
  groupDepositValue: trimmed()
    .default('25')
    .test('deposit', { key: 'settings.validation.deposit', max: 100 }, function (value) {
      const kind = (this.parent as { groupDepositKind?: GroupDepositKind }).groupDepositKind;
      return kind === 'per_person' ? DEPOSIT_AMOUNT.test(value ?? '') && Number(value) > 0 : wholeIn(value, 1, 100, 3);
    }),
  groupBalanceDaysBefore: trimmed()
    .default('14')
    .test('days', { key: 'settings.validation.balanceDays', max: GROUP_BALANCE_DAYS_MAX }, (value) => wholeIn(value, 0, GROUP_BALANCE_DAYS_MAX, 3)),
  groupDuePolicy: string<GroupDuePolicy>().default('keep').oneOf([...GROUP_DUE_POLICIES], { key: 'settings.validation.choice' }),
  invoiceBusinessName: trimmed()
    .default('')
    .max(TITLE_MAX, { key: 'settings.validation.tooLong', max: TITLE_MAX })
    .test('needed', { key: 'settings.validation.businessNameRequired' }, function (value) {
      return !(this.parent as { groupsEnabled?: boolean }).groupsEnabled || Boolean(value);
    }),
  invoiceBusinessAddress: trimmed().default('').max(INVOICE_TEXT_MAX, { key: 'settings.validation.tooLong', max: INVOICE_TEXT_MAX }),
  invoiceTaxNumber: trimmed().default('').max(TAX_RATE_MAX, { key: 'settings.validation.tooLong', max: TAX_RATE_MAX }),
  invoiceTaxLabel: trimmed().default('').max(TAX_RATE_MAX, { key: 'settings.validation.tooLong', max: TAX_RATE_MAX }),
  invoiceTaxPercent: trimmed()
    .default('0')
    .test('tax', { key: 'settings.validation.taxPercent', max: TAX_PERCENT_MAX }, (value) => {
      const points = feeBasisPoints(value ?? '');
      return points !== null && points <= TAX_PERCENT_MAX * 100;
    }),
});
export type GroupsValues = InferType<typeof groupsSchema>;

/** Hours as the form keeps them ('' not offered, '24') and as the park stores them (null, 24). */
export const storedHours = (typed: string): number | null => (typed.trim() === '' ? null : Number(typed));
export const typedHours = (hours: number | null): string => (hours === null ? '' : String(hours));

export const SECTION_SCHEMAS = { site: siteSchema, analytics: analyticsSchema, booking: bookingSchema, checkout: checkoutSchema, widget: widgetSchema, accounting: accountingSchema, wallet: walletSchema, groups: groupsSchema } as const;

/** A credit-card fee above this is a typing mistake, not a fee. */
export const FEE_PERCENT_MAX = 10;

/** A percentage as typed ("2.5", "0") in basis points (250), by its digits: never floating point. */
export function feeBasisPoints(typed: string): number | null {
  const match = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(typed.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Basis points as the form shows them: 250 → "2.5", 200 → "2", 0 → "0". */
export const feePercent = (basisPoints: number): string => {
  const whole = Math.floor(basisPoints / 100);
  const rest = basisPoints % 100;
  return rest ? `${whole}.${String(rest).padStart(2, '0').replace(/0$/, '')}` : String(whole);
};

const gatewayText = (max: number, required: boolean) => {
  const rule = trimmed().default('').max(max, { key: 'settings.validation.tooLong', max });
  return required ? rule.required({ key: 'settings.validation.titleRequired' }) : rule;
};

/**
 * A payment gateway: on or off, its card fee (a percentage), its words in each language (the API's
 * LocalizedText: the English title required, the Chinese optional, checkout then showing the English),
 * its credentials' names.
 */
export const gatewaySchema = object({
  enabled: boolean().default(true),
  feePercent: trimmed()
    .default('0')
    .test('fee', { key: 'settings.validation.fee', max: FEE_PERCENT_MAX }, (value) => {
      const points = feeBasisPoints(value ?? '');
      return points !== null && points <= FEE_PERCENT_MAX * 100;
    }),
  title: object({ en: gatewayText(TITLE_MAX, true), zhHant: gatewayText(TITLE_MAX, false) }),
  description: object({
    en: gatewayText(500, false),
    // A Chinese description with no Chinese title would show under the English one: from[1] is the whole form.
    zhHant: gatewayText(500, false).test('zhTitle', { key: 'settings.validation.zhTitle' }, function (value) {
      return !value || Boolean((this.from?.[1]?.value as { title?: { zhHant?: string } } | undefined)?.title?.zhHant);
    }),
  }),
  secretEnv: envName(),
  privateKeyEnv: envName(),
  publicKeyEnv: envName(),
});
export type GatewayValues = InferType<typeof gatewaySchema>;

/*
 * A problem as the staff API types it (lib/server/park-settings/staff.graphql SettingsProblem): the field,
 * for a text in each language which language's, and a code; and back to the message key the screens show.
 */

/** The fields of the settings' forms (the site's sections and a gateway's), and `form`: the whole. */
export const SETTINGS_FIELDS = [
  ...(Object.keys(siteSchema.fields) as (keyof SiteValues)[]),
  ...(Object.keys(analyticsSchema.fields) as (keyof AnalyticsValues)[]),
  ...(Object.keys(bookingSchema.fields) as (keyof BookingValues)[]),
  ...(Object.keys(checkoutSchema.fields) as (keyof CheckoutValues)[]),
  ...(Object.keys(widgetSchema.fields) as (keyof WidgetValues)[]),
  ...(Object.keys(accountingSchema.fields) as (keyof AccountingValues)[]),
  ...(Object.keys(walletSchema.fields) as (keyof WalletValues)[]),
  ...(Object.keys(groupsSchema.fields) as (keyof GroupsValues)[]),
  'enabled',
  'feePercent',
  'description',
  ...CREDENTIAL_FIELDS,
  'form',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** Where each code's message is in locales/<lng>/admin.json: settings.validation.<code> or settings.errors.<code>. */
export const SETTINGS_PROBLEM_KEYS = {
  titleRequired: 'validation',
  tooLong: 'validation',
  domainRequired: 'validation',
  domain: 'validation',
  hrefLangRequired: 'validation',
  hrefLang: 'validation',
  language: 'validation',
  currencyRequired: 'validation',
  currency: 'validation',
  timeZoneRequired: 'validation',
  timeZone: 'validation',
  googleTagManagerCode: 'validation',
  googleAnalyticsCode: 'validation',
  hubspotCode: 'validation',
  facebookCode: 'validation',
  codesMax: 'validation',
  https: 'validation',
  progressiveCode: 'validation',
  progressiveCodeRequired: 'validation',
  email: 'validation',
  image: 'validation',
  fee: 'validation',
  zhTitle: 'validation',
  envName: 'validation',
  envReserved: 'validation',
  hours: 'validation',
  bonus: 'validation',
  reservationShare: 'validation',
  reservationRelease: 'validation',
  waiverRetention: 'validation',
  choice: 'validation',
  widgetOrigin: 'validation',
  widgetOriginsMax: 'validation',
  accountCode: 'validation',
  taxRate: 'validation',
  passTypeIdentifier: 'validation',
  teamIdentifier: 'validation',
  issuerId: 'validation',
  groupSize: 'validation',
  deposit: 'validation',
  balanceDays: 'validation',
  businessNameRequired: 'validation',
  taxPercent: 'validation',
  depositAmount: 'errors',
  failed: 'errors',
  ownerOnly: 'errors',
  domainTaken: 'errors',
  domainAdmin: 'errors',
  currencyInUse: 'errors',
  timeZoneInUse: 'errors',
  noGateway: 'errors',
  lastGateway: 'errors',
  credentialRequired: 'errors',
} as const;
export type SettingsProblemCode = keyof typeof SETTINGS_PROBLEM_KEYS;

/** The languages of a LocalizedText's keys (the form's paths: title.en, description.zhHant). */
const TEXT_LANGUAGES = { en: 'en', zhHant: 'zh-Hant' } as const satisfies Record<string, Language>;

export interface TypedSettingsProblem {
  field: SettingsField;
  language: Language | null;
  code: SettingsProblemCode;
  max: number | null;
}

/** A problem as the rules name it (a form path, a message key) in the API's terms; anything unknown is `failed` of the whole form. */
export function typedSettingsProblem(path: string, key: string, max?: number | null): TypedSettingsProblem {
  const [top, part] = path.split('.');
  const known = (SETTINGS_FIELDS as readonly string[]).includes(top);
  const name = /^settings\.(validation|errors)\.(\w+)$/.exec(key)?.[2] ?? '';
  const code = Object.hasOwn(SETTINGS_PROBLEM_KEYS, name) ? (name as SettingsProblemCode) : 'failed';
  const language = part && Object.hasOwn(TEXT_LANGUAGES, part) ? TEXT_LANGUAGES[part as keyof typeof TEXT_LANGUAGES] : null;
  return { field: known ? (top as SettingsField) : 'form', language: known ? language : null, code, max: max ?? null };
}

/** The form's path of a problem's field: title.zhHant for the Chinese title, the field's own name otherwise. */
export const settingsProblemPath = (problem: { field: string; language?: Language | null }): string =>
  problem.language ? `${problem.field}.${problem.language === 'en' ? 'en' : 'zhHant'}` : problem.field;

/** The message key of a problem's code, in locales/<lng>/admin.json. */
export const settingsProblemKey = (code: SettingsProblemCode): string => `settings.${SETTINGS_PROBLEM_KEYS[code]}.${code}`;
