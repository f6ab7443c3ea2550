import { and, asc, eq, sql } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import { activityPath } from '@/lib/domain/paths';
import type { CatalogueFormField, CatalogueProblemCode, PriceRuleKind } from '@/graphql/generated/staff-resolvers';
import { activityDetailsSchema, highlightLines, moveInOrder, problemCode, problemField, variationSchema, type ActivityType, type BothLanguages, type Direction } from '@/lib/domain/catalogue-desk';
import { validateForm } from '@/lib/domain/form-validation';
import { inBothLanguages, textIn, toLanguage, type Language } from '@/lib/domain/language';
import { editorHtml, storedHtml } from '@/lib/domain/rich-text';
import { mayAct } from '@/lib/domain/staff-access';
import type { HealthQuestion, RiderRequirements } from '@/lib/domain/riders';
import { riderRequirementsOf } from '../activities';
import { imageUsableIn, parkImages, type LibraryImage } from '../images';
import { listLocales, siteOrigin, type LocaleRecord } from '../locales';
import { db } from '../platform/db/client';
import { sanitizeHtml } from '../platform/html-sanitizer';
import { activities, addOns, priceRules, upgrades, variations, type ActivityRow, type AddOnRow, type PriceRuleRow, type Texts, type UpgradeRow, type VariationRow } from '../platform/db/schema';
import { parkWaivers, type ParkWaiver } from '../riders';
import { recordStaffAction, type StaffMember } from '../staff';
import { catalogueChanged, changeCatalogue, type Tx } from './catalogue-changed';

/*
 * A park's catalogue in the back office (issue #23), for its managers and owners: its activities in the
 * order the public site lists them, on sale or retired; each activity's ticket types and prices and its
 * details in both languages. Every change is one transaction: the member's right over the thing's own
 * park (never a park the browser names for an existing thing), the form's schema run again over what the
 * API received, the change, its audit entry with before and after, and `catalogueChanged` so the public
 * site shows it. Nothing is ever deleted: order lines, tickets and carts name activities and ticket types,
 * so retiring takes a thing off sale and leaves it where they find it. A price change reaches neither a
 * cart (its items keep the prices of when they were added, cart_items.prices) nor an order (its lines
 * keep their totals).
 */

export type CatalogueStatus = 'onSale' | 'retired';

export interface DeskActivity {
  id: string;
  slug: string;
  type: ActivityType;
  title: string;
  status: CatalogueStatus;
  /** 1-based place in the park's list, on sale and retired together. */
  position: number;
  /** The lowest price of its ticket types on sale (or a partner's advertised price), minor units; null: none. */
  fromPrice: number | null;
}

/** A text in both languages as the API's LocalizedText has it: zhHant empty where the Chinese site shows the English. */
export type LocalizedText = BothLanguages;

export interface CatalogueDesk {
  parkId: string;
  parkName: string;
  currency: string;
  activities: DeskActivity[];
  /** The images a new activity may show. */
  images: { id: string; title: string; url: string }[];
}

export interface DeskVariation {
  id: string;
  title: LocalizedText;
  participants: number;
  price: number;
  status: CatalogueStatus;
}

export interface ActivityDetails {
  title: LocalizedText;
  summary: LocalizedText;
  description: LocalizedText;
  highlights: BothLanguages<string[]>;
  durationMinutes: number | null;
  imageId: string;
}

export interface DeskAddOn {
  id: string;
  title: LocalizedText;
  description: LocalizedText;
  perParticipant: boolean;
  price: number;
  status: CatalogueStatus;
}

export interface DeskUpgrade {
  id: string;
  targetActivityId: string;
  title: LocalizedText;
  description: LocalizedText;
  price: number;
}

export interface DeskPriceRule {
  id: string;
  kind: PriceRuleKind;
  percent: number;
  dates: string[];
  /** A dated price's ticket type and price (minor units); null for an uplift. */
  variationId: string | null;
  price: number | null;
}

