import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { validateForm, type FieldProblem } from '@/lib/domain/form-validation';
import { inBothLanguages, toLanguage, type BothLanguages, type Language } from '@/lib/domain/language';
import {
  codeList,
  CREDENTIAL_FIELDS,
  feeBasisPoints,
  feePercent,
  gatewaySchema,
  SECTION_SCHEMAS,
  storedHours,
  typedHours,
  TRACKER_FIELDS,
  type AnalyticsValues,
  type BookingValues,
  type CheckoutValues,
  type CredentialField,
  type SettingsField,
  type SettingsProblemCode,
  type SettingsSection,
  type SiteValues,
  type TypedSettingsProblem,
  typedSettingsProblem,
  type WidgetValues,
  type AccountingValues,
  type WalletValues,
  type GroupsValues,
} from '@/lib/domain/park-settings';
import { fromDecimalAmount, toDecimalAmount } from '@/lib/domain/decimal-amount';
import { WALLET_FIELDS, walletsOffered, type ParkWalletSettings } from '@/lib/domain/wallet';
import { widgetOriginList, WIDGET_SCRIPT_PATH } from '@/lib/domain/widget';
import { mayAct } from '@/lib/domain/staff-access';
import { DEFAULT_RESERVATION_SHARE_PERCENT } from '@/lib/domain/reservation-budget';
import { DEFAULT_RESERVATION_RELEASE_MINUTES } from '@/lib/domain/reservation-release';
import { DEFAULT_OFFLINE_UNKNOWN_TICKETS } from '@/lib/domain/offline-check-in';
import { DEFAULT_WAIVER_RETENTION_YEARS } from '@/lib/domain/waiver-desk';
import { listParkActivities } from '../activities';
import { imageUsableIn, parkImages } from '../images';
import { invalidateLocales, siteOrigin } from '../locales';
import { invalidateGateways } from '../payments';
import { recordChange } from '../platform/changes';
import { env } from '../platform/config';
import { db as processDb, type Database } from '../platform/db/client';
import { locales, parks, paymentGateways, type GatewaySettings, type GatewayType, type LocaleRow, type ParkRow, type PaymentGatewayRow, type Texts } from '../platform/db/schema';
import { recordStaffAction, type StaffMember } from '../staff';

/*
 * A park's site settings and payment methods in the back office (issue #23), for its managers and owners
 * (manageSettings). Every change is one transaction:
 * 1. who may is asked first, of the locale's own park (a gateway's locale's), never a park the browser
 *    names; a gate account, another park's manager and a locale that does not exist are refused alike;
 * 2. the section's yup rules (lib/domain/park-settings.ts) run again over what the API received;
 * 3. what only the database knows: a domain free (and not the back office's), a currency or time zone
 *    that nothing priced or scheduled depends on, booking never on without a payment method;
 * 4. the row is written, the audit entry with before and after, and the change recorded for every
 *    instance (recordChange: `locales` or `gateways`, which drop those copies and every page everywhere).
 * Secrets are never here: a gateway's settings name the environment variables that hold them, and the
 * screen is told only whether each named variable is set on the server that answered.
 */

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** A field refused and why, as the API types it (lib/domain/park-settings.ts typedSettingsProblem). */
export type SettingsProblem = TypedSettingsProblem;

export interface SettingsSite {
  id: string;
  parkId: string | null;
  parkName: string | null;
  title: string;
  domain: string;
  language: Language;
}

export interface GatewayCredential {
  field: CredentialField;
  name: string;
  /** Whether this server's environment has the variable (never its value). */
  set: boolean;
}

/** A text in each language, as the API's LocalizedText: zhHant empty when the park wrote none. */
export type LocalizedText = BothLanguages;

export interface StaffGateway {
  id: string;
  type: GatewayType;
  enabled: boolean;
  feePercent: string;
  title: LocalizedText;
  description: LocalizedText;
  credentials: GatewayCredential[];
  /** Whether checkout offers it on this server now: enabled, and every credential it names is set. */
  offered: boolean;
}

