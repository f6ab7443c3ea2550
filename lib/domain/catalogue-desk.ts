import { array, boolean, mixed, number, object, string, type InferType } from 'yup';
import { fromDecimalAmount } from './decimal-amount';
import type { BothLanguages } from './language';

/*
 * The catalogue as staff keep it (issue #23): the forms, run by react-hook-form in the browser and again
 * on the server over what the API received, and the order of a park's activities. Money is typed in the
 * park's currency ('12.50') and kept in minor units; the server alone turns the text into an amount.
 * Messages are keys of locales/<lng>/admin.json.
 */

/** A ticket's largest price in minor units ($100,000.00): a typo's guard, not a business rule. */
export const PRICE_MAX = 10_000_000;
/** The most people one ticket admits (a family pass of 4, a group of 10). */
export const PARTICIPANTS_MAX = 20;
export const TITLE_MAX = 80;

/** A price as staff type it, in the park's currency: minor units, or NaN when it is not a plain amount. */
export function typedPrice(text: string, currency: string): number {
  return fromDecimalAmount(text.trim().replace(/,/g, ''), currency) ?? Number.NaN;
}

/** A price field: text in the currency (the form) or minor units (a test's or script's number). */
export const priceField = (currency: string) =>
  number()
    .transform((value: unknown, original: unknown) => (typeof original === 'number' ? original : typeof original === 'string' ? (original.trim() ? typedPrice(original, currency) : undefined) : value))
    .typeError({ key: 'catalogue.validation.price' })
    .required({ key: 'catalogue.validation.priceRequired' })
    .integer({ key: 'catalogue.validation.price' })
    .min(0, { key: 'catalogue.validation.price' })
    .max(PRICE_MAX, { key: 'catalogue.validation.priceMax' });

const title = (required: boolean) => {
  const text = string()
    .transform((value: string | null | undefined) => (value ?? '').trim())
    .max(TITLE_MAX, { key: 'catalogue.validation.titleLength' });
  return required ? text.required({ key: 'catalogue.validation.titleRequired' }) : text.default('');
};

/** A title in both languages (the API's LocalizedTextInput): English required, as every site falls back to it. */
const titles = () => object({ en: title(true), zhHant: title(false) });

export type { BothLanguages };

/** The texts a form holds in both languages: a problem's field names its language (titleEn, titleZhHant). */
const LOCALIZED = ['title', 'summary', 'description', 'highlights'] as const;
const LANGUAGE_KEYS = { En: 'en', ZhHant: 'zhHant' } as const;

/**
 * A schema's path as the API's CatalogueFormField names it: a text's language joined to it (title.zhHant is
 * titleZhHant), a list's item its list (includedActivityIds[1] is includedActivityIds).
 */
export const problemField = (path: string): string => {
  const [name, key] = path.replace(/\[\d+\]$/, '').split('.');
  const language = Object.entries(LANGUAGE_KEYS).find(([, value]) => value === key)?.[0];
  return language && (LOCALIZED as readonly string[]).includes(name) ? `${name}${language}` : name;
};

/** A CatalogueFormField as the form names its field: titleZhHant is title.zhHant (problemField's reverse). */
export const formPath = (field: string): string => {
  for (const name of LOCALIZED)
    for (const [suffix, key] of Object.entries(LANGUAGE_KEYS)) if (field === `${name}${suffix}`) return `${name}.${key}`;
  return field;
};

/** The problems of a whole action (a form's field `form`), keys of catalogue.errors; the fields' are keys of catalogue.validation. */
export const ACTION_PROBLEMS = ['failed', 'first', 'last', 'lastTicket', 'partnerTickets', 'addOnsBookable', 'noTickets', 'partnerRiders'] as const;

/** A problem's code, the last part of its message key (catalogue.validation.priceMax is priceMax): what the API answers. */
export const problemCode = (key: string): string => key.slice(key.lastIndexOf('.') + 1);

/** The message key of a problem's code, for the screen to show (problemCode's reverse). */
export const problemMessage = (code: string): string =>
  `catalogue.${(ACTION_PROBLEMS as readonly string[]).includes(code) ? 'errors' : 'validation'}.${code}`;