export interface DeskActivityDetail extends DeskActivity {
  parkId: string;
  parkName: string;
  currency: string;
  details: ActivityDetails;
  variations: DeskVariation[];
  addOns: DeskAddOn[];
  upgrades: DeskUpgrade[];
  priceRules: DeskPriceRule[];
  images: { id: string; title: string; url: string }[];
  /** The activity's public page on each of the park's sites (while it is on sale). */
  pages: { language: Language; url: string }[];
  /** A package's included activities (and the park's it may include), or a partner tour's page; null when bookable. */
  listing: DeskActivityListing | null;
  /** Who may ride it (lib/domain/riders.ts). */
  riders: Omit<RiderRequirements, 'healthQuestions'> & { healthQuestions: HealthQuestion[] };
  /** The park's waivers its riders may sign. */
  waivers: ParkWaiver[];
}

export interface DeskActivityListing {
  includedActivityIds: string[];
  choices: { id: string; title: string }[];
  externalUrl: string;
  partnerName: string;
  partnerFromPrice: number | null;
}

/** A form's problem as the API answers it: the field (form for the whole action) and why. */
export interface FormProblem {
  field: CatalogueFormField;
  code: CatalogueProblemCode;
  /** The item of a list it is about (a health question), from 0. */
  index?: number | null;
}

export type DeskResult<T> = { kind: 'done'; value: T } | { kind: 'problems'; problems: FormProblem[] } | { kind: 'forbidden' };

export interface Park {
  name: string;
  currency: string;
  locales: LocaleRecord[];
}

/** A park's currency (its first site's), its name in the member's language, and its sites. */
export async function parkOf(parkId: string, language: Language): Promise<Park | null> {
  const locales = (await listLocales()).filter((locale) => locale.parkId === parkId);
  const first = locales[0];
  if (!first) return null;
  const named = language === 'en' ? undefined : locales.find((locale) => locale.locale === language);
  return { name: named?.title ?? first.park?.name ?? parkId, currency: first.currency, locales };
}

export const statusOf = (row: { retiredAt: Date | null }): CatalogueStatus => (row.retiredAt ? 'retired' : 'onSale');
export const actorOf = (staff: StaffMember) => ({ staffId: staff.id, email: staff.email });
export const problems = (field: CatalogueFormField, code: CatalogueProblemCode): DeskResult<never> => ({ kind: 'problems', problems: [{ field, code }] });

type Reader = Pick<Tx, 'select'>;

/** A park's activities in the public site's order (the catalogue loader's: sort order, then id). */
const parkActivities = (reader: Reader, parkId: string) =>
  reader.select().from(activities).where(eq(activities.parkId, parkId)).orderBy(asc(activities.sortOrder), asc(activities.id));

const activityVariations = (reader: Reader, activityId: string) =>
  reader.select().from(variations).where(eq(variations.activityId, activityId)).orderBy(asc(variations.sortOrder), asc(variations.id));

function fromPrice(activity: ActivityRow, rows: VariationRow[]): number | null {
  const prices = rows.filter((row) => !row.retiredAt).map((row) => row.price);
  if (activity.partnerFromPrice !== null) prices.push(activity.partnerFromPrice);
  return prices.length ? Math.min(...prices) : null;
}

/** An image as the catalogue's choice lists it. */
const deskImage = (image: LibraryImage) => ({ id: image.id, title: image.title, url: image.url });

function deskActivity(row: ActivityRow, position: number, rows: VariationRow[], language: Language): DeskActivity {
  return { id: row.id, slug: row.slug, type: row.type as ActivityType, title: textIn(row.texts, language).title, status: statusOf(row), position, fromPrice: fromPrice(row, rows) };
}

/** A park's activities for a member who manages its catalogue; null otherwise (or no such park). */
export async function catalogueDesk(staff: StaffMember, parkId: string): Promise<CatalogueDesk | null> {
  if (!mayAct(staff, 'manageCatalogue', parkId)) return null;
  const park = await parkOf(parkId, staff.language);
  if (!park) return null;
  const database = db();
  const rows = await parkActivities(database, parkId);
  const prices = rows.length
    ? await database.select().from(variations).where(sql`${variations.activityId} in ${rows.map((row) => row.id)}`)
    : [];
  const imageRows = (await parkImages(database, parkId)).map(deskImage);
  return {
    parkId,
    parkName: park.name,
    currency: park.currency,
    activities: rows.map((row, index) => deskActivity(row, index + 1, prices.filter((price) => price.activityId === row.id), staff.language)),
    images: imageRows,
  };
}


