import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTION_CAPS,
  arrivalSource,
  arrivalWords,
  campaignOf,
  campaignParams,
  captureAttribution,
  deviceClass,
  hasArrivalDetails,
  parseAttribution,
} from '@/lib/domain/attribution';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const IPAD = 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const ANDROID_PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const ANDROID_TABLET = 'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';

describe('device class', () => {
  it('tells phones, tablets and desktops apart', () => {
    expect(deviceClass(IPHONE)).toBe('phone');
    expect(deviceClass(ANDROID_PHONE)).toBe('phone');
    expect(deviceClass(IPAD)).toBe('tablet');
    expect(deviceClass(ANDROID_TABLET)).toBe('tablet');
    expect(deviceClass(DESKTOP)).toBe('desktop');
    expect(deviceClass(null)).toBe('desktop');
  });
});

describe('capturing a landing page', () => {
  it('keeps the utm fields, only whether click ids were present, the referrer host and the bare path', () => {
    const a = captureAttribution({
      landingUrl:
        'https://park.example/things-to-do/zipline?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&utm_term=zip+line&utm_content=ad1&gclid=Cj0KCQ-secret&x=1#top',
      referrer: 'https://www.google.com/search?q=my+name+zipline',
      userAgent: IPHONE,
    });
    expect(a).toEqual({
      utmSource: 'google',
      utmMedium: 'cpc',
      utmCampaign: 'spring-sale',
      utmTerm: 'zip line',
      utmContent: 'ad1',
      hadGclid: true,
      hadFbclid: false,
      referrerHost: 'www.google.com',
      landingPath: '/things-to-do/zipline',
      deviceClass: 'phone',
    });
    expect(JSON.stringify(a)).not.toContain('Cj0KCQ');
    expect(JSON.stringify(a)).not.toContain('my+name');
  });

  it('drops a referrer on the site itself and a non-web referrer', () => {
    expect(captureAttribution({ landingUrl: 'https://park.example/', referrer: 'https://park.example/x' }).referrerHost).toBeNull();
    expect(captureAttribution({ landingUrl: 'https://park.example/', referrer: 'android-app://com.x' }).referrerHost).toBeNull();
    expect(captureAttribution({ landingUrl: 'https://park.example/?fbclid=abc', referrer: '' })).toMatchObject({
      hadFbclid: true,
      hadGclid: false,
      referrerHost: null,
      utmSource: null,
    });
  });

  it('caps long values and strips control characters', () => {
    const a = captureAttribution({ landingUrl: `https://park.example/?utm_source=${'a'.repeat(500)}&utm_medium=c%0Apc` });
    expect(a.utmSource).toHaveLength(ATTRIBUTION_CAPS.utm);
    expect(a.utmMedium).toBe('cpc');
  });

  it('survives an address that is not a URL', () => {
    expect(captureAttribution({ landingUrl: 'not a url' })).toMatchObject({ landingPath: null, utmSource: null, deviceClass: 'desktop' });
  });
});

describe('the server check', () => {
  const good = captureAttribution({ landingUrl: 'https://park.example/a?utm_source=news', referrer: 'https://mail.example/', userAgent: DESKTOP });

  it('accepts what the browser captured and fills missing fields', () => {
    expect(parseAttribution(good)).toEqual({ ok: true, value: good });
    expect(parseAttribution({})).toMatchObject({ ok: true, value: { utmSource: null, hadGclid: false, deviceClass: 'desktop' } });
  });

  it('refuses unknown fields (a click id among them), wrong types, over-long values and odd paths', () => {
    expect(parseAttribution({ ...good, gclid: 'abc' })).toEqual({ ok: false, problem: 'unknownField', field: 'gclid' });
    expect(parseAttribution({ ...good, hadGclid: 'yes' })).toMatchObject({ ok: false, problem: 'wrongType' });
    expect(parseAttribution({ ...good, utmCampaign: 'x'.repeat(ATTRIBUTION_CAPS.utm + 1) })).toMatchObject({ ok: false, problem: 'tooLong' });
    expect(parseAttribution({ ...good, deviceClass: 'watch' })).toMatchObject({ ok: false, problem: 'badDeviceClass' });
    expect(parseAttribution({ ...good, landingPath: '/a?gclid=1' })).toMatchObject({ ok: false, problem: 'badPath' });
    expect(parseAttribution({ ...good, landingPath: 'https://x/' })).toMatchObject({ ok: false, problem: 'badPath' });
    expect(parseAttribution([])).toMatchObject({ ok: false, problem: 'notAnObject' });
    expect(parseAttribution(null)).toMatchObject({ ok: false, problem: 'notAnObject' });
  });
});

describe('what is shown and sent', () => {
  it('names the source, and gives GA4 its campaign parameters', () => {
    const a = captureAttribution({ landingUrl: 'https://p.example/x?utm_source=google&utm_medium=cpc&utm_campaign=spring' });
    expect(arrivalSource(a)).toBe('google / cpc');
    expect(campaignParams(a)).toEqual({ campaign_source: 'google', campaign_medium: 'cpc', campaign_name: 'spring' });
    expect(campaignParams(null)).toEqual({});
    expect(campaignOf(a)).toBe('google / cpc / spring');
    expect(campaignOf(captureAttribution({ landingUrl: 'https://p.example/x', referrer: 'https://www.bing.com/search?q=zip' }))).toBe('www.bing.com');
    expect(campaignOf(captureAttribution({ landingUrl: 'https://p.example/x' }))).toBeNull();
    expect(campaignOf(null)).toBeNull();
    const direct = captureAttribution({ landingUrl: 'not a url' });
    expect(hasArrivalDetails(direct)).toBe(false);
    expect(arrivalSource(direct)).toBeNull();
    expect(arrivalSource(captureAttribution({ landingUrl: 'https://p.example/', referrer: 'https://blog.example/post' }))).toBe('blog.example');
  });
});

describe('the staff line', () => {
  it('reads source, campaign, device and landing page in that order', () => {
    const a = captureAttribution({
      landingUrl: 'https://p.example/things-to-do/zipline?utm_source=google&utm_medium=cpc&utm_campaign=spring-sale&gclid=x',
      userAgent: IPHONE,
    });
    expect(arrivalWords(a)).toEqual([
      { key: 'orders.arrival.from', values: { source: 'google / cpc' } },
      { key: 'orders.arrival.campaign', values: { campaign: 'spring-sale' } },
      { key: 'orders.arrival.adClick' },
      { key: 'orders.arrival.device.phone' },
      { key: 'orders.arrival.landing', values: { path: '/things-to-do/zipline' } },
    ]);
    expect(arrivalWords(captureAttribution({ landingUrl: 'x' })).map((w) => w.key)).toEqual(['orders.arrival.direct', 'orders.arrival.device.desktop']);
  });
});
