import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import type { ExecutionResult } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { DEMO_PARTNER_ORIGIN } from '@/demo/partner-page';
import { seedDemoStaff } from '@/demo/staff';
import { staffExecutableSchema } from '@/lib/server/graphql/schema';
import { findLocaleById, invalidateLocales } from '@/lib/server/locales/locale-service';
import { invalidateGateways, listGateways } from '@/lib/server/payments';
import { closeDb } from '@/lib/server/platform/db/client';
import { addStaff, findStaffByEmail, type StaffMember } from '@/lib/server/staff';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Park settings (issue #23) on a real PostgreSQL: each section saved on its own, audited with before and
 * after, recorded for every instance; refusals (bad input, a taken domain, a currency or zone something
 * depends on, booking left with no payment method) change nothing; a gate, another park's manager and a
 * manager on the owners' fields are refused. A gateway switched off leaves checkout's list.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const staff: Record<'owner' | 'manager' | 'gate' | 'hongKong', StaffMember> = {} as never;

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  const added = await addStaff({ email: 'hk-manager@summit-rush.test', role: 'manager', parks: ['hong-kong'] }, { label: 'command line' }, database.db);
  if (!added.ok) throw new Error(added.code);
  invalidateLocales();
  invalidateGateways();
  staff.owner = (await findStaffByEmail('owner@summit-rush.test'))!;
  staff.manager = (await findStaffByEmail('manager@summit-rush.test'))!;
  staff.gate = (await findStaffByEmail('gate@summit-rush.test'))!;
  staff.hongKong = (await findStaffByEmail('hk-manager@summit-rush.test'))!;
});
afterAll(async () => {
  await closeDb();
  await database.drop();
  await sandbox.close();
});

const rows = async <T>(query: ReturnType<typeof sql>) => (await database.db.execute<T & Record<string, unknown>>(query)).rows;
const { execute, parse } = createRequire(import.meta.url)('graphql') as typeof import('graphql');
async function asStaff<T = Record<string, unknown>>(member: StaffMember, query: string, variables: Record<string, unknown> = {}): Promise<ExecutionResult<T>> {
  return (await execute({ schema: staffExecutableSchema(), document: parse(query), variableValues: variables, contextValue: { staff: member, clientAddress: null } })) as ExecutionResult<T>;
}
const codeOf = (result: ExecutionResult) => result.errors?.[0]?.extensions?.code;

const SETTINGS = `settings { id site { title domain currency timeZone } booking { bookingEnabled } gateways { id enabled feePercent offered credentials { field name set } } }`;
const REFUSED = `... on SettingsFormRefused { problems { field language code max } }`;
const SAVE = `mutation ($localeId: ID!, $site: SiteSettingsInput, $analytics: AnalyticsSettingsInput, $booking: BookingSettingsInput, $checkout: CheckoutSettingsInput) {
  saveSiteSettings(localeId: $localeId, site: $site, analytics: $analytics, booking: $booking, checkout: $checkout) { __typename ... on SiteSettingsSaved { ${SETTINGS} } ${REFUSED} } }`;
const SAVE_GATEWAY = `mutation ($id: ID!, $input: GatewayInput!) { saveGateway(gatewayId: $id, input: $input) { __typename ... on GatewaySaved { gateway { id } ${SETTINGS} } ${REFUSED} } }`;
const MOVE = `mutation ($id: ID!, $direction: MoveDirection!) { moveGateway(gatewayId: $id, direction: $direction) { __typename ... on GatewayMoved { ${SETTINGS} } ... on GatewayMoveRefused { problem } } }`;
const READ = `query ($id: ID!) { siteSettings(localeId: $id) { id mayEditIdentity site { title domain } analytics { googleTagManagerCode } gateways { id type feePercent title { en zhHant } credentials { field name set } } } }`;
/** A save's answer: the settings saved (no problems), or the problems (no settings). */
type Result = {
  __typename: string;
  settings?: { site: { title: string; domain: string }; gateways: { id: string; enabled: boolean; feePercent: string; offered: boolean }[] };
  gateway?: { id: string };
  problems?: { field: string; language: string | null; code: string; max: number | null }[];
  problem?: string;
};
type Saved = { saveSiteSettings: Result };