export interface SiteSettings {
  id: string;
  parkId: string | null;
  parkName: string | null;
  site: Omit<SiteValues, 'language'> & { language: Language };
  analytics: Record<(typeof TRACKER_FIELDS)[number], string[]> & { ga4ApiSecretEnv: string; metaAccessTokenEnv: string };
  booking: BookingValues;
  checkout: CheckoutValues;
  /** The booking widget's partner origins and what its snippet is made of; null for a site without a park. */
  widget: { widgetOrigins: string[]; scriptUrl: string; activities: { slug: string; title: LocalizedText }[] } | null;
  /** The park's account codes for the accounting export, as typed ('' until set); null for a site without a park. */
  accounting: AccountingValues | null;
  /** The park's wallet passes: ids and the variables' names ('' until set), and which wallets this server offers; null for a site without a park. */
  wallet: (WalletValues & { appleOffered: boolean; googleOffered: boolean }) | null;
  /** The park's group bookings and invoice details as typed; null for a site without a park. */
  groups: GroupsValues | null;
  images: { id: string; title: string; url: string }[];
  gateways: StaffGateway[];
  /** Whether this member may change the domain and the gateways' credential names (owners). */
  mayEditIdentity: boolean;
}

/** A change's answer: the settings as they now are, or the problems (nothing changed), or not allowed (ok false). */
export type SettingsOutcome = { ok: true; settings: SiteSettings; problems: [] } | { ok: true; settings: null; problems: SettingsProblem[] } | { ok: false };

/** Why a gateway did not move: it is first (cannot go up) or last (cannot go down). */
export type GatewayMoveProblem = 'first' | 'last';
export type MoveOutcome = { ok: true; settings: SiteSettings } | { ok: true; settings: null; problem: GatewayMoveProblem } | { ok: false };

interface Options {
  database?: Database;
}

const ACTION = 'manageSettings';
const IDENTITY = 'manageSiteIdentity';

const refused = (field: SettingsField, code: SettingsProblemCode): SettingsOutcome => ({ ok: true, settings: null, problems: [{ field, language: null, code, max: null }] });
const formProblems = (fields: FieldProblem[]): SettingsOutcome => ({
  ok: true,
  settings: null,
  problems: fields.map((problem) => typedSettingsProblem(problem.field, problem.message.key, (problem.message as { max?: number }).max)),
});
/** The settings after a change, read in its transaction (the locale is locked, so it is there). */
const saved = (settings: SiteSettings | null): SettingsOutcome => (settings ? { ok: true, settings, problems: [] } : { ok: false });

/** The sites (locales) whose settings the member may change, in menu order. */
export async function settingsSites(staff: StaffMember, options: Options = {}): Promise<SettingsSite[]> {
  const database = options.database ?? processDb();
  const rows = await database
    .select({ id: locales.id, parkId: locales.parkId, parkName: parks.name, title: locales.title, domain: locales.domain, language: locales.locale })
    .from(locales)
    .leftJoin(parks, eq(parks.id, locales.parkId))
    .orderBy(asc(locales.sortOrder), asc(locales.id));
  return rows.filter((row) => mayAct(staff, ACTION, row.parkId)).map((row) => ({ ...row, language: toLanguage(row.language) }));
}

async function lockLocale(tx: Pick<Database, 'execute'>, localeId: string): Promise<void> {
  await tx.execute(sql`select id from locales where id = ${localeId} for update`);
}

/** A park's own settings the site's sections show: its reservation and self-service policies (every site of it the same). */
type ParkPolicies = Pick<ParkRow, 'reservationConfirmation' | 'reservationSharePercent' | 'reservationReleaseMinutes' | 'rescheduleHoursBefore' | 'cancelHoursBefore' | 'cancelRefundTo' | 'giftCardBonusPercent' | 'cheaperDifferenceTo' | 'waiverRetentionYears' | 'widgetOrigins' | 'accountCodes' | 'offlineUnknownTickets' | 'walletSettings' | 'groupRules' | 'invoiceDetails'>;

const NO_PARK: ParkPolicies = { reservationConfirmation: true, reservationSharePercent: DEFAULT_RESERVATION_SHARE_PERCENT, reservationReleaseMinutes: DEFAULT_RESERVATION_RELEASE_MINUTES, rescheduleHoursBefore: null, cancelHoursBefore: null, cancelRefundTo: 'original', giftCardBonusPercent: 0, cheaperDifferenceTo: 'original', waiverRetentionYears: DEFAULT_WAIVER_RETENTION_YEARS, widgetOrigins: [], accountCodes: null, offlineUnknownTickets: DEFAULT_OFFLINE_UNKNOWN_TICKETS, walletSettings: null, groupRules: null, invoiceDetails: null };

