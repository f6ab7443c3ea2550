import { and, eq, inArray, sql } from 'drizzle-orm';
import { validate as isUuid } from 'uuid';
import { newActivitySchema } from '@/lib/domain/catalogue-desk';
import { validateForm } from '@/lib/domain/form-validation';
import { mayAct } from '@/lib/domain/staff-access';
import { db } from '../platform/db/client';
import { imageUsableIn } from '../images';
import { activities } from '../platform/db/schema';
import { recordStaffAction, type StaffMember } from '../staff';
import { catalogueChanged, changeCatalogue } from './catalogue-changed';
import { actorOf, detailOf, fieldProblems, parkOf, problems, withZh, type DeskActivityDetail, type DeskResult } from './catalogue-desk';

/*
 * A new activity of a park (issue #23): bookable, a combo package of the park's bookable activities, or a
 * partner's tour booked on the partner's site. It is made off sale (retired) and last in the park's list:
 * its ticket types, details and price rules are set on its own screen before it is put on sale, so the
 * public site never shows one half made. The screen makes a key once (a UUID), which becomes its id: a
 * double click or a retry makes it once.
 */

export interface NewActivityInput {
  type: string;
  slug: string;
  titleEn: string;
  titleZh: string;
  summaryEn: string;
  summaryZh: string;
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
  if (!isUuid(key)) return problems('form', 'catalogue.errors.failed');
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    // One creation at a time per park: the slug check and the insert see each other.
    await tx.execute(sql`select pg_advisory_xact_lock(724201, hashtext(${parkId}))`);
    const [existing] = await tx.select().from(activities).where(eq(activities.id, key));
    if (existing) return existing.parkId === parkId ? { kind: 'done', value: await detailOf(tx, existing, park, staff.language) } : { kind: 'forbidden' };
    const form = await validateForm(newActivitySchema({ currency: park.currency }), input);
    if (!form.ok) return { kind: 'problems', problems: fieldProblems(form.fields) };
    const values = form.values;
    const found: { field: string; message: string }[] = [];
    const [taken] = await tx.select({ id: activities.id }).from(activities).where(and(eq(activities.parkId, parkId), eq(activities.slug, values.slug)));
    if (taken) found.push({ field: 'slug', message: 'catalogue.validation.slugTaken' });
    if (!(await imageUsableIn(tx, values.imageId, parkId))) found.push({ field: 'imageId', message: 'catalogue.validation.image' });
    const included = values.type === 'ComboActivity' ? [...new Set(values.includedActivityIds)] : [];
    if (included.length) {
      const rows = await tx
        .select({ id: activities.id })
        .from(activities)
        .where(and(eq(activities.parkId, parkId), eq(activities.type, 'BookableActivity'), inArray(activities.id, included)));
      if (rows.length !== included.length) found.push({ field: 'includedActivityIds', message: 'catalogue.validation.includes' });
    }
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
        texts: withZh(text(values.titleEn, values.summaryEn), values.titleZh ? text(values.titleZh, values.summaryZh) : null),
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
