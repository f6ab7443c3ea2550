import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/domain/form-validation';
import enAdmin from '@/locales/en/admin.json';
import zhAdmin from '@/locales/zh-Hant/admin.json';
import {
  analyticsSchema,
  bookingSchema,
  checkoutSchema,
  codeList,
  feeBasisPoints,
  feePercent,
  gatewaySchema,
  isCurrency,
  isHostName,
  isHrefLang,
  isTimeZone,
  SETTINGS_PROBLEM_KEYS,
  settingsProblemKey,
  settingsProblemPath,
  siteSchema,
  typedSettingsProblem,
} from '@/lib/domain/park-settings';

/*
 * The settings forms' rules (issue #23), shared by the browser and the server: every field's bad values
 * come back as that field's message key, and good values pass (trimmed, normalised).
 */

const SITE = { title: 'Summit Rush Queenstown', longMenuTitle: { en: 'Queenstown, New Zealand', zhHant: '新西蘭皇后鎮' }, domain: 'nz.localhost', hrefLang: 'en-NZ', language: 'en', currency: 'NZD', timeZone: 'Pacific/Auckland' };
const GATEWAY = { enabled: true, feePercent: '2.5', title: { en: 'Card', zhHant: '' }, description: { en: '', zhHant: '' }, secretEnv: 'NZ_CARD_SECRET', privateKeyEnv: '', publicKeyEnv: '' };
/** The gateway with one field (a path: title.en) set. */
const gatewayWith = (path: string, value: string) => {
  const [field, language] = path.split('.');
  const gateway = GATEWAY as Record<string, unknown>;
  return { ...GATEWAY, [field]: language ? { ...(gateway[field] as object), [language]: value } : value };
};

const problems = async (schema: Parameters<typeof validateForm>[0], input: unknown) => {
  const result = await validateForm(schema, input);
  return result.ok ? [] : result.fields.map((field) => `${field.field}:${field.message.key}`);
};