async function findLocale(reader: Database | Tx, localeId: string): Promise<(LocaleRow & ParkPolicies & { parkName: string | null }) | null> {
  const [row] = await reader.select({ locale: locales, park: parks }).from(locales).leftJoin(parks, eq(parks.id, locales.parkId)).where(eq(locales.id, localeId));
  if (!row) return null;
  const park = row.park ?? NO_PARK;
  return {
    ...row.locale,
    reservationConfirmation: park.reservationConfirmation,
    reservationSharePercent: park.reservationSharePercent,
    reservationReleaseMinutes: park.reservationReleaseMinutes,
    rescheduleHoursBefore: park.rescheduleHoursBefore,
    cancelHoursBefore: park.cancelHoursBefore,
    cancelRefundTo: park.cancelRefundTo,
    giftCardBonusPercent: park.giftCardBonusPercent,
    cheaperDifferenceTo: park.cheaperDifferenceTo,
    waiverRetentionYears: park.waiverRetentionYears,
    offlineUnknownTickets: park.offlineUnknownTickets,
    widgetOrigins: park.widgetOrigins,
    accountCodes: park.accountCodes ?? null,
    walletSettings: park.walletSettings ?? null,
    groupRules: park.groupRules ?? null,
    invoiceDetails: park.invoiceDetails ?? null,
    parkName: row.park?.name ?? null,
  };
}

const sectionOf = (row: LocaleRow & ParkPolicies) => ({
  site: { title: row.title, longMenuTitle: inBothLanguages(row.longMenuTitles, (title) => title, ''), domain: row.domain, hrefLang: row.hrefLang, language: toLanguage(row.locale), currency: row.currency, timeZone: row.timeZone },
  analytics: {
    googleTagManagerCode: row.googleTagManagerCode,
    googleAnalyticsCode: row.googleAnalyticsCode,
    hubspotCode: row.hubspotCode,
    facebookCode: row.facebookCode,
    ga4ApiSecretEnv: row.ga4ApiSecretEnv ?? '',
    metaAccessTokenEnv: row.metaAccessTokenEnv ?? '',
  },
  booking: {
    bookingEnabled: row.bookingEnabled,
    bookingEmbedCode: row.bookingEmbedCode ?? '',
    externalBookingSiteUrl: row.externalBookingSiteUrl ?? '',
    enableProgressiveCheckout: row.enableProgressiveCheckout,
    progressiveCheckoutCode: row.progressiveCheckoutCode ?? '',
  },
  checkout: {
    checkoutImageId: row.checkoutImageId ?? '',
    reservationConfirmation: row.reservationConfirmation,
    reservationSharePercent: String(row.reservationSharePercent),
    reservationReleaseMinutes: String(row.reservationReleaseMinutes),
    cancellationPolicy: row.cancellationPolicy ?? '',
    venueHireEmail: row.venueHireEmail ?? '',
    address: row.address ?? '',
    mapUrl: row.mapUrl ?? '',
    rescheduleHoursBefore: typedHours(row.rescheduleHoursBefore),
    cancelHoursBefore: typedHours(row.cancelHoursBefore),
    cancelRefundTo: row.cancelRefundTo,
    giftCardBonusPercent: String(row.giftCardBonusPercent),
    cheaperDifferenceTo: row.cheaperDifferenceTo,
    waiverRetentionYears: String(row.waiverRetentionYears),
    offlineUnknownTickets: row.offlineUnknownTickets,
  },
  widget: { widgetOrigins: row.widgetOrigins },
  accounting: {
    accountSales: row.accountCodes?.sales ?? '',
    accountClearing: row.accountCodes?.clearing ?? '',
    accountGiftCardLiability: row.accountCodes?.giftCardLiability ?? '',
    accountDeferredRevenue: row.accountCodes?.deferredRevenue ?? '',
    accountRefunds: row.accountCodes?.refunds ?? '',
    accountTaxRate: row.accountCodes?.taxRate ?? '',
  },
  wallet: Object.fromEntries(WALLET_FIELDS.map((field) => [field, row.walletSettings?.[field] ?? ''])) as WalletValues,
  groups: typedGroups(row),
});

/** The park's group rules and invoice details as the form types them (a per-person deposit in the park's currency's decimals). */
function typedGroups(row: Pick<Current, 'groupRules' | 'invoiceDetails' | 'currency'>): GroupsValues {
  const defaults = SECTION_SCHEMAS.groups.getDefault() as GroupsValues;
  const rules = row.groupRules;
  const invoice = row.invoiceDetails;
  return {
    ...defaults,
    ...(rules
      ? {
          groupsEnabled: true,
          groupMinPeople: String(rules.minPeople),
          groupDepositKind: rules.depositKind,
          groupDepositValue: rules.depositKind === 'percent' ? String(rules.depositValue) : toDecimalAmount(rules.depositValue, row.currency),
          groupBalanceDaysBefore: String(rules.balanceDaysBefore),
          groupDuePolicy: rules.duePolicy,
        }
      : {}),
    ...(invoice
      ? {
          invoiceBusinessName: invoice.businessName,
          invoiceBusinessAddress: invoice.businessAddress,
          invoiceTaxNumber: invoice.taxNumber,
          invoiceTaxLabel: invoice.taxLabel,
          invoiceTaxPercent: feePercent(invoice.taxBasisPoints),
        }
      : {}),
  };
}

