import { and, arrayOverlaps, eq, ne, sql } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import { addOnSchema, priceRuleSchema, upgradeSchema } from '@/lib/domain/catalogue-desk';
import type { PriceRuleKind } from '@/graphql/generated/staff-resolvers';
import { validateForm } from '@/lib/domain/form-validation';
import type { StaffMember } from '../staff';
import { recordStaffAction } from '../staff';
import { db } from '../platform/db/client';
import { addOns, priceRules, upgrades, variations, type ActivityRow, type AddOnRow } from '../platform/db/schema';
import { catalogueChanged, changeCatalogue, type Tx } from './catalogue-changed';
import {
  actorOf,
  addOnRecord,
  detailOf,
  fieldProblems,
  lockActivity,
  parkOf,
  priceRuleOf,
  problems,
  upgradeRecord,
  withZh,
  type DeskActivityDetail,
  type DeskResult,
  type FormProblem,
  type LocalizedText,
  type Park,
} from './catalogue-desk';

/*
 * Add-ons, upgrades and price rules of an activity (issue #23), as catalogue-desk.ts keeps ticket types:
 * the member's right over the activity's own park, the form's schema again on the server, the change, its
 * audit entry with before and after, and `catalogueChanged`, in one transaction. A cart item keeps the
 * prices of when it was added (add-ons and upgrade included, with the day's price rule applied), so none
 * of these changes reaches a cart or an order.
 */

type Result = DeskResult<DeskActivityDetail>;

/** The activity of a row (an add-on's, an upgrade's, a rule's), locked, with its park, when the member may. */
async function lockOwner(tx: Tx, staff: StaffMember, activityId: string | undefined): Promise<{ activity: ActivityRow; park: Park } | null> {
  if (!activityId) return null;
  const activity = await lockActivity(tx, staff, activityId);
  const park = activity ? await parkOf(activity.parkId, staff.language) : null;
  return activity && park ? { activity, park } : null;
}

const answer = async (tx: Tx, staff: StaffMember, owner: { activity: ActivityRow; park: Park }): Promise<Result> => ({
  kind: 'done',
  value: await detailOf(tx, owner.activity, owner.park, staff.language),
});

export interface AddOnInput {
  title: LocalizedText;
  description: LocalizedText;
  perParticipant: boolean;
  price: string | number;
}

/** An add-on's or upgrade's texts as stored: the Chinese only with a Chinese title (the site shows the English otherwise). */
const addOnTexts = ({ title, description }: { title: LocalizedText; description: LocalizedText }) =>
  withZh({ title: title.en, description: description.en }, title.zhHant ? { title: title.zhHant, description: description.zhHant } : null);

