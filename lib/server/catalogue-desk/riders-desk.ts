import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { CatalogueFormField, CatalogueProblemCode } from '@/graphql/generated/staff-resolvers';
import { problemCode } from '@/lib/domain/catalogue-desk';
import { validateForm } from '@/lib/domain/form-validation';
import { asRequirements, riderProblemField, riderRequirementsSchema } from '@/lib/domain/riders-form';
import { riderRequirementsOf } from '../activities';
import { db } from '../platform/db/client';
import { activities, waivers } from '../platform/db/schema';
import { recordStaffAction, type StaffMember } from '../staff';
import { catalogueChanged, changeCatalogue } from './catalogue-changed';
import { actorOf, detailOf, lockActivity, parkOf, problems, type DeskActivityDetail, type DeskResult, type FormProblem } from './catalogue-desk';

/*
 * Who may ride an activity, as its park's managers and owners set it in the back office: the limits,
 * the accompanying-adult rule, the waiver and the health questions (lib/domain/riders.ts). The public
 * page states them at once (catalogueChanged) and every rider named from then on is checked against them.
 * The youngest age is one column (activities.min_age): set here only, not by the details form.
 */

/** Who may ride as staff type it (the API's RiderRequirementsInput): numbers as text, empty for no limit. */
export interface RiderRequirementsInput {
  minAge: string;
  maxAge: string;
  minHeightCm: string;
  maxHeightCm: string;
  maxWeightKg: string;
  accompanyingAdult?: { underAge: string; adultAge: string; childrenPerAdult: string } | null;
  waiverId?: string | null;
  healthQuestions: { id: string; text: { en: string; zhHant: string }; refusingAnswer: boolean }[];
}

/** The schema's problems as the API answers them: the field, its code, and the question it is about. */
const riderProblems = (fields: { field: string; message: { key: string } | string }[]): FormProblem[] =>
  fields.map(({ field: path, message }) => {
    const { field, index } = riderProblemField(path);
    return { field: field as CatalogueFormField, code: problemCode(typeof message === 'string' ? message : message.key) as CatalogueProblemCode, index };
  });

/**
 * Changes who may ride a bookable activity or a package (a partner's tour states its own on the
 * partner's site). Everything typed is checked before anything is saved: the numbers parsed, the rules
 * of `requirementsProblems`, and the waiver one of the activity's own park. A new question gets an id
 * here (a UUID) unless the screen made one; an existing question keeps its id, which riders' answers name.
 */
export async function updateRiderRequirements(staff: StaffMember, activityId: string, input: RiderRequirementsInput): Promise<DeskResult<DeskActivityDetail>> {
  return changeCatalogue(db(), async (tx): Promise<DeskResult<DeskActivityDetail>> => {
    const current = await lockActivity(tx, staff, activityId);
    if (!current) return { kind: 'forbidden' };
    const park = await parkOf(current.parkId, staff.language);
    if (!park) return { kind: 'forbidden' };
    if (current.type === 'ThirdPartyActivity') return problems('form', 'partnerRiders');
    const form = await validateForm(riderRequirementsSchema(), input);
    const found: FormProblem[] = form.ok ? [] : riderProblems(form.fields);
    const waiverId = form.ok ? form.values.waiverId : (input.waiverId ?? '').trim();
    if (waiverId) {
      const [waiver] = await tx.select({ id: waivers.id }).from(waivers).where(and(eq(waivers.id, waiverId), eq(waivers.parkId, current.parkId)));
      if (!waiver) found.push({ field: 'waiverId', code: 'waiver', index: null });
    }
    if (!form.ok || found.length) return { kind: 'problems', problems: found };
    const requirements = asRequirements(form.values);
    const healthQuestions = requirements.healthQuestions.map((question) => ({ ...question, id: question.id || randomUUID() }));
    const [row] = await tx
      .update(activities)
      .set({
        minAge: requirements.minAge,
        maxAge: requirements.maxAge,
        minHeightCm: requirements.minHeightCm,
        maxHeightCm: requirements.maxHeightCm,
        maxWeightKg: requirements.maxWeightKg,
        accompanyingAdult: requirements.accompanyingAdult,
        waiverId: requirements.waiverId,
        healthQuestions,
      })
      .where(eq(activities.id, activityId))
      .returning();
    await recordStaffAction(tx, {
      actor: actorOf(staff),
      action: 'activity.riders',
      subject: `activity:${activityId}`,
      parkId: current.parkId,
      before: { ...riderRequirementsOf(current) },
      after: { ...riderRequirementsOf(row) },
    });
    await catalogueChanged(tx, current.parkId);
    return { kind: 'done', value: await detailOf(tx, row, park, staff.language) };
  });
}