const credentialsOf = (settings: GatewaySettings): GatewayCredential[] =>
  CREDENTIAL_FIELDS.map((field) => ({ field, name: settings[field] ?? '', set: Boolean(settings[field] && process.env[settings[field]!]) }));

function gatewayView(row: PaymentGatewayRow): StaffGateway {
  const texts = row.texts as Texts<{ title: string; description: string }>;
  const credentials = credentialsOf(row.settings);
  const named = credentials.filter((credential) => credential.name);
  return {
    id: row.id,
    type: row.type,
    enabled: row.enabled,
    feePercent: feePercent(row.cardFeeBasisPoints),
    title: inBothLanguages(texts, (text) => text.title, ''),
    description: inBothLanguages(texts, (text) => text.description, ''),
    credentials,
    // As gatewayContext decides (lib/server/payments/gateway-context.ts): Blank talks to nobody.
    offered: row.enabled && (row.type === 'Blank' || (Boolean(row.settings.baseUrl) && named.length > 0 && named.every((credential) => credential.set))),
  };
}

/** Which wallets this server offers for the park now (every variable named is set here: never their values). */
const offeredNow = (settings: ParkWalletSettings | null) => {
  const offered = walletsOffered(settings, process.env);
  return { appleOffered: offered.apple, googleOffered: offered.google };
};

async function settingsOf(reader: Database | Tx, staff: StaffMember, localeId: string): Promise<SiteSettings | null> {
  const row = await findLocale(reader, localeId);
  if (!row) return null;
  const gateways = await reader.select().from(paymentGateways).where(eq(paymentGateways.localeId, localeId)).orderBy(asc(paymentGateways.sortOrder), asc(paymentGateways.id));
  // The park's own pictures and the shared ones, as the catalogue and content desks list them (lib/server/images).
  const imageRows = (await parkImages(reader, row.parkId)).map(({ id, title, url }) => ({ id, title, url }));
  const sections = sectionOf(row);
  // The activities the widget can book: the park's own (a partner's tours are booked on the partner's site).
  const bookable = (await listParkActivities(row.parkId)).filter((activity) => activity.type !== 'ThirdPartyActivity');
  return {
    id: row.id,
    parkId: row.parkId,
    parkName: row.parkName,
    ...sections,
    widget: row.parkId
      ? {
          ...sections.widget,
          scriptUrl: `${siteOrigin(row)}${WIDGET_SCRIPT_PATH}`,
          activities: bookable.map((activity) => ({ slug: activity.slug, title: inBothLanguages(activity.texts, (text) => text.title, '') })),
        }
      : null,
    accounting: row.parkId ? sections.accounting : null,
    wallet: row.parkId ? { ...sections.wallet, ...offeredNow(row.walletSettings) } : null,
    groups: row.parkId ? sections.groups : null,
    images: imageRows,
    gateways: gateways.map(gatewayView),
    mayEditIdentity: mayAct(staff, IDENTITY, row.parkId),
  };
}

/** One site's settings and payment methods; null when the member may not manage them (or there is no such site). */
export async function readSiteSettings(staff: StaffMember, localeId: string, options: Options = {}): Promise<SiteSettings | null> {
  const database = options.database ?? processDb();
  const [row] = await database.select({ parkId: locales.parkId }).from(locales).where(eq(locales.id, localeId));
  if (!row || !mayAct(staff, ACTION, row.parkId)) return null;
  return settingsOf(database, staff, localeId);
}

/** Runs a change; once it commits, this instance's own copies go too (the listener drops every instance's). */
async function change<O extends { ok: false } | { ok: true; settings: SiteSettings | null }>(database: Database, kind: 'locales' | 'gateways', work: (tx: Tx) => Promise<O>): Promise<O> {
  const outcome = await database.transaction(async (tx) => {
    const result = await work(tx);
    if (result.ok && result.settings) await recordChange(tx, { kind });
    return result;
  });
  if (outcome.ok && outcome.settings) {
    invalidateLocales();
    if (kind === 'gateways') invalidateGateways();
  }
  return outcome;
}

export interface SaveSettingsInput {
  localeId: string;
  section: string;
  values: unknown;
}

const isSection = (value: string): value is SettingsSection => Object.hasOwn(SECTION_SCHEMAS, value);
const UNIQUE_VIOLATION = '23505';