const detailsOf = (row: ActivityRow): ActivityDetails => ({
  title: inBothLanguages(row.texts, (text) => text.title, ''),
  summary: inBothLanguages(row.texts, (text) => text.summary, ''),
  description: inBothLanguages(row.texts, (text) => text.description, ''),
  highlights: inBothLanguages(row.texts, (text) => text.highlights, [] as string[]),
  durationMinutes: row.durationMinutes,
  imageId: row.imageId,
});

const variationOf = (row: VariationRow): DeskVariation => ({
  id: row.id,
  title: inBothLanguages(row.texts, (text) => text.title, ''),
  participants: row.participants,
  price: row.price,
  status: statusOf(row),
});

const addOnOf = (row: AddOnRow): DeskAddOn => ({
  id: row.id,
  title: inBothLanguages(row.texts, (text) => text.title, ''),
  description: inBothLanguages(row.texts, (text) => text.description, ''),
  perParticipant: row.perParticipant,
  price: row.price,
  status: statusOf(row),
});

const upgradeOf = (row: UpgradeRow): DeskUpgrade => ({
  id: row.id,
  targetActivityId: row.targetActivityId,
  title: inBothLanguages(row.texts, (text) => text.title, ''),
  description: inBothLanguages(row.texts, (text) => text.description, ''),
  price: row.price,
});

export const priceRuleOf = (row: PriceRuleRow): DeskPriceRule => ({ id: row.id, kind: row.kind, percent: row.percent, dates: row.dates, variationId: row.variationId, price: row.price });

/*
 * What the audit keeps of a thing: its texts as one field per language (titleEn, titleZh), as every entry
 * has since the desk began, so the audit screen's before and after read alike across the API's change of
 * shape (components/back-office/audit/audit-screen.tsx shows them as they were stored).
 */
const flatTexts = (texts: Record<string, BothLanguages<unknown>>) =>
  Object.fromEntries(Object.entries(texts).flatMap(([name, text]) => [[`${name}En`, text.en], [`${name}Zh`, text.zhHant]]));

const detailsRecord = ({ title, summary, description, highlights, ...rest }: ActivityDetails) => ({ ...flatTexts({ title, summary, description, highlights }), ...rest });
const variationRecord = (row: VariationRow) => {
  const { title, ...rest } = variationOf(row);
  return { activityId: row.activityId, ...rest, ...flatTexts({ title }) };
};
export const addOnRecord = (row: AddOnRow) => {
  const { title, description, ...rest } = addOnOf(row);
  return { ...rest, ...flatTexts({ title, description }) };
};
export const upgradeRecord = (row: UpgradeRow) => {
  const { title, description, ...rest } = upgradeOf(row);
  return { ...rest, ...flatTexts({ title, description }) };
};

export async function detailOf(reader: Reader, row: ActivityRow, park: Park, language: Language): Promise<DeskActivityDetail> {
  // One after another: inside a transaction they share one connection, which runs one query at a time.
  const siblings = await parkActivities(reader, row.parkId);
  const rows = await activityVariations(reader, row.id);
  // The park's own uploads and the shared pictures, never another park's (lib/server/images).
  const imageRows = (await parkImages(reader, row.parkId)).map(deskImage);
  const addOnRows = await reader.select().from(addOns).where(eq(addOns.activityId, row.id)).orderBy(asc(addOns.sortOrder), asc(addOns.id));
  const upgradeRows = await reader.select().from(upgrades).where(eq(upgrades.activityId, row.id)).orderBy(asc(upgrades.id));
  const ruleRows = await reader.select().from(priceRules).where(eq(priceRules.activityId, row.id)).orderBy(asc(priceRules.kind), asc(priceRules.id));
  const waiverRows = await parkWaivers(reader, row.parkId);
  return {
    ...deskActivity(row, siblings.findIndex((sibling) => sibling.id === row.id) + 1, rows, language),
    parkId: row.parkId,
    parkName: park.name,
    currency: park.currency,
    details: detailsOf(row),
    variations: rows.map(variationOf),
    addOns: addOnRows.map(addOnOf),
    upgrades: upgradeRows.map(upgradeOf),
    priceRules: ruleRows.map(priceRuleOf),
    images: imageRows,
    pages: row.retiredAt ? [] : park.locales.map((locale) => ({ language: toLanguage(locale.locale), url: `${siteOrigin(locale)}${activityPath(row.slug)}` })),
    listing:
      row.type === 'BookableActivity'
        ? null
        : {
            includedActivityIds: row.includedActivityIds,
            choices: siblings.filter((sibling) => sibling.type === 'BookableActivity').map((sibling) => ({ id: sibling.id, title: textIn(sibling.texts, language).title })),
            externalUrl: row.externalUrl ?? '',
            partnerName: row.partnerName ?? '',
            partnerFromPrice: row.partnerFromPrice,
          },
    riders: { ...riderRequirementsOf(row), healthQuestions: [...row.healthQuestions] },
    waivers: waiverRows,
  };
}