/** Changes an add-on's texts, price and whether it is charged per participant. */
export async function updateAddOn(staff: StaffMember, addOnId: string, input: AddOnInput): Promise<Result> {
  return changeCatalogue(db(), async (tx): Promise<Result> => {
    const [found] = await tx.select({ activityId: addOns.activityId }).from(addOns).where(eq(addOns.id, addOnId));
    const owner = await lockOwner(tx, staff, found?.activityId);
    if (!owner) return { kind: 'forbidden' };
    const form = await validateForm(addOnSchema({ currency: owner.park.currency }), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const [current] = await tx.select().from(addOns).where(eq(addOns.id, addOnId)).for('update');
    const [row] = await tx
      .update(addOns)
      .set({ texts: addOnTexts(form.values), price: form.values.price, perParticipant: form.values.perParticipant })
      .where(eq(addOns.id, addOnId))
      .returning();
    await record(tx, staff, 'addOn.update', owner.activity, current, row);
    return answer(tx, staff, owner);
  });
}

async function record(tx: Tx, staff: StaffMember, action: string, activity: ActivityRow, before: AddOnRow | null, after: AddOnRow): Promise<void> {
  await recordStaffAction(tx, {
    actor: actorOf(staff),
    action,
    subject: `addOn:${after.id}`,
    parkId: activity.parkId,
    before: before ? { activityId: activity.id, ...addOnRecord(before) } : null,
    after: { activityId: activity.id, ...addOnRecord(after) },
  });
  await catalogueChanged(tx, activity.parkId);
}

/** Adds an add-on to a bookable activity, last in its list; `key` (a UUID the screen makes once) becomes its id. */
export async function addAddOn(staff: StaffMember, activityId: string, key: string, input: AddOnInput): Promise<Result> {
  if (!isUuid(key)) return problems('form', 'failed');
  return changeCatalogue(db(), async (tx): Promise<Result> => {
    const owner = await lockOwner(tx, staff, activityId);
    if (!owner) return { kind: 'forbidden' };
    const [existing] = await tx.select().from(addOns).where(eq(addOns.id, key));
    if (existing) return existing.activityId === activityId ? answer(tx, staff, owner) : { kind: 'forbidden' };
    if (owner.activity.type !== 'BookableActivity') return problems('form', 'addOnsBookable');
    const form = await validateForm(addOnSchema({ currency: owner.park.currency }), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const [{ last }] = await tx
      .select({ last: sql<number>`coalesce(max(${addOns.sortOrder}), 0)::int` })
      .from(addOns)
      .where(eq(addOns.activityId, activityId));
    const [row] = await tx
      .insert(addOns)
      .values({ id: key, activityId, texts: addOnTexts(form.values), price: form.values.price, perParticipant: form.values.perParticipant, sortOrder: last + 1 })
      .returning();
    await record(tx, staff, 'addOn.add', owner.activity, null, row);
    return answer(tx, staff, owner);
  });
}

/** Takes an add-on off sale or puts it back; asking for what already is changes nothing. */
export async function setAddOnOnSale(staff: StaffMember, addOnId: string, onSale: boolean, now = new Date()): Promise<Result> {
  return changeCatalogue(db(), async (tx): Promise<Result> => {
    const [found] = await tx.select({ activityId: addOns.activityId }).from(addOns).where(eq(addOns.id, addOnId));
    const owner = await lockOwner(tx, staff, found?.activityId);
    if (!owner) return { kind: 'forbidden' };
    const [current] = await tx.select().from(addOns).where(eq(addOns.id, addOnId)).for('update');
    if ((current.retiredAt === null) === onSale) return answer(tx, staff, owner);
    const [row] = await tx
      .update(addOns)
      .set({ retiredAt: onSale ? null : now })
      .where(eq(addOns.id, addOnId))
      .returning();
    await record(tx, staff, onSale ? 'addOn.bringBack' : 'addOn.retire', owner.activity, current, row);
    return answer(tx, staff, owner);
  });
}

export interface UpgradeInput {
  title: LocalizedText;
  description: LocalizedText;
  price: string | number;
}

/** Changes an upgrade's texts and its price per participant. */
export async function updateUpgrade(staff: StaffMember, upgradeId: string, input: UpgradeInput): Promise<Result> {
  return changeCatalogue(db(), async (tx): Promise<Result> => {
    const [found] = await tx.select({ activityId: upgrades.activityId }).from(upgrades).where(eq(upgrades.id, upgradeId));
    const owner = await lockOwner(tx, staff, found?.activityId);
    if (!owner) return { kind: 'forbidden' };
    const form = await validateForm(upgradeSchema({ currency: owner.park.currency }), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const [current] = await tx.select().from(upgrades).where(eq(upgrades.id, upgradeId)).for('update');
    const [row] = await tx
      .update(upgrades)
      .set({ texts: addOnTexts(form.values), price: form.values.price })
      .where(eq(upgrades.id, upgradeId))
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'upgrade.update',
      subject: `upgrade:${upgradeId}`,
      parkId: owner.activity.parkId,
      before: { activityId: owner.activity.id, ...upgradeRecord(current) },
      after: { activityId: owner.activity.id, ...upgradeRecord(row) },
    });
    await catalogueChanged(tx, owner.activity.parkId);
    return answer(tx, staff, owner);
  });
}

export interface PriceRuleInput {
  kind: PriceRuleKind;
  percent: string | number;
  /** The days as the API takes them (YYYY-MM-DD), or as typed in the form's text box (typedDays). */
  dates: string | string[];
  /** A dated price's ticket type and price as typed in the park's currency. */
  variationId?: string | null;
  price?: string | null;
}

/**
 * Saves a price rule of an activity that is booked here: `ruleId` an existing rule of it, changed (its
 * kind stays), or a new rule whose id is the key the screen made once (a retry adds it once).
 */
export async function savePriceRule(staff: StaffMember, activityId: string, ruleId: string, input: PriceRuleInput): Promise<Result> {
  return changeCatalogue(db(), async (tx): Promise<Result> => {
    const owner = await lockOwner(tx, staff, activityId);
    if (!owner) return { kind: 'forbidden' };
    if (owner.activity.type === 'ThirdPartyActivity') return problems('form', 'partnerTickets');
    const [current] = await tx.select().from(priceRules).where(eq(priceRules.id, ruleId)).for('update');
    if (current && current.activityId !== activityId) return { kind: 'forbidden' };
    if (!current && !isUuid(ruleId)) return problems('form', 'failed');
    const form = await validateForm(priceRuleSchema({ currency: owner.park.currency }), { ...input, kind: current?.kind ?? input.kind });
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const { kind } = form.values;
    const dated = kind === 'price' ? { variationId: form.values.variationId as string, price: form.values.price as number } : null;
    if (dated) {
      const clash = await datedPriceClash(tx, activityId, ruleId, dated.variationId, form.values.dates);
      if (clash) return { kind: 'problems', problems: [clash] };
    }
    const values = { kind, percent: dated ? 0 : form.values.percent!, dates: kind === 'weekend' ? [] : form.values.dates, variationId: dated?.variationId ?? null, price: dated?.price ?? null };
    const [row] = current
      ? await tx.update(priceRules).set(values).where(eq(priceRules.id, ruleId)).returning()
      : await tx
          .insert(priceRules)
          .values({ id: ruleId, activityId, ...values })
          .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: current ? 'priceRule.update' : 'priceRule.add',
      subject: `activity:${activityId}`,
      parkId: owner.activity.parkId,
      before: current ? { ...priceRuleOf(current) } : null,
      after: { ...priceRuleOf(row) },
    });
    await catalogueChanged(tx, owner.activity.parkId);
    return answer(tx, staff, owner);
  });
}