const NZ_SITE = { title: 'Summit Rush Queenstown', longMenuTitle: { en: 'Queenstown, New Zealand', zhHant: '新西蘭皇后鎮' }, domain: 'nz.localhost', hrefLang: 'en-NZ', language: 'en', currency: 'NZD', timeZone: 'Pacific/Auckland' };
const siteOf = async (id: string) => (await rows<{ title: string; domain: string; currency: string; time_zone: string; href_lang: string }>(sql`select title, domain, currency, time_zone, href_lang from locales where id = ${id}`))[0];
const gatewayInput = (overrides: Record<string, unknown> = {}) => ({
  enabled: true,
  feePercent: '2',
  title: { en: 'Windcave', zhHant: '' },
  description: { en: 'Pay on Windcave’s secure page, then come back here.', zhHant: '' },
  secretEnv: '',
  privateKeyEnv: '',
  publicKeyEnv: '',
  ...overrides,
});
let windcaveSecret = '';

describe('who may', () => {
  it('refuses a gate, another park’s manager, a manager on the global site, and a site that does not exist, alike', async () => {
    const site = { ...NZ_SITE, title: 'Taken over' };
    for (const [member, localeId] of [[staff.gate, 'nz'], [staff.hongKong, 'nz'], [staff.manager, 'global'], [staff.manager, 'nowhere']] as const) {
      expect(codeOf(await asStaff(member, READ, { id: localeId }))).toBe('FORBIDDEN');
      expect(codeOf(await asStaff(member, SAVE, { localeId, site }))).toBe('FORBIDDEN');
    }
    expect(codeOf(await asStaff(staff.gate, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ enabled: false }) }))).toBe('FORBIDDEN');
    expect(codeOf(await asStaff(staff.hongKong, MOVE, { id: 'nz-windcave', direction: 'up' }))).toBe('FORBIDDEN');
    expect((await siteOf('nz')).title).toBe('Summit Rush Queenstown');
    expect(await rows(sql`select id from staff_audit where action like 'settings.%' or action like 'gateway.%'`)).toHaveLength(0);
    const sites = await asStaff<{ settingsSites: { id: string }[] }>(staff.manager, `{ settingsSites { id } }`);
    expect(sites.data?.settingsSites.map((s) => s.id)).toEqual(['nz']);
    expect((await asStaff<{ settingsSites: { id: string }[] }>(staff.gate, `{ settingsSites { id } }`)).data?.settingsSites).toEqual([]);
  });

  it('shows a manager the names of the credentials and whether each is set, never a value', async () => {
    const read = await asStaff<{ siteSettings: { mayEditIdentity: boolean; gateways: { id: string; credentials: { field: string; name: string; set: boolean }[] }[] } }>(staff.manager, READ, { id: 'nz' });
    expect(read.data?.siteSettings.mayEditIdentity).toBe(false);
    const windcave = read.data!.siteSettings.gateways.find((g) => g.id === 'nz-windcave')!;
    const secret = windcave.credentials.find((c) => c.field === 'secretEnv')!;
    expect(secret.name).toMatch(/^[A-Z_][A-Z0-9_]*$/);
    expect(secret.set).toBe(Boolean(process.env[secret.name]));
    windcaveSecret = secret.name;
    expect(JSON.stringify(read.data)).not.toContain(process.env[secret.name] ?? '\u0000never');
  });
});

