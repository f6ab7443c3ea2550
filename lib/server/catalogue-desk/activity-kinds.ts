import { and, eq, inArray, sql } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import { activityListingSchema, newActivitySchema, type ActivityType } from '@/lib/domain/catalogue-desk';
import { validateForm } from '@/lib/domain/form-validation';
import { mayAct } from '@/lib/domain/staff-access';
import { db } from '../platform/db/client';
import { imageUsableIn } from '../images';
import { activities, type ActivityRow } from '../platform/db/schema';
import { recordStaffAction, type StaffMember } from '../staff';
import { catalogueChanged, changeCatalogue, type Tx } from './catalogue-changed';
import { actorOf, detailOf, fieldProblems, lockActivity, parkOf, problems, withZh, type DeskActivityDetail, type DeskResult, type FormProblem, type LocalizedText } from './catalogue-desk';
import { lockKey } from '../platform/db/advisory-locks';

/*
 * The three kinds of activity (issue #23): a new one of a park, bookable, a combo package of the park's
 * bookable activities, or a partner's tour booked on the partner's site; and, once made, what makes a
 * package or a partner tour what it is (its listing). A new one is made off sale (retired) and last in the park's list:
 * its ticket types, details and price rules are set on its own screen before it is put on sale, so the
 * public site never shows one half made. The screen makes a key once (a UUID), which becomes its id: a
 * double click or a retry makes it once.
 */

export interface NewActivityInput {
  type: ActivityType;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText;
  imageId: string;
  includedActivityIds: string[];
  externalUrl: string;
  partnerName: string;
  partnerFromPrice: string;
}

export async function createActivity(staff: StaffMember, parkId: string, key: string, input: NewActivityInput, now = new Date()): Promise<DeskResult<DeskActivityDetail>> {
  if (!mayAct(staff, 'manageCatalogue', parkId)) return { kind: 'forbidden' };
  const park = await parkOf(parkId, staff.language);
  if (!park) return { kind: 'forbidden' };
  if (!isUuid(key)) return problems('form', 'failed');
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    // One creation at a time per park: the slug check and the insert see each other.
    await lockKey(tx, 'activityCreation', parkId);
    const [existing] = await tx.select().from(activities).where(eq(activities.id, key));
    if (existing) return existing.parkId === parkId ? { kind: 'done', value: await detailOf(tx, existing, park, staff.language) } : { kind: 'forbidden' };
    const form = await validateForm(newActivitySchema({ currency: park.currency }), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const values = form.values;
    const found: FormProblem[] = [];
    const [taken] = await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.parkId, parkId), eq(activities.slug, values.slug)));
    if (taken) found.push({ field: 'slug', code: 'slugTaken' });
    if (!(await imageUsableIn(tx, values.imageId, parkId))) found.push({ field: 'imageId', code: 'image' });
    const included = values.type === 'ComboActivity' ? [...new Set(values.includedActivityIds)] : [];
    if (!(await parkBookables(tx, parkId, included))) found.push({ field: 'includedActivityIds', code: 'includes' });
    if (found.length) return { kind: 'problems', problems: found };
    const [{ last }] = await tx.select({ last: sql<number>`coalesce(max(${activities.sortOrder}), 0)::int` }).from(activities).where(eq(activities.parkId, parkId));
    const partner = values.type === 'ThirdPartyActivity';
    const text = (title: string, summary: string) => ({ title, summary, description: '', highlights: [] as string[] });
    const [row] = await tx
      .insert(activities)
      .values({
        id: key,
        parkId,
        slug: values.slug,
        type: values.type,
        texts: withZh(text(values.title.en, values.summary.en), values.title.zhHant ? text(values.title.zhHant, values.summary.zhHant) : null),
        imageId: values.imageId,
        includedActivityIds: included,
        externalUrl: partner ? values.externalUrl : null,
        partnerName: partner ? values.partnerName : null,
        partnerFromPrice: partner ? values.partnerFromPrice : null,
        sortOrder: last + 10,
        retiredAt: now,
      })
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'activity.create',
      subject: `activity:${row.id}`,
      parkId,
      before: null,
      after: { type: row.type, slug: row.slug, title: row.texts.en.title, includedActivityIds: row.includedActivityIds, externalUrl: row.externalUrl, partnerName: row.partnerName, partnerFromPrice: row.partnerFromPrice, status: 'retired' },
    });
    await catalogueChanged(tx, parkId);
    return { kind: 'done', value: await detailOf(tx, row, park, staff.language) };
  });
}

/** Whether every id is one of the park's bookable activities (a package includes only those). */
async function parkBookables(tx: Tx, parkId: string, ids: string[]): Promise<boolean> {
  if (!ids.length) return true;
  const rows = await tx
    .select({ id: activities.id })
    .from(activities)
    .where(and(eq(activities.parkId, parkId), eq(activities.type, 'BookableActivity'), inArray(activities.id, ids)));
  return rows.length === ids.length;
}

export interface ActivityListingInput {
  includedActivityIds: string[];
  externalUrl: string;
  partnerName: string;
  partnerFromPrice: string;
}

const listingOf = (row: ActivityRow) => ({
  includedActivityIds: row.includedActivityIds,
  externalUrl: row.externalUrl,
  partnerName: row.partnerName,
  partnerFromPrice: row.partnerFromPrice,
});

/**
 * Changes a package's included activities, or a partner tour's page, name and advertised price, by the rules
 * a new one of its type meets. These are what the public pages show (a package's "includes", a partner's
 * link and "from" price): no cart or order keeps them, so nothing sold changes. A bookable activity has no
 * listing: refused as FORBIDDEN, like an activity of another park.
 */
export async function updateActivityListing(staff: StaffMember, activityId: string, input: ActivityListingInput): Promise<DeskResult<DeskActivityDetail>> {
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    const current = await lockActivity(tx, staff, activityId);
    if (!current || (current.type !== 'ComboActivity' && current.type !== 'ThirdPartyActivity')) return { kind: 'forbidden' };
    const park = await parkOf(current.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    const form = await validateForm(activityListingSchema({ currency: park.currency }), { ...input, type: current.type });
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const values = form.values;
    const combo = current.type === 'ComboActivity';
    const included = combo ? [...new Set(values.includedActivityIds)] : [];
    if (!(await parkBookables(tx, current.parkId, included))) return problems('includedActivityIds', 'includes');
    const [row] = await tx
      .update(activities)
      .set(combo ? { includedActivityIds: included } : { externalUrl: values.externalUrl, partnerName: values.partnerName, partnerFromPrice: values.partnerFromPrice })
      .where(eq(activities.id, activityId))
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'activity.listing',
      subject: `activity:${activityId}`,
      parkId: current.parkId,
      before: listingOf(current),
      after: listingOf(row),
    });
    await catalogueChanged(tx, current.parkId);
    return { kind: 'done', value: await detailOf(tx, row, park, staff.language) };
  });
}