/** An activity with its ticket types and details, for a member who manages its park's catalogue; null otherwise. */
export async function catalogueActivity(staff: StaffMember, activityId: string): Promise<DeskActivityDetail | null> {
  const [row] = await db().select().from(activities).where(eq(activities.id, activityId));
  if (!row || !mayAct(staff, 'manageCatalogue', row.parkId)) return null;
  const park = await parkOf(row.parkId, staff.language);
  return park ? detailOf(db(), row, park, staff.language) : null;
}

/** An activity's row, locked, for a member who manages its park's catalogue; null when there is none or they may not. */
export async function lockActivity(tx: Tx, staff: StaffMember, activityId: string): Promise<ActivityRow | null> {
  const [row] = await tx.select().from(activities).where(eq(activities.id, activityId)).for('update');
  return row && mayAct(staff, 'manageCatalogue', row.parkId) ? row : null;
}

/** A ticket type's row and its activity's, locked (activity first, as every change here locks), when the member may. */
async function lockVariation(tx: Tx, staff: StaffMember, variationId: string): Promise<{ activity: ActivityRow; variation: VariationRow } | null> {
  const [found] = await tx.select({ activityId: variations.activityId }).from(variations).where(eq(variations.id, variationId));
  if (!found) return null;
  const activity = await lockActivity(tx, staff, found.activityId);
  if (!activity) return null;
  const [variation] = await tx.select().from(variations).where(eq(variations.id, variationId)).for('update');
  return { activity, variation };
}

/**
 * Moves an activity a place up or down in its park's list, the order the public site lists them in.
 * The park's activities are locked (in id order) and renumbered 10, 20, 30…, so two moves at once queue.
 * A move that cannot be made (first up, last down) changes nothing.
 */
export async function moveActivity(staff: StaffMember, activityId: string, direction: Direction): Promise<DeskResult<CatalogueDesk>> {
  const [found] = await db().select({ parkId: activities.parkId }).from(activities).where(eq(activities.id, activityId));
  if (!found || !mayAct(staff, 'manageCatalogue', found.parkId)) return { kind: 'forbidden' };
  const parkId = found.parkId;
  const moved = await changeCatalogue(db(), async (tx) => {
    await tx.select({ id: activities.id }).from(activities).where(eq(activities.parkId, parkId)).orderBy(asc(activities.id)).for('update');
    const rows = await parkActivities(tx, parkId);
    const ids = rows.map((row) => row.id);
    const order = moveInOrder(ids, activityId, direction);
    if (!order) return false;
    for (const [index, id] of order.entries()) {
      await tx.update(activities).set({ sortOrder: (index + 1) * 10 }).where(eq(activities.id, id));
    }
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'activity.move',
      subject: `activity:${activityId}`,
      parkId,
      before: { position: ids.indexOf(activityId) + 1, order: ids },
      after: { position: order.indexOf(activityId) + 1, order },
    });
    await catalogueChanged(tx, parkId);
    return true;
  });
  const desk = await catalogueDesk(staff, parkId);
  if (!desk) return { kind: 'forbidden' };
  return moved ? { kind: 'done', value: desk } : problems('form', direction === 'up' ? 'first' : 'last');
}

/**
 * Takes an activity off sale (it leaves the public site: its page, lists, packages and calendars; its
 * orders, tickets and the carts holding it keep working) or puts it back on sale. Asking for what already
 * is changes and audits nothing.
 */