describe('the site section', () => {
  it('saves a title, audits before and after, and records a locales change', async () => {
    const saved = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', site: { ...NZ_SITE, title: '  Summit Rush Queenstown (new)  ' } });
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.saveSiteSettings.problems ?? []).toEqual([]);
    expect(saved.data?.saveSiteSettings.settings?.site.title).toBe('Summit Rush Queenstown (new)');
    expect((await siteOf('nz')).title).toBe('Summit Rush Queenstown (new)');
    invalidateLocales();
    expect((await findLocaleById('nz'))?.title).toBe('Summit Rush Queenstown (new)');
    const [entry] = await rows<{ before: { title: string }; after: { title: string }; actor: string }>(sql`select before, after, actor from staff_audit where action = 'settings.site' and subject = 'locale:nz'`);
    expect(entry).toMatchObject({ before: { title: 'Summit Rush Queenstown' }, after: { title: 'Summit Rush Queenstown (new)' }, actor: 'manager@summit-rush.test' });
    const changes = await rows<{ change: { kind: string } }>(sql`select change from site_changes order by id`);
    expect(changes.at(-1)?.change).toEqual({ kind: 'locales' });
  });

  it('refuses an invalid time zone, currency and hreflang with each field’s message, and changes nothing', async () => {
    const before = await siteOf('nz');
    const audits = (await rows(sql`select id from staff_audit`)).length;
    const changes = (await rows(sql`select id from site_changes`)).length;
    const refused = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', site: { ...NZ_SITE, title: 'Never saved', timeZone: 'Mars/Olympus', currency: 'XYZ', hrefLang: 'english please' } });
    expect(refused.data?.saveSiteSettings.__typename).toBe('SettingsFormRefused');
    expect(refused.data?.saveSiteSettings.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ field: 'timeZone', code: 'timeZone' }),
        expect.objectContaining({ field: 'currency', code: 'currency' }),
        expect.objectContaining({ field: 'hrefLang', code: 'hrefLang' }),
      ]),
    );
    // A currency that is no ISO code's shape, or a language the parks do not speak, is bad input: the scalars refuse it.
    expect(codeOf(await asStaff(staff.manager, SAVE, { localeId: 'nz', site: { ...NZ_SITE, currency: 'XYZ1' } }))).toBe('BAD_USER_INPUT');
    expect(codeOf(await asStaff(staff.manager, SAVE, { localeId: 'nz', site: { ...NZ_SITE, language: 'fr' } }))).toBe('BAD_USER_INPUT');
    expect(await siteOf('nz')).toEqual(before);
    expect(await rows(sql`select id from staff_audit`)).toHaveLength(audits);
    expect(await rows(sql`select id from site_changes`)).toHaveLength(changes);
  });

  it('leaves the domain to owners, and answers a taken or the back office’s domain as the field’s message', async () => {
    const manager = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', site: { ...NZ_SITE, domain: 'queenstown.example.com' } });
    expect(manager.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'domain', code: 'ownerOnly' })]);
    const taken = await asStaff<Saved>(staff.owner, SAVE, { localeId: 'nz', site: { ...NZ_SITE, domain: 'HK.localhost' } });
    expect(taken.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'domain', code: 'domainTaken' })]);
    const admin = await asStaff<Saved>(staff.owner, SAVE, { localeId: 'nz', site: { ...NZ_SITE, domain: process.env.ADMIN_HOST ?? 'admin.localhost' } });
    expect(admin.data?.saveSiteSettings.problems?.[0]?.field).toBe('domain');
    expect((await siteOf('nz')).domain).toBe('nz.localhost');
    const moved = await asStaff<Saved>(staff.owner, SAVE, { localeId: 'nz', site: { ...NZ_SITE, domain: 'queenstown.example.com' } });
    expect(moved.data?.saveSiteSettings.problems ?? []).toEqual([]);
    expect((await siteOf('nz')).domain).toBe('queenstown.example.com');
    await asStaff<Saved>(staff.owner, SAVE, { localeId: 'nz', site: NZ_SITE });
    expect((await siteOf('nz')).domain).toBe('nz.localhost');
  });

  it('refuses a currency change once the park has prices, and a zone change once it has schedules', async () => {
    const currency = await asStaff<Saved>(staff.owner, SAVE, { localeId: 'nz', site: { ...NZ_SITE, currency: 'AUD' } });
    expect(currency.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'currency', code: 'currencyInUse' })]);
    const zone = await asStaff<Saved>(staff.owner, SAVE, { localeId: 'nz', site: { ...NZ_SITE, timeZone: 'Australia/Brisbane' } });
    expect(zone.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'timeZone', code: 'timeZoneInUse' })]);
    expect(await siteOf('nz')).toMatchObject({ currency: 'NZD', time_zone: 'Pacific/Auckland' });
  });
});

