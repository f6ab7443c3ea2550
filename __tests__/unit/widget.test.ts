import { describe, expect, it } from 'vitest';
import { frameAddress, siteFor, type LoaderConfig } from '@/lib/client/widget/overlay';
import { BUDGETS } from '@/lib/domain/performance-budgets';
import type { LocaleRecord } from '@/lib/server/locales';
import { loaderConfig } from '@/lib/server/site/widget-script';
import { bundleWidgetLoader, gzippedBytes } from '@/tools/build-widget';
import { buildPolicy, contentSecurityPolicy, frameAncestors } from '@/lib/domain/content-security-policy';
import {
  embeddedPath,
  typedWidgetOrigins,
  widgetChannel,
  widgetOrigin,
  widgetOriginList,
  widgetPagePath,
  widgetSnippet,
  withHost,
} from '@/lib/domain/widget';
import {
  acceptWidgetMessage,
  bookingCompletedMessage,
  closeMessage,
  readWidgetMessage,
  resizeMessage,
  WIDGET_MESSAGE_SOURCE,
} from '@/lib/domain/widget-messages';

describe('a partner origin (parks.widget_origins)', () => {
  it('takes an https origin as typed and keeps only scheme, host and port', () => {
    expect(widgetOrigin('https://partner-hotel.example')).toBe('https://partner-hotel.example');
    expect(widgetOrigin('  HTTPS://Partner-Hotel.Example/ ')).toBe('https://partner-hotel.example');
    expect(widgetOrigin('https://partner.example:8443')).toBe('https://partner.example:8443');
    // The default port is the origin without it, as browsers compare them.
    expect(widgetOrigin('https://partner.example:443')).toBe('https://partner.example');
    expect(widgetOrigin('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('allows plain http only for this machine', () => {
    expect(widgetOrigin('http://partner.localhost:3350')).toBe('http://partner.localhost:3350');
    expect(widgetOrigin('http://localhost:8080')).toBe('http://localhost:8080');
    expect(widgetOrigin('http://127.0.0.1:9000')).toBe('http://127.0.0.1:9000');
    expect(widgetOrigin('http://partner.example')).toBeNull();
  });

  it('refuses anything more or other than an origin', () => {
    for (const bad of [
      'https://partner.example/booking',
      'https://partner.example//',
      'https://partner.example?x=1',
      'https://partner.example#top',
      'https://user:pw@partner.example',
      'https://*.partner.example',
      '*',
      "'self'",
      'https://partner.example; script-src *',
      'https://a.example https://b.example',
      'partner.example',
      'ftp://partner.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'https://10.0.0.1',
      'https://[::1]',
      'https://',
      '',
      `https://${'a'.repeat(300)}.example`,
    ]) {
      expect(widgetOrigin(bad), bad).toBeNull();
    }
    expect(widgetOrigin(42)).toBeNull();
    expect(widgetOrigin(null)).toBeNull();
  });

  it('reads a list as typed, one a line or separated by commas, each once', () => {
    const typed = 'https://a.example\nhttps://b.example, https://a.example  https://A.example/\n\n';
    expect(typedWidgetOrigins(typed)).toEqual(['https://a.example', 'https://b.example', 'https://A.example/']);
    expect(widgetOriginList(typed)).toEqual(['https://a.example', 'https://b.example']);
    expect(widgetOriginList(['https://a.example', 'not an origin'])).toEqual(['https://a.example']);
  });
});

describe('the channel an order records', () => {
  const allowed = ['https://partner.example', 'http://partner.localhost:3350'];

  it('is the widget on a listed origin, named as the park lists it', () => {
    expect(widgetChannel('https://partner.example', allowed)).toEqual({ channel: 'widget', source: 'https://partner.example' });
    expect(widgetChannel('https://PARTNER.example/', allowed)).toEqual({ channel: 'widget', source: 'https://partner.example' });
    expect(widgetChannel('http://partner.localhost:3350', allowed)).toEqual({ channel: 'widget', source: 'http://partner.localhost:3350' });
  });

  it('is the site for any origin the park does not list, or none, or junk', () => {
    for (const claimed of ['https://evil.example', 'https://partner.example:8443', 'http://partner.example', 'https://partner.example/x', '', null, undefined]) {
      expect(widgetChannel(claimed, allowed), String(claimed)).toEqual({ channel: 'site', source: null });
    }
    expect(widgetChannel('https://partner.example', [])).toEqual({ channel: 'site', source: null });
  });
});

describe('the widget pages’ frame-ancestors', () => {
  const page = { nonce: 'bm9uY2U=', origin: 'https://nz.example', providers: [], trackers: null };

  it('lets the park’s partners frame a widget page and nobody else', () => {
    expect(buildPolicy({ ...page, frameAncestors: ['https://partner.example', 'http://partner.localhost:3350'] })['frame-ancestors']).toEqual([
      'https://partner.example',
      'http://partner.localhost:3350',
    ]);
    expect(buildPolicy({ ...page, frameAncestors: [] })['frame-ancestors']).toEqual(["'none'"]);
    expect(buildPolicy(page)['frame-ancestors']).toEqual(["'none'"]);
  });

  it('lets nothing but an origin reach the header, whatever a row holds', () => {
    expect(frameAncestors(['https://a.example', "* 'unsafe-inline'", 'https://b.example; script-src *', 'https://a.example'])).toEqual(['https://a.example']);
    expect(frameAncestors(['*'])).toEqual(["'none'"]);
    expect(contentSecurityPolicy({ ...page, frameAncestors: ['https://a.example;script-src *'] })).toContain("frame-ancestors 'none'");
  });
});

describe('the widget’s pages and snippet', () => {
  it('maps the site’s booking paths into the widget, and nothing else', () => {
    expect(embeddedPath('/checkout')).toBe('/embed/checkout');
    expect(embeddedPath('/things-to-do/zipline')).toBe('/embed/things-to-do/zipline');
    expect(embeddedPath('/things-to-do')).toBe('/embed/things-to-do');
    expect(embeddedPath('/')).toBe('/embed/things-to-do');
    expect(embeddedPath('/booking/abcDEF_12-3')).toBe('/embed/booking/abcDEF_12-3');
    expect(embeddedPath('/checkout?payment=cancelled')).toBe('/embed/checkout?payment=cancelled');
    for (const elsewhere of ['/about', '/find-booking', '/gift-vouchers', '/booking', '/things-to-do/a/b', '/my-booking/x', 'https://nz.example/checkout']) {
      expect(embeddedPath(elsewhere), elsewhere).toBeNull();
    }
  });

  it('names the embedding page in the widget’s addresses', () => {
    expect(withHost('/embed/checkout', 'https://partner.example')).toBe('/embed/checkout?host=https%3A%2F%2Fpartner.example');
    expect(withHost('/embed/checkout?payment=x#top', 'https://p.example')).toBe('/embed/checkout?payment=x&host=https%3A%2F%2Fp.example#top');
    expect(withHost('/embed/checkout', null)).toBe('/embed/checkout');
    expect(widgetPagePath('zipline')).toBe('/embed/things-to-do/zipline');
    expect(widgetPagePath(null)).toBe('/embed/things-to-do');
    expect(widgetPagePath('../../admin')).toBe('/embed/things-to-do');
  });

  it('writes a snippet of one script and one button, escaped', () => {
    expect(widgetSnippet({ scriptUrl: 'https://nz.example/widget.js', language: 'en', activity: 'zipline', label: 'Book now' })).toBe(
      '<script src="https://nz.example/widget.js" async></script>\n<button type="button" data-summit-rush-widget data-language="en" data-activity="zipline">Book now</button>',
    );
    expect(widgetSnippet({ scriptUrl: 'https://zh.hk.example/widget.js', language: 'zh-Hant', activity: null, label: '<立即預訂>' })).toBe(
      '<script src="https://zh.hk.example/widget.js" async></script>\n<button type="button" data-summit-rush-widget data-language="zh-Hant">&#60;立即預訂&#62;</button>',
    );
  });
});

describe('the widget’s messages (version 1)', () => {
  const completed = { source: WIDGET_MESSAGE_SOURCE, version: 1, type: 'booking-completed', bookingId: 'SR-AB12-CD34', paid: true };

  it('has the documented shape', () => {
    expect(bookingCompletedMessage('SR-AB12-CD34', true)).toEqual(completed);
    expect(resizeMessage(640.2)).toEqual({ source: 'summit-rush-widget', version: 1, type: 'resize', height: 641 });
    expect(closeMessage()).toEqual({ source: 'summit-rush-widget', version: 1, type: 'close' });
  });

  it('reads its own messages, keeping only the shape’s fields', () => {
    expect(readWidgetMessage(completed)).toEqual(completed);
    expect(readWidgetMessage({ ...completed, email: 'a@example.com' })).toEqual(completed);
    expect(readWidgetMessage({ source: 'summit-rush-widget', version: 1, type: 'resize', height: 0 })).toEqual(resizeMessage(0));
    expect(readWidgetMessage({ source: 'summit-rush-widget', version: 1, type: 'close' })).toEqual(closeMessage());
  });

  it('ignores anything of another shape', () => {
    for (const other of [
      null,
      'booking-completed',
      [completed],
      { ...completed, source: 'other-widget' },
      { ...completed, version: 2 },
      { ...completed, version: '1' },
      { ...completed, type: 'booking-cancelled' },
      { ...completed, bookingId: undefined },
      { ...completed, bookingId: 'sr-<img src=x>' },
      { ...completed, paid: 'yes' },
      { source: 'summit-rush-widget', version: 1, type: 'resize', height: -1 },
      { source: 'summit-rush-widget', version: 1, type: 'resize', height: Number.NaN },
      { source: 'summit-rush-widget', version: 1, type: 'resize', height: 1e9 },
      { source: 'summit-rush-widget', version: 1, type: 'resize', height: '500' },
      Object.assign(Object.create({ polluted: true }), completed),
    ]) {
      expect(readWidgetMessage(other), JSON.stringify(other)).toBeNull();
    }
  });

  it('is accepted from the overlay’s own frame at the park’s origin only', () => {
    const park = 'https://nz.example';
    expect(acceptWidgetMessage({ origin: park, data: completed }, park, true)).toEqual(completed);
    expect(acceptWidgetMessage({ origin: 'https://evil.example', data: completed }, park, true)).toBeNull();
    expect(acceptWidgetMessage({ origin: 'https://nz.example:8443', data: completed }, park, true)).toBeNull();
    // Another window of the park's origin (another tab, a second widget) is not this overlay's frame.
    expect(acceptWidgetMessage({ origin: park, data: completed }, park, false)).toBeNull();
    expect(acceptWidgetMessage({ origin: park, data: { ...completed, version: 2 } }, park, true)).toBeNull();
  });
});

describe('the loader (/widget.js)', () => {
  const config: LoaderConfig = {
    language: 'en',
    sites: { en: { origin: 'https://hk.example', title: 'Summit Rush Hong Kong' }, 'zh-Hant': { origin: 'https://zh.hk.example', title: '峰躍探險樂園 香港' } },
  };

  it('opens the park’s site in the language the button names, else the script’s own site', () => {
    expect(siteFor(config, 'zh-Hant')).toEqual({ origin: 'https://zh.hk.example', title: '峰躍探險樂園 香港', language: 'zh-Hant' });
    expect(siteFor(config, 'en')?.origin).toBe('https://hk.example');
    expect(siteFor(config, 'fr')?.origin).toBe('https://hk.example');
    expect(siteFor(config, null)?.origin).toBe('https://hk.example');
    expect(siteFor({ language: 'en', sites: {} }, 'en')).toBeNull();
  });

  it('frames the widget page of the activity, naming the partner page’s origin', () => {
    expect(frameAddress('https://nz.example', 'zipline', 'https://partner.example')).toBe('https://nz.example/embed/things-to-do/zipline?host=https%3A%2F%2Fpartner.example');
    expect(frameAddress('https://nz.example', null, 'https://partner.example')).toBe('https://nz.example/embed/things-to-do?host=https%3A%2F%2Fpartner.example');
    expect(frameAddress('https://nz.example', '"><script>', 'https://partner.example')).toBe('https://nz.example/embed/things-to-do?host=https%3A%2F%2Fpartner.example');
  });

  it('is told the park’s sites that book here, by language, the asked one first', () => {
    const site = (id: string, domain: string, locale: string, parkId: string | null, more: object = {}) =>
      ({ id, domain, locale, parkId, title: `Site ${id}`, bookingEnabled: true, enableProgressiveCheckout: false, ...more }) as unknown as LocaleRecord;
    const hk = site('hk', 'hk.example', 'en', 'hong-kong');
    const zh = site('zh-hk', 'zh.hk.example', 'zh-Hant', 'hong-kong');
    const all = [site('global', 'example', 'en', null), site('nz', 'nz.example', 'en', 'queenstown'), hk, zh, site('hk2', 'hk2.example', 'en', 'hong-kong')];
    const asked = loaderConfig(zh, all);
    expect(asked.language).toBe('zh-Hant');
    expect(Object.keys(asked.sites).sort()).toEqual(['en', 'zh-Hant']);
    expect(asked.sites['zh-Hant']?.origin).toMatch(/^https?:\/\/zh\.hk\.example(:\d+)?$/);
    expect(asked.sites.en?.origin).toMatch(/^https?:\/\/hk\.example(:\d+)?$/);
    expect(loaderConfig(site('hk2', 'hk2.example', 'en', 'hong-kong'), all).sites.en?.origin).toMatch(/hk2\.example/);
    // A site that books elsewhere (ROLLER's checkout, or booking off) is no widget's.
    expect(loaderConfig(hk, [hk, site('zh-hk', 'zh.hk.example', 'zh-Hant', 'hong-kong', { enableProgressiveCheckout: true })]).sites['zh-Hant']).toBeUndefined();
  });

  it('is one plain script within its budget, whose only free name is the config it is given', async () => {
    const text = await bundleWidgetLoader();
    expect(gzippedBytes(text)).toBeLessThanOrEqual(BUDGETS.widgetLoaderJs);
    // A classic script (no import or export): it parses as a function's body, given WIDGET_CONFIG.
    expect(() => new Function('WIDGET_CONFIG', text)).not.toThrow();
    expect(text).not.toMatch(/\b(?:import|export)\s*[{*(]/);
    expect(text).toContain('WIDGET_CONFIG');
  }, 60_000);
});
