import { textIn, type Language } from '@/lib/domain/language';
import { asksRiders, detailsAsked, type RiderRequirements } from '@/lib/domain/riders';
import type { ActivityRow } from '../platform/db/schema';

/** An activity's rider requirements as its row keeps them (migration 0019). */
export const riderRequirementsOf = (activity: ActivityRow): RiderRequirements => ({
  minAge: activity.minAge,
  maxAge: activity.maxAge,
  minHeightCm: activity.minHeightCm,
  maxHeightCm: activity.maxHeightCm,
  maxWeightKg: activity.maxWeightKg,
  accompanyingAdult: activity.accompanyingAdult ?? null,
  waiverId: activity.waiverId,
  healthQuestions: activity.healthQuestions,
});

/** What a visitor is told of them, in their language; null when the activity asks nothing of its riders. */
export function publicRiderRequirements(activity: ActivityRow, language: Language) {
  const requirements = riderRequirementsOf(activity);
  if (!asksRiders(requirements)) return null;
  const questions = requirements.healthQuestions.map((question) => ({ id: question.id, text: textIn({ en: question.text.en, 'zh-Hant': question.text.zhHant || undefined }, language) }));
  const { height, weight } = detailsAsked(requirements);
  return {
    ...requirements,
    waiver: requirements.waiverId !== null,
    healthQuestions: questions.map((question) => question.text),
    asks: { height, weight, questions },
  };
}