/**
 * A ticket type (a variation): its title in English (required: every site falls back to it) and in
 * Traditional Chinese (empty: the Chinese site shows the English), how many people one ticket admits,
 * and its price in the park's currency.
 */
export const variationSchema = ({ currency }: { currency: string }) =>
  object({
    title: titles(),
    participants: number()
      .transform((value: unknown, original: unknown) => (typeof original === 'string' ? (original.trim() ? Number(original.trim()) : undefined) : value))
      .typeError({ key: 'catalogue.validation.participants' })
      .required({ key: 'catalogue.validation.participants' })
      .integer({ key: 'catalogue.validation.participants' })
      .min(1, { key: 'catalogue.validation.participants' })
      .max(PARTICIPANTS_MAX, { key: 'catalogue.validation.participants' }),
    price: priceField(currency),
  });

export type VariationValues = InferType<ReturnType<typeof variationSchema>>;

const optionalCount = (max: number, min: number, key: string) =>
  number()
    .transform((value: unknown, original: unknown) => (original === '' || original === null || original === undefined ? null : typeof original === 'string' ? Number(original.trim()) : value))
    .typeError({ key })
    .nullable()
    .default(null)
    .integer({ key })
    .min(min, { key })
    .max(max, { key });

const longText = (max: number) =>
  string()
    .transform((value: string | null | undefined) => (value ?? '').trim())
    .max(max, { key: 'catalogue.validation.textLength' })
    .default('');

/** A text in both languages, each by the same rule. */
const inBoth = <S extends ReturnType<typeof longText>>(text: () => S) => object({ en: text(), zhHant: text() });

/**
 * An activity's details: its texts in both languages side by side (the English title required; an empty
 * Chinese text falls back to the English on the Chinese site), highlights one per line, how long it lasts,
 * and its image (one of the images the site has). The youngest age is the riders form's (lib/domain/riders-form.ts).
 */
export const activityDetailsSchema = () =>
  object({
    title: titles(),
    summary: inBoth(() => longText(300)),
    // The editor's HTML (lib/domain/rich-text.ts): its tags count too, so room for about 4,000 characters of text.
    description: inBoth(() => longText(8000)),
    highlights: inBoth(() => longText(1000)),
    durationMinutes: optionalCount(24 * 60, 1, 'catalogue.validation.duration'),
    imageId: string().trim().required({ key: 'catalogue.validation.image' }),
  });

export type ActivityDetailsValues = InferType<ReturnType<typeof activityDetailsSchema>>;

/** Highlights as typed, one per line: blank lines dropped. */
export const highlightLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

export type Direction = 'up' | 'down';

/**
 * A park's activities in their new order after moving one a place up or down (the order the public site
 * lists them in); null when it cannot move that way (first up, last down, or not in the list).
 */
export function moveInOrder(ids: readonly string[], id: string, direction: Direction): string[] | null {
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  if (from < 0 || to < 0 || to >= ids.length) return null;
  const order = [...ids];
  [order[from], order[to]] = [order[to], order[from]];
  return order;
}

const description = () => longText(300);

/**
 * An add-on (a media pack): its title and description in both languages, its price, and whether it is
 * charged once per booking or once per participant.
 */
export const addOnSchema = ({ currency }: { currency: string }) =>
  object({
    title: titles(),
    description: inBoth(description),
    perParticipant: boolean()
      .transform((value: unknown, original: unknown) => (original === 'true' ? true : original === 'false' ? false : value))
      .typeError({ key: 'catalogue.validation.perParticipant' })
      .required({ key: 'catalogue.validation.perParticipant' }),
    price: priceField(currency),
  });

export type AddOnValues = InferType<ReturnType<typeof addOnSchema>>;

/** An upgrade to a package: its title and description in both languages, and its price per participant. */
export const upgradeSchema = ({ currency }: { currency: string }) =>
  object({
    title: titles(),
    description: inBoth(description),
    price: priceField(currency),
  });

export type UpgradeValues = InferType<ReturnType<typeof upgradeSchema>>;

