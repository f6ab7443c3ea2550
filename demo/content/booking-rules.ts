import type { activityResources, addOns, priceRules, resources, schedules, upgrades } from '../../lib/server/platform/db/schema';
import type { SeedActivity } from './types';

const PARK_TIME_ZONES: Record<string, string> = {
  queenstown: 'Pacific/Auckland',
  rotorua: 'Pacific/Auckland',
  'hong-kong': 'Asia/Hong_Kong',
  'gold-coast': 'Australia/Brisbane',
};

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** Start times from 9:00 to 16:00: hourly, or every two hours for activities of two hours or more. */
function startTimes(durationMinutes: number | null | undefined): string[] {
  const step = (durationMinutes ?? 60) >= 120 ? 120 : 60;
  const times: string[] = [];
  for (let minutes = 9 * 60; minutes <= 16 * 60; minutes += step) {
    times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return times;
}

/** Every bookable activity and package runs daily; partner tours are booked elsewhere. */
export function demoSchedules(activities: SeedActivity[]): (typeof schedules.$inferInsert)[] {
  return activities
    .filter((activity) => activity.type !== 'ThirdPartyActivity')
    .map((activity) => ({
      id: `${activity.id}-daily`,
      activityId: activity.id,
      weekdays: EVERY_DAY,
      times: startTimes(activity.durationMinutes),
      capacity: activity.type === 'ComboActivity' ? 10 : 16,
      timeZone: PARK_TIME_ZONES[activity.parkId],
      startsOn: '2026-01-01',
      endsOn: null,
    }));
}

/** Weekends cost 10% more, and the summer holidays' peak days 20% more. */
export function demoPriceRules(activities: SeedActivity[]): (typeof priceRules.$inferInsert)[] {
  const peak = ['2026-12-26', '2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02'];
  return activities
    .filter((activity) => activity.type !== 'ThirdPartyActivity')
    .flatMap((activity) => [
      { id: `${activity.id}-weekend`, activityId: activity.id, kind: 'weekend' as const, dates: [], percent: 10 },
      { id: `${activity.id}-peak`, activityId: activity.id, kind: 'dates' as const, dates: peak, percent: 20 },
    ]);
}

/** Every bookable activity sells a photo and video pack; activities in a package can upgrade to it. */
export function demoAddOns(activities: SeedActivity[]): (typeof addOns.$inferInsert)[] {
  return activities
    .filter((activity) => activity.type === 'BookableActivity')
    .map((activity) => ({
      id: `${activity.id}-media`,
      activityId: activity.id,
      texts: {
        en: { title: 'Photo and video pack', description: 'Every photo and helmet-cam clip of your group, sent by email the same day.' },
        'zh-Hant': { title: '相片及影片套裝', description: '您一行人的所有相片及頭盔攝錄片段，當日以電郵送上。' },
      },
      price: activity.parkId === 'hong-kong' ? 18800 : 2900,
      perParticipant: false,
    }));
}

export function demoUpgrades(activities: SeedActivity[]): (typeof upgrades.$inferInsert)[] {
  return activities
    .filter((activity) => activity.type === 'ComboActivity')
    .flatMap((combo) =>
      (combo.includedActivityIds ?? []).map((id) => {
        const included = activities.find((a) => a.id === id)!;
        const cheapest = (a: SeedActivity) => Math.min(...a.variations.map((v) => v.price / (v.participants ?? 1)));
        return {
          id: `${id}-to-${combo.id}`,
          activityId: id,
          targetActivityId: combo.id,
          texts: {
            en: { title: `Upgrade to the ${combo.texts.en.title}`, description: combo.texts.en.summary },
            ...(combo.texts['zh-Hant'] ? { 'zh-Hant': { title: `升級至${combo.texts['zh-Hant'].title}`, description: combo.texts['zh-Hant'].summary } } : {}),
          },
          price: Math.max(0, Math.round(cheapest(combo) - cheapest(included))),
        };
      }),
    );
}

/**
 * What Queenstown's sessions share beyond their seats: 24 harness sets worn on the zipline and the treetop
 * challenge (a full zipline session and a full treetop one starting together need 32), and 2 guides on
 * the canyon swing, each taking up to 8 riders (lib/domain/resources.ts).
 */
export const demoResources: (typeof resources.$inferInsert)[] = [
  { id: 'nz-harnesses', parkId: 'queenstown', name: 'Harness sets', count: 24, timeZone: PARK_TIME_ZONES.queenstown },
  { id: 'nz-guides', parkId: 'queenstown', name: 'Canyon guides', count: 2, timeZone: PARK_TIME_ZONES.queenstown },
];

export const demoActivityResources: (typeof activityResources.$inferInsert)[] = [
  { activityId: 'nz-zipline', resourceId: 'nz-harnesses', quantity: 1, perPlaces: 1 },
  { activityId: 'nz-treetop-challenge', resourceId: 'nz-harnesses', quantity: 1, perPlaces: 1 },
  { activityId: 'nz-canyon-swing', resourceId: 'nz-guides', quantity: 1, perPlaces: 8 },
];