/** Saves one section of a site's settings. */
export async function saveSiteSettings(staff: StaffMember, input: SaveSettingsInput, options: Options = {}): Promise<SettingsOutcome> {
  const database = options.database ?? processDb();
  try {
    return await change(database, 'locales', async (tx) => {
      await lockLocale(tx, input.localeId);
      const current = await findLocale(tx, input.localeId);
      if (!current || !mayAct(staff, ACTION, current.parkId)) return { ok: false };
      if (!isSection(input.section)) return refused('form', 'failed');
      const form = await validateForm(SECTION_SCHEMAS[input.section], withKeptOptional(current, input.section, input.values));
      if (!form.ok) return formProblems(form.fields);
      const before = sectionOf(current)[input.section];
      const refusal = await write(tx, staff, current, input.section, form.values as never);
      if (refusal) return refusal;
      const after = sectionOf((await findLocale(tx, input.localeId))!)[input.section];
      await recordStaffAction(tx, {
        actor: { staffId: staff.id, email: staff.email },
        action: `settings.${input.section}`,
        subject: `locale:${current.id}`,
        parkId: current.parkId,
        before: { ...before },
        after: { ...after },
      });
      return saved(await settingsOf(tx, staff, input.localeId));
    });
  } catch (error) {
    // Two saves racing for one domain: the unique index is the last word, answered as the field's message.
    if ((error as { code?: string; cause?: { code?: string } }).code === UNIQUE_VIOLATION || (error as { cause?: { code?: string } }).cause?.code === UNIQUE_VIOLATION) {
      return refused('domain', 'domainTaken');
    }
    throw error;
  }
}

type Current = LocaleRow & ParkPolicies;

/**
 * Fields the API takes as optional (added after its callers were written: the analytics section's secret
 * names, the offline scanners' rule): left out, they stay as they are rather than going back to defaults.
 */
function withKeptOptional(current: Current, section: SettingsSection, values: unknown): unknown {
  if (!values || typeof values !== 'object') return values;
  const kept =
    section === 'analytics'
      ? { ga4ApiSecretEnv: current.ga4ApiSecretEnv ?? '', metaAccessTokenEnv: current.metaAccessTokenEnv ?? '' }
      : section === 'checkout'
        ? { offlineUnknownTickets: current.offlineUnknownTickets }
        : {};
  return { ...kept, ...Object.fromEntries(Object.entries(values).filter(([, value]) => value != null)) };
}