describe('site settings', () => {
  it('passes a good site, trimmed and normalised', async () => {
    const result = await validateForm(siteSchema, { ...SITE, domain: ' NZ.Example.COM ', currency: 'nzd' });
    expect(result.ok && result.values).toMatchObject({ domain: 'nz.example.com', currency: 'NZD' });
  });

  it.each([
    ['domain', '', 'settings.validation.domainRequired'],
    ['domain', 'https://nz.example.com', 'settings.validation.domain'],
    ['domain', 'nz example.com', 'settings.validation.domain'],
    ['domain', '-nz.example.com', 'settings.validation.domain'],
    ['domain', 'nz..example.com', 'settings.validation.domain'],
    ['domain', '127.0.0.1', 'settings.validation.domain'],
    ['domain', 'nz.example.com:3000', 'settings.validation.domain'],
    ['hrefLang', 'english please', 'settings.validation.hrefLang'],
    ['hrefLang', 'e', 'settings.validation.hrefLang'],
    ['hrefLang', '', 'settings.validation.hrefLangRequired'],
    ['language', 'fr', 'settings.validation.language'],
    ['currency', 'XYZ1', 'settings.validation.currency'],
    ['currency', 'ZZZ', 'settings.validation.currency'],
    ['currency', '', 'settings.validation.currencyRequired'],
    ['timeZone', 'Mars/Olympus', 'settings.validation.timeZone'],
    ['timeZone', 'Pacific/Auckland; drop', 'settings.validation.timeZone'],
    ['timeZone', '', 'settings.validation.timeZoneRequired'],
    ['title', '  ', 'settings.validation.titleRequired'],
    ['title', 'x'.repeat(121), 'settings.validation.tooLong'],
  ])('refuses %s %j with %s', async (field, value, key) => {
    expect(await problems(siteSchema, { ...SITE, [field]: value })).toEqual([`${field}:${key}`]);
  });

  it('needs the chooser’s English name; the Chinese one may be empty (Chinese pages then show the English)', async () => {
    expect(await problems(siteSchema, { ...SITE, longMenuTitle: { en: ' ', zhHant: '新西蘭皇后鎮' } })).toEqual(['longMenuTitle.en:settings.validation.titleRequired']);
    expect(await problems(siteSchema, { ...SITE, longMenuTitle: { en: 'Queenstown', zhHant: '' } })).toEqual([]);
    expect(await problems(siteSchema, { ...SITE, longMenuTitle: { en: 'Queenstown', zhHant: '皇'.repeat(121) } })).toEqual(['longMenuTitle.zhHant:settings.validation.tooLong']);
  });

  it('knows host names, language tags, currencies and zones', () => {
    expect(isHostName('zh.hk.summitrush.example')).toBe(true);
    expect(isHostName('localhost')).toBe(true);
    expect(isHrefLang('zh-Hant-HK')).toBe(true);
    expect(isHrefLang('x-default')).toBe(true);
    expect(isCurrency('HKD')).toBe(true);
    expect(isCurrency('hkd')).toBe(false);
    expect(isTimeZone('Asia/Hong_Kong')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Asia/Atlantis')).toBe(false);
  });
});

describe('analytics codes', () => {
  const good = { googleTagManagerCode: 'GTM-AB12CD, GTM-XY34', googleAnalyticsCode: 'G-AB12CD34', hubspotCode: '4123456', facebookCode: '1234567890123' };

  it('passes several codes per field, and empty fields', async () => {
    expect(await problems(analyticsSchema, good)).toEqual([]);
    expect(await problems(analyticsSchema, { googleTagManagerCode: '', googleAnalyticsCode: '', hubspotCode: '', facebookCode: '' })).toEqual([]);
    expect(codeList('GTM-AB12CD,\nGTM-XY34 GTM-AB12CD')).toEqual(['GTM-AB12CD', 'GTM-XY34']);
  });

  it.each([
    ['googleTagManagerCode', 'GTM-AB12CD, UA-1234-1'],
    ['googleTagManagerCode', 'G-AB12CD'],
    ['googleAnalyticsCode', 'GTM-AB12CD'],
    ['googleAnalyticsCode', 'G-ab"><script>'],
    ['hubspotCode', 'HS-4123'],
    ['facebookCode', '12345'],
    ['facebookCode', 'abc1234567'],
  ])('refuses %s %j', async (field, value) => {
    expect(await problems(analyticsSchema, { ...good, [field]: value })).toEqual([`${field}:settings.validation.${field}`]);
  });

  it('refuses more than five codes in a field', async () => {
    expect(await problems(analyticsSchema, { ...good, hubspotCode: '101 102 103 104 105 106' })).toEqual(['hubspotCode:settings.validation.codesMax']);
  });
});

describe('booking and checkout', () => {
  const booking = { bookingEnabled: true, bookingEmbedCode: '', externalBookingSiteUrl: '', enableProgressiveCheckout: false, progressiveCheckoutCode: '' };

  it('wants an https external site, a progressive code when progressive checkout is on, and a short embed code', async () => {
    expect(await problems(bookingSchema, { ...booking, externalBookingSiteUrl: 'https://book.example.com/x' })).toEqual([]);
    expect(await problems(bookingSchema, { ...booking, externalBookingSiteUrl: 'http://book.example.com/' })).toEqual(['externalBookingSiteUrl:settings.validation.https']);
    expect(await problems(bookingSchema, { ...booking, externalBookingSiteUrl: 'javascript:alert(1)' })).toEqual(['externalBookingSiteUrl:settings.validation.https']);
    expect(await problems(bookingSchema, { ...booking, enableProgressiveCheckout: true })).toEqual(['progressiveCheckoutCode:settings.validation.progressiveCodeRequired']);
    expect(await problems(bookingSchema, { ...booking, progressiveCheckoutCode: 'a b' })).toEqual(['progressiveCheckoutCode:settings.validation.progressiveCode']);
    expect(await problems(bookingSchema, { ...booking, bookingEmbedCode: 'x'.repeat(2001) })).toEqual(['bookingEmbedCode:settings.validation.tooLong']);
  });

  it('wants the venue-hire inbox an address or empty, and a policy of at most 2000 characters', async () => {
    const checkout = { checkoutImageId: '', reservationConfirmation: true, cancellationPolicy: '', venueHireEmail: '' };
    expect(await problems(checkoutSchema, checkout)).toEqual([]);
    expect(await problems(checkoutSchema, { ...checkout, venueHireEmail: 'events@summitrush.example' })).toEqual([]);
    expect(await problems(checkoutSchema, { ...checkout, venueHireEmail: 'events at summitrush' })).toEqual(['venueHireEmail:settings.validation.email']);
    expect(await problems(checkoutSchema, { ...checkout, cancellationPolicy: 'x'.repeat(2001) })).toEqual(['cancellationPolicy:settings.validation.tooLong']);
  });
  it('keeps signed waivers 1 to 30 whole years, 7 unless said', async () => {
    const checkout = { checkoutImageId: '', reservationConfirmation: true, cancellationPolicy: '', venueHireEmail: '' };
    expect(checkoutSchema.cast(checkout).waiverRetentionYears).toBe('7');
    for (const years of ['1', '30', ' 12 ']) expect(await problems(checkoutSchema, { ...checkout, waiverRetentionYears: years }), years).toEqual([]);
    for (const years of ['0', '31', '2.5', '-1', 'seven', '']) expect(await problems(checkoutSchema, { ...checkout, waiverRetentionYears: years }), years).toEqual(['waiverRetentionYears:settings.validation.waiverRetention']);
  });
});

describe('gateways', () => {
  it('turns a typed percentage into basis points by its digits, and back', () => {
    expect(feeBasisPoints('2.5')).toBe(250);
    expect(feeBasisPoints('0')).toBe(0);
    expect(feeBasisPoints('1.25')).toBe(125);
    expect(feeBasisPoints('10')).toBe(1000);
    expect(feeBasisPoints('2.555')).toBeNull();
    expect(feeBasisPoints('-1')).toBeNull();
    expect(feeBasisPoints('1e1')).toBeNull();
    expect(feePercent(250)).toBe('2.5');
    expect(feePercent(125)).toBe('1.25');
    expect(feePercent(200)).toBe('2');
  });

  it.each([
    ['feePercent', '10.5', 'settings.validation.fee'],
    ['feePercent', 'two', 'settings.validation.fee'],
    ['feePercent', '2.555', 'settings.validation.fee'],
    ['title.en', '', 'settings.validation.titleRequired'],
    ['title.zhHant', '長'.repeat(121), 'settings.validation.tooLong'],
    ['secretEnv', 'nz-card-secret', 'settings.validation.envName'],
    ['secretEnv', '1SECRET', 'settings.validation.envName'],
    ['privateKeyEnv', 'DATABASE_URL', 'settings.validation.envReserved'],
    ['publicKeyEnv', 'TICKET_SIGNING_SECRET', 'settings.validation.envReserved'],
    ['description.zhHant', '用微信付款', 'settings.validation.zhTitle'],
  ])('refuses %s %j with %s', async (field, value, key) => {
    expect(await problems(gatewaySchema, gatewayWith(field, value))).toEqual([`${field}:${key}`]);
  });

  it('passes a good gateway, and a Chinese description with its Chinese title', async () => {
    expect(await problems(gatewaySchema, GATEWAY)).toEqual([]);
    expect(await problems(gatewaySchema, { ...GATEWAY, title: { en: 'WeChat Pay', zhHant: '微信支付' }, description: { en: '', zhHant: '用微信付款' } })).toEqual([]);
  });
});

describe('problems as the staff API types them', () => {
  it('names the field, the language of a localized text, and the code, and finds the message key back', () => {
    expect(typedSettingsProblem('timeZone', 'settings.validation.timeZone')).toEqual({ field: 'timeZone', language: null, code: 'timeZone', max: null });
    expect(typedSettingsProblem('title.zhHant', 'settings.validation.tooLong', 120)).toEqual({ field: 'title', language: 'zh-Hant', code: 'tooLong', max: 120 });
    expect(typedSettingsProblem('description.en', 'settings.validation.tooLong', 500)).toMatchObject({ field: 'description', language: 'en' });
    expect(typedSettingsProblem('domain', 'settings.errors.domainTaken')).toMatchObject({ field: 'domain', code: 'domainTaken' });
    // What the rules never say is the whole form's failure, not a value the API could not answer.
    expect(typedSettingsProblem('nonsense', 'validation.invalid')).toEqual({ field: 'form', language: null, code: 'failed', max: null });
    expect(settingsProblemPath({ field: 'title', language: 'zh-Hant' })).toBe('title.zhHant');
    expect(settingsProblemPath({ field: 'domain', language: null })).toBe('domain');
    expect(settingsProblemKey('timeZone')).toBe('settings.validation.timeZone');
    expect(settingsProblemKey('timeZoneInUse')).toBe('settings.errors.timeZoneInUse');
  });

  it('has a message in both languages for every code', () => {
    for (const [language, admin] of Object.entries({ en: enAdmin, 'zh-Hant': zhAdmin })) {
      const settings = admin.settings as unknown as Record<string, Record<string, string>>;
      for (const code of Object.keys(SETTINGS_PROBLEM_KEYS) as (keyof typeof SETTINGS_PROBLEM_KEYS)[]) {
        expect(settings[SETTINGS_PROBLEM_KEYS[code]][code], `${language} ${code}`).toEqual(expect.any(String));
      }
    }
  });
});
