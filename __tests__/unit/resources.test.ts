import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resourceDayProblem, resourceProblem, resourceSchema } from '@/lib/domain/resource-desk';
import { MINUTES_WHEN_UNSTATED, placesLeft, placesWithin, rangePlacesLeft, resourceLoad, resourceRoom, shortOf, type ResourceRule, type ResourceSession } from '@/lib/domain/resources';

const at = (hhmm: string) => new Date(`2026-12-12T${hhmm}:00Z`);
const session = (id: string, activityId: string, start: string, taken: number, durationMinutes: number | null = 60, capacity = 16): ResourceSession => ({
  id,
  activityId,
  startsAt: at(start),
  durationMinutes,
  capacity,
  taken,
  closed: false,
});
const harness = { resourceId: 'harness', quantity: 1, perPlaces: 1 };
const guide = { resourceId: 'guide', quantity: 1, perPlaces: 8 };

describe('a resource’s load and the places it leaves', () => {
  it('rounds a guide per 8 riders up per session', () => {
    expect([0, 1, 8, 9, 16, 17].map((places) => resourceLoad(places, guide))).toEqual([0, 1, 1, 2, 2, 3]);
    expect(placesWithin(2, guide)).toBe(16);
    expect(placesWithin(3, { quantity: 2, perPlaces: 1 })).toBe(1);
  });

  it('counts the other sessions at the busiest moment of a session, and only while they overlap it', () => {
    const rules = (activityId: string) => (activityId === 'swing' ? [guide] : [harness]);
    const count = () => 24;
    const zip9 = session('z9', 'zip', '09:00', 10, 90);
    const zip10 = session('z10', 'zip', '10:00', 6, 90);
    const tree9 = session('t9', 'tree', '09:00', 0, 150);
    const zip11 = session('z11', 'zip', '11:30', 0, 90);
    const day = [zip9, zip10, tree9, zip11];
    // Treetop 9:00–11:30 meets zip 9 (10) at 9:00 and zip 9 + zip 10 (16) at 10:00: 8 left; zip 11:30 starts as it ends.
    expect(placesLeft(tree9, day, rules, count)).toBe(8);
    expect(resourceRoom(zip11, day, rules, count)).toBe(24);
    expect(placesLeft(zip11, day, rules, count)).toBe(16);
    // Guides are another resource: the swing's sessions count only each other.
    const swing = session('s', 'swing', '10:00', 9);
    expect(placesLeft(swing, [...day, swing], rules, () => 2)).toBe(7);
  });

  it('a closed session takes nothing and has nothing; a lowered count goes below zero and names who is short', () => {
    const rules = () => [harness];
    const a = session('a', 'zip', '09:00', 10);
    const b = { ...session('b', 'tree', '09:00', 10), closed: true };
    expect(placesLeft(a, [a, b], rules, () => 12)).toBe(2);
    expect(placesLeft(b, [a, b], rules, () => 12)).toBe(0);
    expect(resourceRoom(a, [a, b], rules, () => 6)).toBe(-4);
    const needs = [
      { sessionId: 'a', activityId: 'zip', startsAt: at('09:00'), day: '2026-12-12', own: 10, need: 10 },
      { sessionId: 'c', activityId: 'zip', startsAt: at('09:30'), day: '2026-12-12', own: 0, need: 10 },
    ];
    expect(shortOf(needs, 6).map((need) => need.sessionId)).toEqual(['a']);
    expect(shortOf(needs, 10)).toEqual([]);
  });
});

describe('what staff may write', () => {
  const park = new Set(['nz-zipline', 'nz-treetop-challenge']);
  const valid = { parkId: 'queenstown', name: 'Harness sets', count: 24, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 1 }] };
  it('refuses a missing name, a count out of range, a bad rule, and another park’s activity or one listed twice', () => {
    expect(resourceProblem(valid, park)).toBeNull();
    expect(resourceProblem({ ...valid, name: '  ' }, park)).toBe('NAME_REQUIRED');
    expect(resourceProblem({ ...valid, count: -1 }, park)).toBe('COUNT_INVALID');
    expect(resourceProblem({ ...valid, count: 2.5 }, park)).toBe('COUNT_INVALID');
    expect(resourceProblem({ ...valid, uses: [{ activityId: 'nz-zipline', quantity: 1, perPlaces: 0 }] }, park)).toBe('RULE_INVALID');
    expect(resourceProblem({ ...valid, uses: [{ activityId: 'hk-giant-swing', quantity: 1, perPlaces: 1 }] }, park)).toBe('UNKNOWN_ACTIVITY');
    expect(resourceProblem({ ...valid, uses: [valid.uses[0], valid.uses[0]] }, park)).toBe('UNKNOWN_ACTIVITY');
    expect(resourceDayProblem('2026-02-30', 1, null)).toBe('DATE_INVALID');
    expect(resourceDayProblem('2026-12-12', null, null)).toBeNull();
    expect(resourceDayProblem('2026-12-12', 0, 'x'.repeat(201))).toBe('NOTE_TOO_LONG');
  });

  it('the form’s schema reads typed numbers and refuses what the server would', async () => {
    await expect(resourceSchema.validate({ name: 'Guides', count: '2', uses: [{ activityId: 'nz-canyon-swing', quantity: '1', perPlaces: '8' }] })).resolves.toMatchObject({ count: 2, uses: [{ perPlaces: 8 }] });
    await expect(resourceSchema.validate({ name: 'Guides', count: '', uses: [] })).rejects.toThrow();
    await expect(resourceSchema.validate({ name: 'Guides', count: '2', uses: [{ activityId: 'a', quantity: '1', perPlaces: '1' }, { activityId: 'a', quantity: '1', perPlaces: '1' }] })).rejects.toThrow();
  });
});