async function write(tx: Tx, staff: StaffMember, current: Current, section: SettingsSection, values: SiteValues | AnalyticsValues | BookingValues | CheckoutValues | WidgetValues | AccountingValues | WalletValues | GroupsValues): Promise<SettingsOutcome | null> {
  switch (section) {
    case 'site':
      return writeSite(tx, staff, current, values as SiteValues);
    case 'analytics': {
      const codes = values as AnalyticsValues;
      const secrets = { ga4ApiSecretEnv: codes.ga4ApiSecretEnv || null, metaAccessTokenEnv: codes.metaAccessTokenEnv || null };
      // The secrets' names are the owner's, like a gateway's credentials: a name decides what is sent to a provider.
      const renamed = (Object.keys(secrets) as (keyof typeof secrets)[]).filter((field) => secrets[field] !== current[field]);
      if (renamed.length && !mayAct(staff, IDENTITY, current.parkId)) {
        return { ok: true, settings: null, problems: renamed.map((field) => ({ field, language: null, code: 'ownerOnly', max: null })) };
      }
      await tx
        .update(locales)
        .set({
          googleTagManagerCode: codeList(codes.googleTagManagerCode),
          googleAnalyticsCode: codeList(codes.googleAnalyticsCode),
          hubspotCode: codeList(codes.hubspotCode),
          facebookCode: codeList(codes.facebookCode),
          ...secrets,
        })
        .where(eq(locales.id, current.id));
      return null;
    }
    case 'booking': {
      const booking = values as BookingValues;
      if (booking.bookingEnabled && !booking.enableProgressiveCheckout && current.parkId && !(await hasEnabledGateway(tx, current.id))) {
        return refused('bookingEnabled', 'noGateway');
      }
      await tx
        .update(locales)
        .set({
          bookingEnabled: booking.bookingEnabled,
          bookingEmbedCode: booking.bookingEmbedCode.trim() || null,
          externalBookingSiteUrl: booking.externalBookingSiteUrl || null,
          enableProgressiveCheckout: booking.enableProgressiveCheckout,
          progressiveCheckoutCode: booking.progressiveCheckoutCode || null,
        })
        .where(eq(locales.id, current.id));
      return null;
    }
    case 'checkout': {
      const checkout = values as CheckoutValues;
      // Never another park's upload (it would show on this park's checkout): the same check as the desks'.
      if (checkout.checkoutImageId && !(await imageUsableIn(tx, checkout.checkoutImageId, current.parkId))) return refused('checkoutImageId', 'image');
      await tx
        .update(locales)
        .set({
          checkoutImageId: checkout.checkoutImageId || null,
          cancellationPolicy: checkout.cancellationPolicy || null,
          venueHireEmail: checkout.venueHireEmail || null,
          address: checkout.address || null,
          mapUrl: checkout.mapUrl || null,
        })
        .where(eq(locales.id, current.id));
      // The reservation and self-service policies are the park's (every site of it takes the same bookings).
      if (current.parkId) {
        await tx
          .update(parks)
          .set({
            reservationConfirmation: checkout.reservationConfirmation,
            reservationSharePercent: Number(checkout.reservationSharePercent),
            reservationReleaseMinutes: Number(checkout.reservationReleaseMinutes),
            rescheduleHoursBefore: storedHours(checkout.rescheduleHoursBefore),
            cancelHoursBefore: storedHours(checkout.cancelHoursBefore),
            cancelRefundTo: checkout.cancelRefundTo as ParkRow['cancelRefundTo'],
            giftCardBonusPercent: Number(checkout.giftCardBonusPercent),
            cheaperDifferenceTo: checkout.cheaperDifferenceTo as ParkRow['cheaperDifferenceTo'],
            waiverRetentionYears: Number(checkout.waiverRetentionYears),
            offlineUnknownTickets: checkout.offlineUnknownTickets,
          })
          .where(eq(parks.id, current.parkId));
      }
      return null;
    }
    case 'widget': {
      // The park's partners (frame-ancestors of its widget pages, the orders' channel): a site without a park has no booking to embed.
      if (!current.parkId) return refused('form', 'failed');
      await tx.update(parks).set({ widgetOrigins: widgetOriginList((values as WidgetValues).widgetOrigins) }).where(eq(parks.id, current.parkId));
      return null;
    }
    case 'accounting': {
      // The park's books: every site of it sells into them (the reports' Xero export reads them).
      if (!current.parkId) return refused('form', 'failed');
      const codes = values as AccountingValues;
      await tx
        .update(parks)
        .set({
          accountCodes: {
            sales: codes.accountSales,
            clearing: codes.accountClearing,
            giftCardLiability: codes.accountGiftCardLiability,
            deferredRevenue: codes.accountDeferredRevenue,
            refunds: codes.accountRefunds,
            taxRate: codes.accountTaxRate,
          },
        })
        .where(eq(parks.id, current.parkId));
      return null;
    }
    case 'wallet': {
      // The park's passes: every site of it issues the same tickets.
      if (!current.parkId) return refused('form', 'failed');
      const wallet = values as WalletValues;
      // The owner's, like a gateway's credentials: the names decide which certificate signs the park's passes.
      const changed = WALLET_FIELDS.filter((field) => (wallet[field] || '') !== (current.walletSettings?.[field] ?? ''));
      if (changed.length && !mayAct(staff, IDENTITY, current.parkId)) {
        return { ok: true, settings: null, problems: changed.map((field) => ({ field, language: null, code: 'ownerOnly', max: null })) };
      }
      const walletSettings: ParkWalletSettings = Object.fromEntries(WALLET_FIELDS.filter((field) => wallet[field]).map((field) => [field, wallet[field]]));
      await tx.update(parks).set({ walletSettings: Object.keys(walletSettings).length ? walletSettings : null }).where(eq(parks.id, current.parkId));
      return null;
    }
    case 'groups': {
      // The park's group bookings (lib/domain/group-booking.ts): every site of it sells to the same groups.
      if (!current.parkId) return refused('form', 'failed');
      const groups = values as GroupsValues;
      // A per-person deposit is money: read in the park's currency, whose decimals the form does not know (JPY has none).
      const perPerson = groups.groupDepositKind === 'per_person' ? fromDecimalAmount(groups.groupDepositValue, current.currency) : null;
      if (groups.groupDepositKind === 'per_person' && !perPerson) return refused('groupDepositValue', 'depositAmount');
      await tx
        .update(parks)
        .set({
          groupRules: groups.groupsEnabled
            ? {
                minPeople: Number(groups.groupMinPeople),
                depositKind: groups.groupDepositKind,
                depositValue: perPerson ?? Number(groups.groupDepositValue),
                balanceDaysBefore: Number(groups.groupBalanceDaysBefore),
                duePolicy: groups.groupDuePolicy,
              }
            : null,
          invoiceDetails: {
            businessName: groups.invoiceBusinessName,
            businessAddress: groups.invoiceBusinessAddress,
            taxNumber: groups.invoiceTaxNumber,
            taxLabel: groups.invoiceTaxLabel,
            taxBasisPoints: feeBasisPoints(groups.invoiceTaxPercent) ?? 0,
          },
        })
        .where(eq(parks.id, current.parkId));
      return null;
    }
  }
}