/**
 * Why a dated price cannot be saved, if it cannot: its ticket type is not one of the activity's, or another
 * dated price of that ticket type already lists one of its days (a day has one price; `basePriceOn`,
 * lib/domain/pricing.ts). Read under the activity's lock, which every change of its rules takes.
 */
async function datedPriceClash(tx: Tx, activityId: string, ruleId: string, variationId: string, days: string[]): Promise<FormProblem | null> {
  const [variation] = await tx.select({ activityId: variations.activityId }).from(variations).where(eq(variations.id, variationId));
  if (variation?.activityId !== activityId) return { field: 'variationId', code: 'ticketType' };
  const [overlap] = await tx
    .select({ id: priceRules.id })
    .from(priceRules)
    .where(and(eq(priceRules.activityId, activityId), eq(priceRules.kind, 'price'), eq(priceRules.variationId, variationId), ne(priceRules.id, ruleId), arrayOverlaps(priceRules.dates, days)));
  return overlap ? { field: 'dates', code: 'daysOverlap' } : null;
}

/** Removes a price rule (nothing names one: carts keep their prices, orders their totals). */
export async function removePriceRule(staff: StaffMember, ruleId: string): Promise<Result> {
  return changeCatalogue(db(), async (tx): Promise<Result> => {
    const [found] = await tx.select().from(priceRules).where(eq(priceRules.id, ruleId));
    const owner = await lockOwner(tx, staff, found?.activityId);
    if (!owner) return { kind: 'forbidden' };
    await tx.delete(priceRules).where(eq(priceRules.id, ruleId));
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'priceRule.remove',
      subject: `activity:${owner.activity.id}`,
      parkId: owner.activity.parkId,
      before: { ...priceRuleOf(found) },
      after: null,
    });
    await catalogueChanged(tx, owner.activity.parkId);
    return answer(tx, staff, owner);
  });
}