describe('analytics, booking and checkout', () => {
  it('saves several codes per tracker and refuses a malformed one', async () => {
    const analytics = { googleTagManagerCode: 'GTM-NEW01, GTM-NEW02', googleAnalyticsCode: '', hubspotCode: '4123456', facebookCode: '' };
    expect((await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', analytics })).data?.saveSiteSettings.problems ?? []).toEqual([]);
    expect((await rows<{ c: string[] }>(sql`select google_tag_manager_code as c from locales where id = 'nz'`))[0].c).toEqual(['GTM-NEW01', 'GTM-NEW02']);
    const bad = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', analytics: { ...analytics, googleTagManagerCode: 'GTM-NEW03, <script>' } });
    expect(bad.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'googleTagManagerCode', code: 'googleTagManagerCode' })]);
    expect((await rows<{ c: string[] }>(sql`select google_tag_manager_code as c from locales where id = 'nz'`))[0].c).toEqual(['GTM-NEW01', 'GTM-NEW02']);
  });

  it('refuses two sections at once, and saves the checkout section: the park’s reservation policy, the cancellation policy, the inbox', async () => {
    const checkout = {
      checkoutImageId: 'nz-checkout',
      reservationConfirmation: false,
      reservationSharePercent: '40',
      reservationReleaseMinutes: '45',
      cancellationPolicy: 'Free changes up to 24 hours before.',
      venueHireEmail: '',
      address: '88 Skyline Road, Queenstown',
      mapUrl: '',
      rescheduleHoursBefore: '24',
      cancelHoursBefore: '',
      cancelRefundTo: 'gift_card',
      giftCardBonusPercent: '15',
      cheaperDifferenceTo: 'gift_card',
      waiverRetentionYears: '10',
    };
    const both = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', checkout, analytics: { googleTagManagerCode: '', googleAnalyticsCode: '', hubspotCode: '', facebookCode: '' } });
    expect(both.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'form', code: 'failed' })]);
    const badImage = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', checkout: { ...checkout, checkoutImageId: 'no-such-image' } });
    expect(badImage.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'checkoutImageId', code: 'image' })]);
    // The self-service policy's limits (issue #24): whole hours up to 30 days, a bonus up to 50%, an https map link.
    // The share of each session unpaid reservations may keep: a whole percent up to 100. Signed waivers: 1 to 30 years.
    const badPolicy = await asStaff<Saved>(staff.manager, SAVE, {
      localeId: 'nz',
      checkout: { ...checkout, rescheduleHoursBefore: '721', giftCardBonusPercent: '60', mapUrl: 'http://maps.example', reservationSharePercent: '101', reservationReleaseMinutes: '1441', waiverRetentionYears: '31' },
    });
    expect(badPolicy.data?.saveSiteSettings.problems!.map((problem) => problem.field).sort()).toEqual([
      'giftCardBonusPercent',
      'mapUrl',
      'rescheduleHoursBefore',
      'reservationReleaseMinutes',
      'reservationSharePercent',
      'waiverRetentionYears',
    ]);
    expect(badPolicy.data?.saveSiteSettings.problems!.find((problem) => problem.field === 'waiverRetentionYears')).toMatchObject({ code: 'waiverRetention', max: 30 });
    for (const years of ['0', '2.5', 'seven']) {
      const refused = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', checkout: { ...checkout, waiverRetentionYears: years } });
      expect(refused.data?.saveSiteSettings.problems, years).toEqual([expect.objectContaining({ field: 'waiverRetentionYears', code: 'waiverRetention' })]);
    }
    expect(badPolicy.data?.saveSiteSettings.problems!.find((problem) => problem.field === 'reservationReleaseMinutes')).toMatchObject({ code: 'reservationRelease', max: 1440 });
    expect(badPolicy.data?.saveSiteSettings.problems!.find((problem) => problem.field === 'reservationSharePercent')).toMatchObject({ code: 'reservationShare', max: 100 });
    expect((await rows(sql`select reservation_share_percent, reservation_release_minutes, waiver_retention_years from parks where id = 'queenstown'`))[0]).toEqual({
      reservation_share_percent: 25,
      reservation_release_minutes: 30,
      waiver_retention_years: 7,
    });
    // The offline scanners' rule: a choice of two, 'refuse' until a manager says otherwise; left out, it stays.
    const badRule = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', checkout: { ...checkout, offlineUnknownTickets: 'admit' } });
    // Not one of the enum's values: refused by the schema before anything is read.
    expect(badRule.errors?.length).toBeGreaterThan(0);
    expect(badRule.data ?? null).toBeNull();
    expect((await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', checkout: { ...checkout, offlineUnknownTickets: 'admitAndFlag' } })).data?.saveSiteSettings.problems ?? []).toEqual([]);
    expect((await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', checkout })).data?.saveSiteSettings.problems ?? []).toEqual([]);
    expect((await rows(sql`select reservation_confirmation, reservation_share_percent, reservation_release_minutes, waiver_retention_years, offline_unknown_tickets from parks where id = 'queenstown'`))[0]).toEqual({
      reservation_confirmation: false,
      reservation_share_percent: 40,
      reservation_release_minutes: 45,
      waiver_retention_years: 10,
      offline_unknown_tickets: 'admitAndFlag',
    });
    await rows(sql`update parks set offline_unknown_tickets = 'refuse' where id = 'queenstown'`);
    const read = await asStaff<{ siteSettings: { checkout: { reservationSharePercent: string; reservationReleaseMinutes: string } } }>(
      staff.manager,
      `query ($id: ID!) { siteSettings(localeId: $id) { checkout { reservationSharePercent reservationReleaseMinutes } } }`,
      { id: 'nz' },
    );
    expect(read.data?.siteSettings.checkout).toEqual({ reservationSharePercent: '40', reservationReleaseMinutes: '45' });
    expect(
      (await rows(sql`select reschedule_hours_before, cancel_hours_before, cancel_refund_to, gift_card_bonus_percent, cheaper_difference_to from parks where id = 'queenstown'`))[0],
    ).toEqual({ reschedule_hours_before: 24, cancel_hours_before: null, cancel_refund_to: 'gift_card', gift_card_bonus_percent: 15, cheaper_difference_to: 'gift_card' });
    expect((await rows(sql`select address from locales where id = 'nz'`))[0]).toEqual({ address: '88 Skyline Road, Queenstown' });
    expect((await rows(sql`select cancellation_policy, venue_hire_email from locales where id = 'nz'`))[0]).toEqual({ cancellation_policy: 'Free changes up to 24 hours before.', venue_hire_email: null });
  });
});

