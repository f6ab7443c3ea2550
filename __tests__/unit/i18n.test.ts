import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { dateLocale } from '@/lib/client/dates';
import type { i18n as I18n } from 'i18next';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { changeLanguage, createI18n, MAX_KEPT_TRANSLATIONS, NAMESPACES, pageI18n, withForms } from '@/lib/client/i18n';
import { LANGUAGES, toLanguage } from '@/lib/domain/language';
import { mailT } from '@/lib/server/mail/translate';
import en from '@/locales/en/common.json';
import zhHant from '@/locales/zh-Hant/common.json';
import enForms from '@/locales/en/forms.json';
import zhHantForms from '@/locales/zh-Hant/forms.json';
import { i18nFor } from './translations';

const root = path.resolve(import.meta.dirname, '../../locales');

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translations', () => {
  it('has the same namespaces and keys in every language', () => {
    const [first, ...others] = LANGUAGES;
    const namespaces = readdirSync(path.join(root, first)).sort();
    for (const lng of others) expect(readdirSync(path.join(root, lng)).sort()).toEqual(namespaces);
    for (const ns of namespaces) {
      const reference = keys(JSON.parse(readFileSync(path.join(root, first, ns), 'utf8'))).sort();
      for (const lng of others) {
        const own = keys(JSON.parse(readFileSync(path.join(root, lng, ns), 'utf8'))).sort();
        expect({ lng, ns, keys: own }).toEqual({ lng, ns, keys: reference });
      }
    }
  });

  it('has the mail’s namespace beside the site’s, which the browser does not load', () => {
    // The two tests above cover every file in locales/<lng>/; this one makes sure mail.json (and the back office's admin.json, read by the server only) are among them.
    for (const lng of LANGUAGES) expect(readdirSync(path.join(root, lng)).sort()).toEqual(['admin.json', 'common.json', 'forms.json', 'mail.json']);
    expect(NAMESPACES).toEqual(['common', 'forms']);
    expect(mailT('en')('order.heading')).toBe('You’re all booked');
    expect(mailT('zh-Hant')('order.heading')).toBe('預訂成功！');
    expect(mailT('zh-Hant')('common:booking.extras')).toBe('附加項目');
  });

  it('has no empty strings', () => {
    for (const lng of LANGUAGES) {
      for (const ns of readdirSync(path.join(root, lng))) {
        const text = readFileSync(path.join(root, lng, ns), 'utf8');
        expect(text, `${lng}/${ns}`).not.toMatch(/:\s*""/);
      }
    }
  });

  it('renders the chosen language and falls back to English', () => {
    expect(i18nFor('zh-Hant').t('error.404')).toBe('找不到此頁面');
    expect(i18nFor('en').t('error.404')).toBe('This page could not be found');
    expect(toLanguage('fr')).toBe('en');
    expect(toLanguage('zh-Hant')).toBe('zh-Hant');
  });

  it('holds only the page’s language, and fetches another when the shell switches to it', async () => {
    const i18n = i18nFor('en');
    expect(i18n.hasResourceBundle('zh-Hant', 'common')).toBe(false);
    await changeLanguage(i18n, 'zh-Hant');
    expect(i18n.language).toBe('zh-Hant');
    expect(i18n.t('error.404')).toBe('找不到此頁面');
    expect(i18n.t('checkout.title')).toBe(zhHantForms.checkout.title);
  });

  it('says the forms’ words only where a page asks for them, on the server as in the browser', () => {
    // The server: the page's instance (common) says a form's key as the key itself; its instance with forms says the words.
    const page = pageI18n('en', { common: en });
    expect(page.t('checkout.title')).toBe('checkout.title');
    const withFormsOnServer = withForms(page, 'en', enForms);
    expect(withFormsOnServer.t('checkout.title')).toBe(enForms.checkout.title);
    expect(withFormsOnServer.t('skipToContent')).toBe(en.skipToContent);
    expect(withForms(page, 'en', enForms)).toBe(withFormsOnServer);
    expect(page.t('checkout.title')).toBe('checkout.title');
    // The browser: the page's own instance takes the namespace.
    vi.stubGlobal('window', {});
    try {
      const browser = pageI18n('zh-Hant', { common: zhHant });
      expect(browser.t('checkout.title')).toBe('checkout.title');
      expect(withForms(browser, 'zh-Hant', zhHantForms)).toBe(browser);
      expect(browser.t('checkout.title')).toBe(zhHantForms.checkout.title);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('formats Chinese dates with the Traditional Chinese date-fns locale', () => {
    const day = new Date(2026, 10, 22);
    expect(format(day, 'PPPP', { locale: dateLocale('zh-Hant') })).toBe('2026年11月22日 星期日');
    expect(format(day, 'LLLL', { locale: dateLocale('zh-Hant') })).toBe('十一月');
    expect(format(day, 'PPPP', { locale: dateLocale('en') })).toBe('Sunday, 22 November 2026');
  });
});

describe('the instance a page renders with', () => {
  it('is one per language on the server, kept for every page it renders, in its own language', () => {
    expect(typeof window).toBe('undefined');
    const english = pageI18n('en', { common: en });
    const chinese = pageI18n('zh-Hant', { common: zhHant });
    expect(pageI18n('en', { common: en })).toBe(english);
    expect(pageI18n('zh-Hant', { common: zhHant })).toBe(chinese);
    expect(chinese).not.toBe(english);
    expect([english.language, chinese.language]).toEqual(['en', 'zh-Hant']);
    expect(english.t('skipToContent')).toBe(en.skipToContent);
    expect(chinese.t('skipToContent')).toBe(zhHant.skipToContent);
    // What useTranslation copies on every call: nothing of its own but react-i18next's record of the
    // namespaces used, which it puts on the instance once, at the first render with it (a test file that
    // renders a page in this worker before this one leaves it there).
    expect(Object.getOwnPropertyNames(english).filter((name) => name !== 'reportNamespaces')).toEqual([]);
  });

  it('renders a component’s text on the server through react-i18next, as a new instance did', () => {
    function Skip() {
      const { t, i18n } = useTranslation();
      return createElement('a', { href: '#main', lang: i18n.language }, t('skipToContent'));
    }
    const render = (i18n: I18n) => renderToString(createElement(I18nextProvider, { i18n }, createElement(Skip)));
    expect(render(pageI18n('zh-Hant', { common: zhHant }))).toBe(render(createI18n('zh-Hant', { common: zhHant })));
    expect(render(pageI18n('zh-Hant', { common: zhHant }))).toContain(zhHant.skipToContent);
  });

  it('translates every key, with and without options, as a new instance does, and works each text out once', () => {
    for (const [lng, translations] of [['en', en], ['zh-Hant', zhHant]] as const) {
      const fresh = createI18n(lng, { common: translations });
      const kept = pageI18n(lng, { common: translations });
      const t = kept.getFixedT(lng, 'common');
      const expected = fresh.getFixedT(lng, 'common');
      for (const key of keys(translations)) {
        expect(t(key)).toBe(expected(key));
        expect(t(key)).toBe(expected(key));
      }
      for (const count of [0, 1, 2, 15]) expect(t('activities.minutes', { count })).toBe(expected('activities.minutes', { count }));
      expect(t('home.visit', { title: 'Zipline' })).toBe(expected('home.visit', { title: 'Zipline' }));
      expect(t('home.visit', { title: 'Giant swing' })).toBe(expected('home.visit', { title: 'Giant swing' }));
      expect(t('missing.key.here')).toBe(expected('missing.key.here'));
    }
    // The instance under the layers pageI18n adds: its translator is asked once per text and options.
    const english = pageI18n('en', { common: en });
    const instance = Object.getPrototypeOf(Object.getPrototypeOf(english)) as I18n & { translator: { translate: (...args: unknown[]) => unknown } };
    const translate = vi.spyOn(instance.translator, 'translate');
    const t = english.getFixedT('en', 'common');
    const title = `Kept ${Date.now()}`;
    expect(t('home.visit', { title })).toBe(`Visit ${title}`);
    expect(t('home.visit', { title })).toBe(`Visit ${title}`);
    expect(english.getFixedT('en', 'common')('home.visit', { title })).toBe(`Visit ${title}`);
    expect(translate).toHaveBeenCalledTimes(1);
    // Options that JSON would not name exactly (an object, a function) are translated on every call.
    const values = { title: { toString: () => 'an object' } };
    t('home.visit', values);
    t('home.visit', values);
    expect(translate).toHaveBeenCalledTimes(3);
    // Bounded: past the limit the memo starts afresh, and translates as before.
    for (let n = 0; n <= MAX_KEPT_TRANSLATIONS; n++) t('home.visit', { title: `Park ${n}` });
    translate.mockClear();
    expect(t('home.visit', { title })).toBe(`Visit ${title}`);
    expect(translate).toHaveBeenCalledTimes(1);
    translate.mockRestore();
  });
});
