import { describe, expect, it } from 'vitest';
import { hasTrackers, trackerScripts, trackerSources, usableCodes, type TrackerCodes } from '@/lib/domain/trackers';

const none: TrackerCodes = { googleTagManagerCode: [], googleAnalyticsCode: [], hubspotCode: [], facebookCode: [] };

describe('trackers from the locale’s code lists', () => {
  it('loads one tag manager container per code, one page-view tracker, the CRM per code and one pixel', () => {
    const codes: TrackerCodes = {
      googleTagManagerCode: ['GTM-AAA1', 'GTM-BBB2'],
      googleAnalyticsCode: ['G-ONE', 'G-TWO'],
      hubspotCode: ['4001', '4002'],
      facebookCode: ['1001', '1002'],
    };
    expect(trackerScripts(codes)).toEqual([
      { id: 'gtm-GTM-AAA1', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-AAA1' },
      { id: 'gtm-GTM-BBB2', src: 'https://www.googletagmanager.com/gtm.js?id=GTM-BBB2' },
      { id: 'gtag', src: 'https://www.googletagmanager.com/gtag/js?id=G-ONE' },
      { id: 'hs-script-loader-4001', src: 'https://js.hs-scripts.com/4001.js' },
      { id: 'hs-script-loader-4002', src: 'https://js.hs-scripts.com/4002.js' },
      { id: 'facebook-pixel', src: 'https://connect.facebook.net/en_US/fbevents.js' },
    ]);
  });

  it('loads nothing and opens nothing for empty lists', () => {
    expect(trackerScripts(none)).toEqual([]);
    expect(trackerSources(none)).toEqual({});
    expect(hasTrackers(none)).toBe(false);
  });

  it('opens only the origins of the trackers the locale has', () => {
    const sources = trackerSources({ ...none, facebookCode: ['1001'] });
    expect(sources['script-src']).toEqual(['https://connect.facebook.net']);
    expect(sources['img-src']).toEqual(['https://www.facebook.com']);
    expect(JSON.stringify(sources)).not.toMatch(/google|hubspot|hs-/);
  });

  it('keeps codes that could break out of a script URL out of it', () => {
    expect(usableCodes({ ...none, googleTagManagerCode: ['GTM-OK1', 'x"><script>', ' GTM-OK1 ', 'a/b?c'] }).googleTagManagerCode).toEqual(['GTM-OK1']);
  });
});