export const PRICE_RULE_KINDS = ['weekend', 'dates', 'price'] as const;
/** The most days one rule lists (a range typed as FROM..TO counts each of its days). */
export const RULE_DAYS_MAX = 366;
/** The largest uplift: a price at most three times its base. */
export const UPLIFT_MAX = 200;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Whether 'YYYY-MM-DD' is a day of the calendar (not 2030-02-30). */
const isDay = (day: string): boolean => {
  if (!DAY.test(day)) return false;
  const [year, month, date] = day.split('-').map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
};

/**
 * The days of a range FROM..TO (both real days, FROM first, at most RULE_DAYS_MAX of them); null when it is
 * not one. Counted in UTC: calendar days, whatever the park's zone.
 */
function rangeDays(token: string): string[] | null {
  const [from, to, ...rest] = token.split('..');
  if (rest.length || !isDay(from) || !isDay(to) || to < from) return null;
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); days.length <= RULE_DAYS_MAX; day = new Date(day.getTime() + 86_400_000)) {
    const text = day.toISOString().slice(0, 10);
    if (text > to) return days;
    days.push(text);
  }
  return null;
}

/**
 * Days as typed: separated by commas, spaces or lines, a range as FROM..TO (a season); sorted, each once.
 * A token that is neither a day nor a range stays as typed, for the schema to refuse.
 */
export const typedDays = (text: string): string[] =>
  [...new Set(text.split(/[\s,]+/).filter(Boolean).flatMap((token) => (token.includes('..') ? (rangeDays(token) ?? [token]) : [token])))].sort();

/**
 * Days as a form shows them again, the way typedDays reads them: one a line, a run of three or more days in a
 * row as a range FROM..TO (a season saved as 2027-01-01..2027-02-28 reads back as that, not 59 lines).
 */
export function daysAsTyped(days: readonly string[]): string {
  const next = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const runs: string[][] = [];
  for (const day of [...new Set(days)].sort()) {
    const run = runs[runs.length - 1];
    if (run && next(run[run.length - 1]) === day) run.push(day);
    else runs.push([day]);
  }
  return runs.flatMap((run) => (run.length >= 3 ? [`${run[0]}..${run[run.length - 1]}`] : run)).join('\n');
}

/**
 * A price rule: a percentage added to every ticket price of the activity on weekends (Saturday and
 * Sunday at the park) or on listed days (peak days; a listed day's rule wins over the weekend's), or a
 * dated price: one ticket type's price on listed days, in place of its usual price (uplifts still apply;
 * lib/domain/pricing.ts). Days are typed as YYYY-MM-DD, separated by commas or lines, or as a range
 * FROM..TO (the form's text); the API takes them as the list of days the screen read (typedDays).
 */
export const priceRuleSchema = ({ currency }: { currency: string }) =>
  object({
    kind: string().oneOf(PRICE_RULE_KINDS, { key: 'catalogue.validation.ruleKind' }).required({ key: 'catalogue.validation.ruleKind' }),
    percent: number()
      .transform((value: unknown, original: unknown) => (typeof original === 'string' ? (original.trim() ? Number(original.trim().replace(/%$/, '')) : undefined) : value))
      .when('kind', ([kind]: unknown[], schema) =>
        kind === 'price'
          ? schema.strip()
          : schema
              .typeError({ key: 'catalogue.validation.percent' })
              .required({ key: 'catalogue.validation.percent' })
              .integer({ key: 'catalogue.validation.percent' })
              .min(1, { key: 'catalogue.validation.percent' })
              .max(UPLIFT_MAX, { key: 'catalogue.validation.percent' }),
      ),
    // The form's text box as typed, or the API's list of days: sorted, each once, either way.
    dates: array(string().required({ key: 'catalogue.validation.days' }))
      .transform((value: unknown, original: unknown) => (typeof original === 'string' ? typedDays(original) : Array.isArray(value) ? [...new Set(value as string[])].sort() : value))
      .default([])
      .test('days', { key: 'catalogue.validation.days' }, (days) => (days ?? []).every(isDay))
      .when('kind', ([kind]: unknown[], schema) =>
        kind === 'weekend' ? schema : schema.min(1, { key: 'catalogue.validation.daysRequired' }).max(RULE_DAYS_MAX, { key: 'catalogue.validation.days' }),
      ),
    /** A dated price's ticket type (one of the activity's: the server checks) and its price on those days. */
    variationId: string()
      .transform((value: string | null | undefined) => (value ?? '').trim())
      .default('')
      .when('kind', ([kind]: unknown[], schema) => (kind === 'price' ? schema.required({ key: 'catalogue.validation.ticketType' }) : schema.strip())),
    price: mixed().when('kind', ([kind]: unknown[]) => (kind === 'price' ? priceField(currency) : mixed().strip())),
  });