export async function setActivityOnSale(staff: StaffMember, activityId: string, onSale: boolean, now = new Date()): Promise<DeskResult<DeskActivityDetail>> {
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    const current = await lockActivity(tx, staff, activityId);
    if (!current) return { kind: 'forbidden' };
    const park = await parkOf(current.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    if ((current.retiredAt === null) === onSale) return { kind: 'done', value: await detailOf(tx, current, park, staff.language) };
    // On sale, one booked here needs a ticket type on sale (a new activity starts with none).
    if (onSale && current.type !== 'ThirdPartyActivity') {
      const [{ offered }] = await tx
        .select({ offered: sql<number>`count(*)::int` })
        .from(variations)
        .where(and(eq(variations.activityId, activityId), sql`${variations.retiredAt} is null`));
      if (offered === 0) return problems('form', 'noTickets');
    }
    const [row] = await tx
      .update(activities)
      .set({ retiredAt: onSale ? null : now })
      .where(eq(activities.id, activityId))
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: onSale ? 'activity.bringBack' : 'activity.retire',
      subject: `activity:${activityId}`,
      parkId: current.parkId,
      before: { status: statusOf(current) },
      after: { status: statusOf(row) },
    });
    await catalogueChanged(tx, current.parkId);
    return { kind: 'done', value: await detailOf(tx, row, park, staff.language) };
  });
}

export interface VariationInput {
  title: LocalizedText;
  participants: number | string;
  price: number | string;
}

/**
 * The shared schema's problems as the API answers them: the field its CatalogueFormField, the message key's
 * last part its code (lib/domain/catalogue-desk.ts problemField, problemCode; __tests__/unit/catalogue-desk.test.ts
 * checks every one is in the SDL's enums).
 */
export const fieldProblems = (fields: { field: string; message: { key: string } | string }[]): FormProblem[] =>
  fields.map((field) => ({
    field: problemField(field.field) as CatalogueFormField,
    code: problemCode(typeof field.message === 'string' ? field.message : field.message.key) as CatalogueProblemCode,
  }));

export const withZh = <T extends object>(en: T, zh: T | null): Texts<T> => (zh ? { en, 'zh-Hant': zh } : { en });

/**
 * Changes a ticket type's titles and price. What one ticket admits (participants) is fixed once the type
 * exists: tickets sold of it admit that many people at the gate, and places were counted by it.
 */
export async function updateVariation(staff: StaffMember, variationId: string, input: VariationInput): Promise<DeskResult<DeskActivityDetail>> {
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    const locked = await lockVariation(tx, staff, variationId);
    if (!locked) return { kind: 'forbidden' };
    const { activity, variation: current } = locked;
    const park = await parkOf(activity.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    const form = await validateForm(variationSchema({ currency: park.currency }), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const values = form.values;
    if (values.participants !== current.participants) return problems('participants', 'participantsFixed');
    const [row] = await tx
      .update(variations)
      .set({ texts: withZh({ title: values.title.en }, values.title.zhHant ? { title: values.title.zhHant } : null), price: values.price })
      .where(eq(variations.id, variationId))
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'variation.update',
      subject: `variation:${variationId}`,
      parkId: activity.parkId,
      before: variationRecord(current),
      after: variationRecord(row),
    });
    await catalogueChanged(tx, activity.parkId);
    return { kind: 'done', value: await detailOf(tx, activity, park, staff.language) };
  });
}

/**
 * Adds a ticket type to an activity (not a partner's tour, which is booked on the partner's site), last
 * in its list. `key` is made by the screen once per new ticket type and becomes its id: a double click or
 * a retry adds it once.
 */