describe('the range form (one sweep for a calendar)', () => {
  const ACTIVITIES = ['zip', 'tree', 'swing'] as const;
  const DURATIONS = { zip: 90, tree: 150, swing: null } as const;
  const use = fc.record({ resourceId: fc.constantFrom('harness', 'guide'), quantity: fc.integer({ min: 1, max: 3 }), perPlaces: fc.integer({ min: 1, max: 9 }) });
  const day = fc.record({
    rules: fc.record({ zip: fc.uniqueArray(use, { maxLength: 2, selector: (u) => u.resourceId }), tree: fc.uniqueArray(use, { maxLength: 2, selector: (u) => u.resourceId }), swing: fc.uniqueArray(use, { maxLength: 2, selector: (u) => u.resourceId }) }),
    counts: fc.record({ harness: fc.integer({ min: 0, max: 40 }), guide: fc.integer({ min: 0, max: 6 }) }),
    // A count of its own for the day, for the resource: from 06:00 on the 12th (the sessions' day) or none.
    dayCount: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    sessions: fc.array(
      fc.record({ activityId: fc.constantFrom(...ACTIVITIES), quarter: fc.integer({ min: 0, max: 60 }), taken: fc.integer({ min: 0, max: 16 }), closed: fc.boolean(), capacity: fc.integer({ min: 8, max: 20 }) }),
      { maxLength: 30 },
    ),
  });

  it('gives every session the places the rule gives it, whatever the overlaps, counts and closures', () => {
    fc.assert(
      fc.property(day, ({ rules, counts, dayCount, sessions: drawn }) => {
        const sessions: ResourceSession[] = drawn.map((d, i) => ({
          id: `s${i}`,
          activityId: d.activityId,
          startsAt: new Date(Date.UTC(2026, 11, 12, 4) + d.quarter * 15 * 60_000),
          durationMinutes: DURATIONS[d.activityId],
          capacity: d.capacity,
          taken: Math.min(d.taken, d.capacity),
          closed: d.closed,
        }));
        const rulesOf = (activityId: string): ResourceRule[] => rules[activityId as keyof typeof rules];
        const opens = Date.UTC(2026, 11, 12, 6);
        const countOf = (resourceId: string, s: ResourceSession) =>
          resourceId === 'harness' && dayCount !== null && s.startsAt.getTime() >= opens ? dayCount : counts[resourceId as keyof typeof counts];
        for (const activityId of ACTIVITIES) {
          // What the range statement reads (lib/server/sessions/range-places.ts): every open session with places taken that holds one of the activity's resources.
          const holdings = rulesOf(activityId).flatMap((mine) =>
            sessions.flatMap((s) => {
              const theirs = rulesOf(s.activityId).find((rule) => rule.resourceId === mine.resourceId);
              if (!theirs || s.closed || s.taken === 0) return [];
              const startsAt = s.startsAt.getTime();
              return [{ resourceId: mine.resourceId, startsAt, endsAt: startsAt + (s.durationMinutes ?? MINUTES_WHEN_UNSTATED) * 60_000, load: resourceLoad(s.taken, theirs) }];
            }),
          );
          const mine = sessions.filter((s) => s.activityId === activityId);
          const left = rangePlacesLeft(
            mine.map((s) => ({ ...s, startsAt: s.startsAt.getTime() })),
            DURATIONS[activityId],
            rulesOf(activityId).map((rule) => ({ ...rule, count: counts[rule.resourceId as keyof typeof counts] })),
            holdings,
            dayCount === null ? [] : [{ resourceId: 'harness', opens, closes: opens + 86_400_000, count: dayCount }],
          );
          for (const s of mine) expect(left.get(s.id), `${s.id} (${s.activityId} at ${s.startsAt.toISOString()})`).toBe(placesLeft(s, sessions, rulesOf, countOf));
        }
      }),
      { numRuns: 400, seed: 4 },
    );
  });
});