describe('the booking widget', () => {
  const SAVE_WIDGET = `mutation ($localeId: ID!, $widget: WidgetSettingsInput) {
    saveSiteSettings(localeId: $localeId, widget: $widget) { __typename ... on SiteSettingsSaved { settings { widget { widgetOrigins scriptUrl activities { slug title { en zhHant } } } } } ${REFUSED} } }`;
  type WidgetSaved = { saveSiteSettings: Result & { settings?: { widget: { widgetOrigins: string[]; scriptUrl: string; activities: { slug: string; title: { en: string } }[] } | null } } };
  const originsOf = async (park: string) => (await rows<{ widget_origins: string[] }>(sql`select widget_origins from parks where id = ${park}`))[0].widget_origins;

  it('saves the park’s partner origins normalised, audited, recorded, for every site of the park', async () => {
    const typed = 'https://Partner-Hotel.example/\nhttps://tours.example:8443, https://partner-hotel.example\n\n';
    const saved = await asStaff<WidgetSaved>(staff.manager, SAVE_WIDGET, { localeId: 'nz', widget: { widgetOrigins: typed } });
    expect(saved.errors).toBeUndefined();
    const widget = saved.data?.saveSiteSettings.settings?.widget;
    expect(widget?.widgetOrigins).toEqual(['https://partner-hotel.example', 'https://tours.example:8443']);
    expect(await originsOf('queenstown')).toEqual(['https://partner-hotel.example', 'https://tours.example:8443']);
    // The snippet's parts: the loader on this site's domain, and the park's own activities (not a partner's tours).
    expect(widget?.scriptUrl).toMatch(/^https?:\/\/nz\.localhost(:\d+)?\/widget\.js$/);
    expect(widget?.activities.map((activity) => activity.slug)).toContain('treetop-challenge');
    const [entry] = await rows<{ before: unknown; after: unknown; park_id: string }>(sql`select before, after, park_id from staff_audit where action = 'settings.widget' order by id desc limit 1`);
    // Before: the demo's partner page (demo/partner-page.ts).
    expect(entry).toEqual({ before: { widgetOrigins: [DEMO_PARTNER_ORIGIN] }, after: { widgetOrigins: ['https://partner-hotel.example', 'https://tours.example:8443'] }, park_id: 'queenstown' });
    const changes = await rows<{ change: { kind: string } }>(sql`select change from site_changes order by id`);
    expect(changes.at(-1)?.change).toEqual({ kind: 'locales' });
    invalidateLocales();
    expect((await findLocaleById('nz'))?.park?.widgetOrigins).toEqual(['https://partner-hotel.example', 'https://tours.example:8443']);
  });

  it('refuses what is no origin, and too many, with the field’s message, changing nothing', async () => {
    const before = await originsOf('queenstown');
    for (const bad of ['https://partner.example/booking', 'http://partner.example', 'https://*.partner.example', "https://a.example 'unsafe-inline'", 'partner.example']) {
      const refused = await asStaff<WidgetSaved>(staff.manager, SAVE_WIDGET, { localeId: 'nz', widget: { widgetOrigins: bad } });
      expect(refused.data?.saveSiteSettings.problems, bad).toEqual([{ field: 'widgetOrigins', language: null, code: 'widgetOrigin', max: null }]);
    }
    const many = Array.from({ length: 21 }, (_, index) => `https://partner-${index}.example`).join('\n');
    const tooMany = await asStaff<WidgetSaved>(staff.manager, SAVE_WIDGET, { localeId: 'nz', widget: { widgetOrigins: many } });
    expect(tooMany.data?.saveSiteSettings.problems).toEqual([{ field: 'widgetOrigins', language: null, code: 'widgetOriginsMax', max: 20 }]);
    expect(await originsOf('queenstown')).toEqual(before);
  });

  it('is a park’s: another park’s manager and a gate are refused, and the global site has none', async () => {
    for (const member of [staff.hongKong, staff.gate]) {
      expect(codeOf(await asStaff(member, SAVE_WIDGET, { localeId: 'nz', widget: { widgetOrigins: 'https://evil.example' } }))).toBe('FORBIDDEN');
    }
    expect(await originsOf('queenstown')).not.toContain('https://evil.example');
    const global = await asStaff<WidgetSaved>(staff.owner, SAVE_WIDGET, { localeId: 'global', widget: { widgetOrigins: 'https://partner.example' } });
    expect(global.data?.saveSiteSettings.problems).toEqual([{ field: 'form', language: null, code: 'failed', max: null }]);
    const read = await asStaff<{ siteSettings: { widget: unknown } }>(staff.owner, `query { siteSettings(localeId: "global") { widget { widgetOrigins } } }`);
    expect(read.data?.siteSettings.widget).toBeNull();
  });
});

