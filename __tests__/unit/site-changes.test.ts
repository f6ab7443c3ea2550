import { describe, expect, it } from 'vitest';
import { EVERYTHING, effectsOf, effectsOfPayload, pageInScope, parseChange } from '@/lib/domain/site-changes';

describe('what a change touches (issue #23)', () => {
  it('a session change drops the availability copy and its park’s pages only', () => {
    const effects = effectsOf({ kind: 'sessions', parkId: 'queenstown', activityIds: ['nz-luge'], hosts: ['nz.localhost'] });
    expect(effects.caches).toEqual(['availability']);
    expect(pageInScope('nz.localhost:5400 http /activities/luge', effects.pages)).toBe(true);
    expect(pageInScope('NZ.localhost  /', effects.pages)).toBe(true);
    expect(pageInScope('hk.localhost:5400 http /activities/harbour-zipline', effects.pages)).toBe(false);
    expect(pageInScope('nz.localhost.evil http /', effects.pages)).toBe(false);
  });

  it('catalogue, content, locales and gateways changes', () => {
    expect(effectsOf({ kind: 'catalogue', parkId: 'queenstown', hosts: ['nz.localhost'] }).caches).toEqual(['catalogue', 'availability']);
    expect(effectsOf({ kind: 'content', hosts: ['nz.localhost'] }).caches).toEqual(['content']);
    expect(effectsOf({ kind: 'locales' })).toEqual({ caches: ['locales', 'content', 'catalogue', 'availability'], pages: { kind: 'all' } });
    expect(pageInScope('any.host http /', effectsOf({ kind: 'gateways' }).pages)).toBe(true);
    expect(pageInScope('any.host http /', { kind: 'none' })).toBe(false);
  });

  it('reads only well-formed changes; anything else drops everything rather than guess', () => {
    expect(parseChange({ kind: 'sessions', parkId: 'p', activityIds: ['a'], hosts: ['h'], extra: 1 })).toEqual({ kind: 'sessions', parkId: 'p', activityIds: ['a'], hosts: ['h'] });
    for (const bad of [null, 'sessions', { kind: 'sessions', parkId: 1, activityIds: [], hosts: [] }, { kind: 'content', hosts: [1] }, { kind: 'future-kind' }]) {
      expect(parseChange(bad)).toBeNull();
      expect(effectsOfPayload(bad)).toBe(EVERYTHING);
    }
  });
});