async function hasEnabledGateway(tx: Tx, localeId: string, except?: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentGateways.id })
    .from(paymentGateways)
    .where(and(eq(paymentGateways.localeId, localeId), eq(paymentGateways.enabled, true), except ? ne(paymentGateways.id, except) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * The site section. A domain is an owner's to change (a wrong one takes the site off the air), free among
 * the sites, and never the back office's own host. Currency and time zone are the park's: prices are kept
 * in the park's currency and sessions made in its zone, so a change applies to every site of the park and
 * is refused once anything depends on it (see docs/back-office.md, "Park settings").
 */
async function writeSite(tx: Tx, staff: StaffMember, current: Current, values: SiteValues): Promise<SettingsOutcome | null> {
  if (values.domain !== current.domain) {
    if (!mayAct(staff, IDENTITY, current.parkId)) return refused('domain', 'ownerOnly');
    if (values.domain === env().ADMIN_HOST) return refused('domain', 'domainAdmin');
    const [taken] = await tx.select({ id: locales.id }).from(locales).where(and(eq(locales.domain, values.domain), ne(locales.id, current.id)));
    if (taken) return refused('domain', 'domainTaken');
  }
  const scope = current.parkId ? sql`park_id = ${current.parkId}` : sql`id = ${current.id}`;
  if (values.currency !== current.currency && (await currencyInUse(tx, current))) return refused('currency', 'currencyInUse');
  if (values.timeZone !== current.timeZone && current.parkId && (await timeZoneInUse(tx, current.parkId))) return refused('timeZone', 'timeZoneInUse');
  if (values.currency !== current.currency || values.timeZone !== current.timeZone) {
    await tx.execute(sql`update locales set currency = ${values.currency}, time_zone = ${values.timeZone} where ${scope}`);
  }
  await tx
    .update(locales)
    .set({ title: values.title, longMenuTitles: { en: values.longMenuTitle.en, ...(values.longMenuTitle.zhHant ? { 'zh-Hant': values.longMenuTitle.zhHant } : {}) }, domain: values.domain, hrefLang: values.hrefLang, locale: values.language as Language })
    .where(eq(locales.id, current.id));
  return null;
}

/** Anything priced or sold in the park's currency: ticket types, add-ons, orders, gift cards, promo codes' amounts. */
async function currencyInUse(tx: Tx, current: Current): Promise<boolean> {
  const park = current.parkId;
  const { rows } = await tx.execute<{ used: boolean }>(sql`select (
    ${park ? sql`exists (select 1 from variations v join activities a on a.id = v.activity_id where a.park_id = ${park})
      or exists (select 1 from add_ons o join activities a on a.id = o.activity_id where a.park_id = ${park})
      or exists (select 1 from gift_cards where park_id = ${park})
      or exists (select 1 from promo_codes where park_id = ${park} and kind = 'fixed')
      or exists (select 1 from orders o join locales l on l.id = o.locale_id where l.park_id = ${park})` : sql`exists (select 1 from orders where locale_id = ${current.id})`}
  ) as used`);
  return Boolean(rows[0]?.used);
}

/** The park's schedules were made in its zone: a pattern's 09:00 would silently become another hour. */
async function timeZoneInUse(tx: Tx, parkId: string): Promise<boolean> {
  const { rows } = await tx.execute<{ used: boolean }>(sql`select exists (
    select 1 from schedules s join activities a on a.id = s.activity_id where a.park_id = ${parkId}
  ) or exists (select 1 from sessions s join activities a on a.id = s.activity_id where a.park_id = ${parkId} and s.starts_at > now()) as used`);
  return Boolean(rows[0]?.used);
}

export interface SaveGatewayInput {
  gatewayId: string;
  values: unknown;
}

async function lockGateway(tx: Tx, staff: StaffMember, gatewayId: string): Promise<{ gateway: PaymentGatewayRow; parkId: string | null; locale: LocaleRow } | null> {
  const { rows } = await tx.execute<{ locale_id: string }>(sql`select locale_id from payment_gateways where id = ${gatewayId}`);
  if (!rows[0]) return null;
  // The locale first, then its gateways: the order a booking-section save takes, so the two never deadlock.
  await lockLocale(tx, rows[0].locale_id);
  await tx.execute(sql`select id from payment_gateways where locale_id = ${rows[0].locale_id} for update`);
  const [gateway] = await tx.select().from(paymentGateways).where(eq(paymentGateways.id, gatewayId));
  const [locale] = await tx.select().from(locales).where(eq(locales.id, rows[0].locale_id));
  if (!gateway || !locale || !mayAct(staff, ACTION, locale.parkId)) return null;
  return { gateway, parkId: locale.parkId, locale };
}

const gatewayAudit = (row: PaymentGatewayRow) => ({
  enabled: row.enabled,
  cardFeeBasisPoints: row.cardFeeBasisPoints,
  texts: row.texts,
  sortOrder: row.sortOrder,
  credentials: Object.fromEntries(CREDENTIAL_FIELDS.map((field) => [field, row.settings[field] ?? null])),
});

/** A gateway's switch, fee, words and credential names. */
export async function saveGateway(staff: StaffMember, input: SaveGatewayInput, options: Options = {}): Promise<SettingsOutcome> {
  const database = options.database ?? processDb();
  return change(database, 'gateways', async (tx) => {
    const found = await lockGateway(tx, staff, input.gatewayId);
    if (!found) return { ok: false };
    const { gateway, locale } = found;
    const form = await validateForm(gatewaySchema, input.values);
    if (!form.ok) return formProblems(form.fields);
    const values = form.values;
    const settings: GatewaySettings = { ...gateway.settings };
    const problems: SettingsProblem[] = [];
    for (const field of CREDENTIAL_FIELDS) {
      const name = values[field] || undefined;
      if (name === (gateway.settings[field] || undefined)) continue;
      if (!mayAct(staff, IDENTITY, found.parkId)) problems.push({ field, language: null, code: 'ownerOnly', max: null });
      if (name) settings[field] = name;
      else delete settings[field];
    }
    if (problems.length) return { ok: true, settings: null, problems };
    if (gateway.type !== 'Blank' && !CREDENTIAL_FIELDS.some((field) => settings[field])) return refused('secretEnv', 'credentialRequired');
    if (!values.enabled && gateway.enabled && locale.parkId && locale.bookingEnabled && !locale.enableProgressiveCheckout && !(await hasEnabledGateway(tx, locale.id, gateway.id))) {
      return refused('enabled', 'lastGateway');
    }
    const texts: Texts<{ title: string; description: string }> = { en: { title: values.title.en, description: values.description.en } };
    if (values.title.zhHant) texts['zh-Hant'] = { title: values.title.zhHant, description: values.description.zhHant };
    const [row] = await tx
      .update(paymentGateways)
      .set({ enabled: values.enabled, cardFeeBasisPoints: feeBasisPoints(values.feePercent)!, texts, settings })
      .where(eq(paymentGateways.id, gateway.id))
      .returning();
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'gateway.update',
      subject: `gateway:${gateway.id}`,
      parkId: found.parkId,
      before: gatewayAudit(gateway),
      after: gatewayAudit(row),
    });
    return saved(await settingsOf(tx, staff, locale.id));
  });
}

