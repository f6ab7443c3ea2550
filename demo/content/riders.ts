import type { HealthQuestion, RiderRequirements } from '@/lib/domain/riders';
import type { waivers, waiverTexts } from '../../lib/server/platform/db/schema';

/*
 * Who may ride the demo's activities, as real parks publish it (age, height and weight on ziplines and
 * swings; an adult with young children on the luge), and the waiver each park's riders sign, in English
 * and Traditional Chinese.
 */

const PARKS = ['queenstown', 'hong-kong', 'gold-coast', 'rotorua'] as const;

export const demoWaivers: (typeof waivers.$inferInsert)[] = PARKS.map((parkId) => ({ id: `${parkId}-release`, parkId, name: 'Release of liability' }));

const RELEASE = {
  en: {
    title: 'Release of liability and assumption of risk',
    body: [
      'I understand that ziplining, swinging and the other activities of the park involve risks of injury, including falls, collisions and equipment failure.',
      'I confirm that the details I have given for this rider are true, that they fit the activity’s limits, and that they will follow the guides’ instructions and wear the equipment given.',
      'I accept these risks and release the park, its staff and its partners from liability for injury or loss, except where caused by their negligence or where the law does not allow it.',
      'Where I sign for a rider under 18, I confirm that I am their parent or legal guardian and accept this on their behalf.',
    ].join('\n\n'),
  },
  zh: {
    title: '免責聲明及風險承擔',
    body: [
      '本人明白高空滑索、巨型鞦韆及樂園其他活動涉及受傷風險，包括墜落、碰撞及裝備故障。',
      '本人確認為此參加者提供的資料屬實，參加者符合活動的限制，並會遵從教練指示及穿戴所提供的裝備。',
      '本人接受上述風險，並免除樂園、其員工及合作夥伴對受傷或損失的責任，惟因其疏忽所致或法律不容許豁免者除外。',
      '如本人代 18 歲以下參加者簽署，本人確認為其家長或法定監護人，並代其接受本聲明。',
    ].join('\n\n'),
  },
};

export const demoWaiverTexts: (typeof waiverTexts.$inferInsert)[] = demoWaivers.flatMap((waiver) => [
  { waiverId: waiver.id, language: 'en' as const, version: 1, title: RELEASE.en.title, body: RELEASE.en.body, createdBy: 'seed' },
  { waiverId: waiver.id, language: 'zh-Hant' as const, version: 1, title: RELEASE.zh.title, body: RELEASE.zh.body, createdBy: 'seed' },
]);

const HEART: HealthQuestion = {
  id: 'heart-back-pregnancy',
  text: { en: 'Do you have a heart condition or a back or neck injury, or are you pregnant?', zhHant: '您是否患有心臟病、背部或頸部受傷，或正在懷孕？' },
  refusingAnswer: true,
};

type Limits = Partial<Omit<RiderRequirements, 'waiverId' | 'healthQuestions'>> & { healthQuestions?: HealthQuestion[]; waiver?: boolean };

const zipline: Limits = { minHeightCm: 120, maxWeightKg: 120, waiver: true };
const swing: Limits = { minHeightCm: 130, maxWeightKg: 125, waiver: true, healthQuestions: [HEART] };
const luge: Limits = { accompanyingAdult: { underAge: 6, adultAge: 16, childrenPerAdult: 1 } };

const LIMITS: Record<string, Limits> = {
  'nz-zipline': zipline,
  'hk-zipline': zipline,
  'au-rainforest-zip': zipline,
  'ro-redwood-zipline': zipline,
  'nz-canyon-swing': swing,
  'hk-giant-swing': swing,
  'au-giant-swing': swing,
  'ro-giant-swing': swing,
  'nz-luge': luge,
  'ro-luge': luge,
};

/** An activity's row columns for its rider requirements (none for the rest: minimum ages stay as the catalogue gives them). */
export function demoRiderColumns(activity: { id: string; parkId: string }) {
  const { waiver, ...limits } = LIMITS[activity.id] ?? {};
  return { ...limits, waiverId: waiver ? `${activity.parkId}-release` : null };
}