export async function addVariation(staff: StaffMember, activityId: string, key: string, input: VariationInput): Promise<DeskResult<DeskActivityDetail>> {
  if (!isUuid(key)) return problems('form', 'failed');
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    const activity = await lockActivity(tx, staff, activityId);
    if (!activity) return { kind: 'forbidden' };
    const park = await parkOf(activity.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    const [existing] = await tx.select().from(variations).where(eq(variations.id, key));
    if (existing) return existing.activityId === activityId ? { kind: 'done', value: await detailOf(tx, activity, park, staff.language) } : { kind: 'forbidden' };
    if (activity.type === 'ThirdPartyActivity') return problems('form', 'partnerTickets');
    const form = await validateForm(variationSchema({ currency: park.currency }), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const values = form.values;
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${variations.sortOrder}), 0)::int` })
      .from(variations)
      .where(eq(variations.activityId, activityId));
    const [row] = await tx
      .insert(variations)
      .values({
        id: key,
        activityId,
        texts: withZh({ title: values.title.en }, values.title.zhHant ? { title: values.title.zhHant } : null),
        participants: values.participants,
        price: values.price,
        sortOrder: last + 1,
      })
      .returning();
    await recordStaffAction(tx, { actor: actorOf(staff), action: 'variation.add', subject: `variation:${row.id}`, parkId: activity.parkId, before: null, after: variationRecord(row) });
    await catalogueChanged(tx, activity.parkId);
    return { kind: 'done', value: await detailOf(tx, activity, park, staff.language) };
  });
}

/**
 * Takes a ticket type off sale (no longer offered; tickets sold of it stay valid, carts holding it keep
 * it at their price) or puts it back. An activity keeps at least one ticket type on sale while it is.
 */
export async function setVariationOnSale(staff: StaffMember, variationId: string, onSale: boolean, now = new Date()): Promise<DeskResult<DeskActivityDetail>> {
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    const locked = await lockVariation(tx, staff, variationId);
    if (!locked) return { kind: 'forbidden' };
    const { activity, variation: current } = locked;
    const park = await parkOf(activity.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    if ((current.retiredAt === null) === onSale) return { kind: 'done', value: await detailOf(tx, activity, park, staff.language) };
    if (!onSale && !activity.retiredAt) {
      const [{ others }] = await tx
        .select({ others: sql<number>`count(*)::int` })
        .from(variations)
        .where(and(eq(variations.activityId, activity.id), sql`${variations.retiredAt} is null`, sql`${variations.id} <> ${variationId}`));
      if (others === 0) return problems('form', 'lastTicket');
    }
    const [row] = await tx
      .update(variations)
      .set({ retiredAt: onSale ? null : now })
      .where(eq(variations.id, variationId))
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: onSale ? 'variation.bringBack' : 'variation.retire',
      subject: `variation:${variationId}`,
      parkId: activity.parkId,
      before: variationRecord(current),
      after: variationRecord(row),
    });
    await catalogueChanged(tx, activity.parkId);
    return { kind: 'done', value: await detailOf(tx, activity, park, staff.language) };
  });
}

export interface ActivityDetailsInput {
  title: LocalizedText;
  summary: LocalizedText;
  description: LocalizedText;
  /** One highlight a line, in each language. */
  highlights: LocalizedText;
  durationMinutes?: number | string | null;
  imageId: string;
}

/**
 * A description as it is stored: the editor's HTML (components/back-office/rich-text) through the
 * sanitiser content pages use, whatever the client sent; plain text sent by another client becomes
 * paragraphs first, so every description saved from now on is HTML, and an empty document is no text.
 */
const descriptionHtml = (sent: string) => storedHtml(sanitizeHtml(editorHtml(sent)));

/**
 * Changes an activity's texts in both languages, its duration and image (one the site has). The youngest
 * age is its riders' (riders-desk.ts updateRiderRequirements): one column, edited in one place. An empty Chinese title leaves the Chinese site showing the English texts.
 */
export async function updateActivityDetails(staff: StaffMember, activityId: string, input: ActivityDetailsInput): Promise<DeskResult<DeskActivityDetail>> {
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    const current = await lockActivity(tx, staff, activityId);
    if (!current) return { kind: 'forbidden' };
    const park = await parkOf(current.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    const form = await validateForm(activityDetailsSchema(), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const values = form.values;
    if (!(await imageUsableIn(tx, values.imageId, current.parkId))) return problems('imageId', 'image');
    const { title, summary, highlights } = values;
    const description = { en: descriptionHtml(values.description.en), zhHant: descriptionHtml(values.description.zhHant) };
    const en = { title: title.en, summary: summary.en, description: description.en, highlights: highlightLines(highlights.en) };
    const zh = title.zhHant ? { title: title.zhHant, summary: summary.zhHant, description: description.zhHant, highlights: highlightLines(highlights.zhHant) } : null;
    const [row] = await tx
      .update(activities)
      .set({ texts: withZh(en, zh), durationMinutes: values.durationMinutes, imageId: values.imageId })
      .where(eq(activities.id, activityId))
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'activity.update',
      subject: `activity:${activityId}`,
      parkId: current.parkId,
      before: detailsRecord(detailsOf(current)),
      after: detailsRecord(detailsOf(row)),
    });
    await catalogueChanged(tx, current.parkId);
    return { kind: 'done', value: await detailOf(tx, row, park, staff.language) };
  });
}