describe('gateways', () => {
  it('switches a gateway off (checkout no longer lists it) with its fee as a percentage, audited and recorded', async () => {
    invalidateGateways();
    expect((await listGateways('nz')).map((g) => g.id)).toContain('nz-windcave');
    const saved = await asStaff<{ saveGateway: Result }>(staff.manager, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ enabled: false, feePercent: '2.5', secretEnv: windcaveSecret }) });
    expect(saved.data?.saveGateway.problems ?? []).toEqual([]);
    expect(saved.data?.saveGateway.settings?.gateways.find((g) => g.id === 'nz-windcave')).toMatchObject({ enabled: false, feePercent: '2.5', offered: false });
    expect((await rows(sql`select enabled, card_fee_basis_points from payment_gateways where id = 'nz-windcave'`))[0]).toEqual({ enabled: false, card_fee_basis_points: 250 });
    invalidateGateways();
    expect((await listGateways('nz')).map((g) => g.id)).not.toContain('nz-windcave');
    const [entry] = await rows<{ before: { enabled: boolean }; after: { enabled: boolean } }>(sql`select before, after from staff_audit where action = 'gateway.update' and subject = 'gateway:nz-windcave'`);
    expect(entry).toMatchObject({ before: { enabled: true }, after: { enabled: false } });
    expect((await rows<{ change: { kind: string } }>(sql`select change from site_changes order by id desc limit 1`))[0].change).toEqual({ kind: 'gateways' });
    await asStaff(staff.manager, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ secretEnv: windcaveSecret }) });
    invalidateGateways();
    expect((await listGateways('nz')).map((g) => g.id)).toContain('nz-windcave');
  });

  it('words a gateway in each language, its Chinese optional but needed for a Chinese description', async () => {
    const chinese = { title: { en: 'Windcave', zhHant: '信用卡' }, description: { en: 'Pay by card.', zhHant: '以信用卡付款。' }, secretEnv: windcaveSecret };
    const saved = await asStaff<{ saveGateway: Result }>(staff.manager, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput(chinese) });
    expect(saved.data?.saveGateway).toMatchObject({ __typename: 'GatewaySaved', gateway: { id: 'nz-windcave' } });
    const read = await asStaff<{ siteSettings: { gateways: { id: string; type: string; title: { en: string; zhHant: string } }[] } }>(staff.manager, READ, { id: 'nz' });
    expect(read.data?.siteSettings.gateways.find((g) => g.id === 'nz-windcave')).toMatchObject({ type: 'DPS', title: { en: 'Windcave', zhHant: '信用卡' } });
    expect((await rows<{ texts: unknown }>(sql`select texts from payment_gateways where id = 'nz-windcave'`))[0].texts).toEqual({
      en: { title: 'Windcave', description: 'Pay by card.' },
      'zh-Hant': { title: '信用卡', description: '以信用卡付款。' },
    });
    const orphan = await asStaff<{ saveGateway: Result }>(staff.manager, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ ...chinese, title: { en: 'Windcave', zhHant: '' } }) });
    expect(orphan.data?.saveGateway).toEqual({ __typename: 'SettingsFormRefused', problems: [{ field: 'description', language: 'zh-Hant', code: 'zhTitle', max: null }] });
    const long = await asStaff<{ saveGateway: Result }>(staff.manager, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ ...chinese, title: { en: 'Windcave', zhHant: '長'.repeat(121) } }) });
    expect(long.data?.saveGateway.problems).toEqual([{ field: 'title', language: 'zh-Hant', code: 'tooLong', max: 120 }]);
    await asStaff(staff.manager, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ secretEnv: windcaveSecret }) });
  });

  it('leaves credential names to owners, and refuses the site’s own configuration as one', async () => {
    const manager = await asStaff<{ saveGateway: Result }>(staff.manager, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ secretEnv: 'OTHER_SECRET' }) });
    expect(manager.data?.saveGateway.problems).toEqual([expect.objectContaining({ field: 'secretEnv', code: 'ownerOnly' })]);
    const reserved = await asStaff<{ saveGateway: Result }>(staff.owner, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ secretEnv: 'DATABASE_URL' }) });
    expect(reserved.data?.saveGateway.problems).toEqual([expect.objectContaining({ field: 'secretEnv', code: 'envReserved' })]);
    const none = await asStaff<{ saveGateway: Result }>(staff.owner, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ secretEnv: '' }) });
    expect(none.data?.saveGateway.problems).toEqual([expect.objectContaining({ field: 'secretEnv', code: 'credentialRequired' })]);
    const owner = await asStaff<{ saveGateway: Result }>(staff.owner, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ secretEnv: 'NZ_WINDCAVE_KEY' }) });
    expect(owner.data?.saveGateway.problems ?? []).toEqual([]);
    expect(owner.data?.saveGateway.settings?.gateways.find((g) => g.id === 'nz-windcave')).toMatchObject({ offered: false });
    expect((await rows<{ settings: { secretEnv: string } }>(sql`select settings from payment_gateways where id = 'nz-windcave'`))[0].settings.secretEnv).toBe('NZ_WINDCAVE_KEY');
    await asStaff(staff.owner, SAVE_GATEWAY, { id: 'nz-windcave', input: gatewayInput({ secretEnv: windcaveSecret }) });
  });

  it('never leaves booking on without a payment method', async () => {
    const ids = (await rows<{ id: string }>(sql`select id from payment_gateways where locale_id = 'nz' order by sort_order, id`)).map((row) => row.id);
    await database.db.execute(sql`update payment_gateways set enabled = false where locale_id = 'nz' and id <> ${ids[0]}`);
    const last = await asStaff<{ saveGateway: Result }>(staff.manager, SAVE_GATEWAY, { id: ids[0], input: { ...gatewayInput({ enabled: false, title: { en: 'Credit or debit card', zhHant: '' }, secretEnv: windcaveSecret }) } });
    expect(last.data?.saveGateway.problems).toEqual([expect.objectContaining({ field: 'enabled', code: 'lastGateway' })]);
    expect((await rows(sql`select enabled from payment_gateways where id = ${ids[0]}`))[0]).toEqual({ enabled: true });
    // Booking off first: then the last method may go, and booking cannot come back on without one.
    const booking = { bookingEnabled: false, bookingEmbedCode: '', externalBookingSiteUrl: 'https://book.example.com/', enableProgressiveCheckout: false, progressiveCheckoutCode: '' };
    expect((await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', booking })).data?.saveSiteSettings.problems ?? []).toEqual([]);
    await database.db.execute(sql`update payment_gateways set enabled = false where locale_id = 'nz'`);
    const on = await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', booking: { ...booking, bookingEnabled: true } });
    expect(on.data?.saveSiteSettings.problems).toEqual([expect.objectContaining({ field: 'bookingEnabled', code: 'noGateway' })]);
    expect((await rows(sql`select booking_enabled from locales where id = 'nz'`))[0]).toEqual({ booking_enabled: false });
    await database.db.execute(sql`update payment_gateways set enabled = true where locale_id = 'nz'`);
    expect((await asStaff<Saved>(staff.manager, SAVE, { localeId: 'nz', booking: { ...booking, bookingEnabled: true } })).data?.saveSiteSettings.problems ?? []).toEqual([]);
  });

  it('moves a gateway in the checkout’s order', async () => {
    const order = async () => (await rows<{ id: string }>(sql`select id from payment_gateways where locale_id = 'nz' order by sort_order, id`)).map((row) => row.id);
    const before = await order();
    const moved = await asStaff<{ moveGateway: Result }>(staff.manager, MOVE, { id: before[1], direction: 'up' });
    expect(moved.data?.moveGateway.__typename).toBe('GatewayMoved');
    expect(await order()).toEqual([before[1], before[0], ...before.slice(2)]);
    const first = await asStaff<{ moveGateway: Result }>(staff.manager, MOVE, { id: before[1], direction: 'up' });
    expect(first.data?.moveGateway).toEqual({ __typename: 'GatewayMoveRefused', problem: 'first' });
    // A direction that is neither is refused before anything runs (the enum's values).
    expect((await asStaff(staff.manager, MOVE, { id: before[1], direction: 'sideways' })).errors?.[0]?.message).toMatch(/MoveDirection/);
    invalidateGateways();
    expect((await listGateways('nz'))[0].id).toBe(before[1]);
    expect(await rows(sql`select id from staff_audit where action = 'gateway.move'`)).toHaveLength(1);
  });
});