/** Moves a gateway up or down the checkout's list (its locale's gateways renumbered 10, 20, 30…). */
export async function moveGateway(staff: StaffMember, input: { gatewayId: string; direction: 'up' | 'down' }, options: Options = {}): Promise<MoveOutcome> {
  const database = options.database ?? processDb();
  return change<MoveOutcome>(database, 'gateways', async (tx) => {
    const found = await lockGateway(tx, staff, input.gatewayId);
    if (!found) return { ok: false };
    const list = await tx.select().from(paymentGateways).where(eq(paymentGateways.localeId, found.locale.id)).orderBy(asc(paymentGateways.sortOrder), asc(paymentGateways.id));
    const at = list.findIndex((row) => row.id === input.gatewayId);
    const to = input.direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= list.length) return { ok: true, settings: null, problem: input.direction === 'up' ? 'first' : 'last' };
    const before = list.map((row) => row.id);
    [list[at], list[to]] = [list[to], list[at]];
    for (const [index, row] of list.entries()) await tx.update(paymentGateways).set({ sortOrder: (index + 1) * 10 }).where(eq(paymentGateways.id, row.id));
    await recordStaffAction(tx, {
      actor: { staffId: staff.id, email: staff.email },
      action: 'gateway.move',
      subject: `gateway:${input.gatewayId}`,
      parkId: found.parkId,
      before: { order: before },
      after: { order: list.map((row) => row.id) },
    });
    const settings = await settingsOf(tx, staff, found.locale.id);
    return settings ? { ok: true, settings } : { ok: false };
  });
}