export type PriceRuleValues = InferType<ReturnType<typeof priceRuleSchema>>;

export const ACTIVITY_TYPES = ['BookableActivity', 'ComboActivity', 'ThirdPartyActivity'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];
/** A page address's last part: lower-case letters, digits and single dashes. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A new activity of one of the three types: its address (slug), title and summary in both languages, its
 * image; a package's included activities (two or more of the park's); a partner tour's booking page (an
 * https address), partner's name and advertised price. It starts off sale: ticket types, details and
 * price rules are set on its own screen, then it is put on sale.
 */
export const newActivitySchema = ({ currency }: { currency: string }) =>
  object({
    type: string().oneOf(ACTIVITY_TYPES, { key: 'catalogue.validation.type' }).required({ key: 'catalogue.validation.type' }),
    slug: string()
      .transform((value: string | null | undefined) => (value ?? '').trim().toLowerCase())
      .required({ key: 'catalogue.validation.slug' })
      .max(60, { key: 'catalogue.validation.slug' })
      .matches(SLUG, { message: { key: 'catalogue.validation.slug' }, excludeEmptyString: true }),
    title: titles(),
    summary: inBoth(() => longText(300)),
    imageId: string().trim().required({ key: 'catalogue.validation.image' }),
    includedActivityIds: array(string().required({ key: 'catalogue.validation.includes' }))
      .default([])
      .when('type', ([type]: unknown[], schema) => (type === 'ComboActivity' ? schema.min(2, { key: 'catalogue.validation.includes' }) : schema)),
    externalUrl: string()
      .transform((value: string | null | undefined) => (value ?? '').trim())
      .default('')
      .when('type', ([type]: unknown[], schema) =>
        type === 'ThirdPartyActivity'
          ? schema.required({ key: 'catalogue.validation.url' }).test('https', { key: 'catalogue.validation.url' }, (value) => {
              try {
                return new URL(value ?? '').protocol === 'https:';
              } catch {
                return false;
              }
            })
          : schema,
      ),
    partnerName: string()
      .transform((value: string | null | undefined) => (value ?? '').trim())
      .max(TITLE_MAX, { key: 'catalogue.validation.titleLength' })
      .default('')
      .when('type', ([type]: unknown[], schema) => (type === 'ThirdPartyActivity' ? schema.required({ key: 'catalogue.validation.partnerName' }) : schema)),
    partnerFromPrice: number()
      .transform((value: unknown, original: unknown) => (typeof original === 'number' ? original : typeof original === 'string' ? (original.trim() ? typedPrice(original, currency) : null) : value ?? null))
      .nullable()
      .default(null)
      .typeError({ key: 'catalogue.validation.price' })
      .integer({ key: 'catalogue.validation.price' })
      .min(0, { key: 'catalogue.validation.price' })
      .max(PRICE_MAX, { key: 'catalogue.validation.priceMax' })
      .when('type', ([type]: unknown[], schema) => (type === 'ThirdPartyActivity' ? schema.nonNullable({ key: 'catalogue.validation.priceRequired' }) : schema)),
  });

export type NewActivityValues = InferType<ReturnType<typeof newActivitySchema>>;

/**
 * What makes a package or a partner tour what it is, changed after it was made: a package's included
 * activities, a partner tour's booking page, partner's name and advertised price. The new-activity rules,
 * for the activity's own type (which never changes: its orders and pages are of that kind).
 */
export const activityListingSchema = ({ currency }: { currency: string }) =>
  newActivitySchema({ currency }).pick(['type', 'includedActivityIds', 'externalUrl', 'partnerName', 'partnerFromPrice']);

export type ActivityListingValues = InferType<ReturnType<typeof activityListingSchema>>;
