import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/domain/language';
import type enCommon from '@/locales/en/common.json';

export const NAMESPACES = ['common'] as const;

/** One language's translations (every language has the same keys: __tests__/unit/i18n.test.ts). */
export type Translations = typeof enCommon;

/**
 * A language's translations, fetched: each language is a chunk of its own, so a page ships only its
 * own language (components/layout/translations.tsx loads the page's with the page).
 */
export function loadTranslations(lng: Language): Promise<Translations> {
  const loaded = lng === 'zh-Hant' ? import('@/locales/zh-Hant/common.json') : import('@/locales/en/common.json');
  return loaded.then((module) => module.default as Translations);
}

/**
 * A synchronous i18next instance for one language, given its translations: the server renders the
 * translated text and the browser hydrates the same text, no flash of English. Other languages are
 * added when the shell switches to one (changeLanguage below).
 */
export function createI18n(lng: Language, translations: Translations): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: { [lng]: { common: translations } },
    partialBundledLanguages: true,
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

/** The server's instance of each language (pageI18n). */
const serverInstances = new Map<Language, I18n>();

/**
 * The instance a page renders with. The server keeps one per language for every page it renders:
 * creating and initialising one per request was a tenth of a page's render (issue #25), and nothing
 * changes it while rendering (a language switch happens in an effect, components/layout/site.tsx, so in
 * the browser only). It hands out an object with no properties of its own whose prototype is that
 * instance: react-i18next's useTranslation copies every own property of the instance it is given, on
 * each call in a component the server renders for the first time (all of them), which cost as much
 * again. The browser makes its own instance, once per page load, which the shell may switch.
 */
export function pageI18n(lng: Language, translations: Translations): I18n {
  if (typeof window !== 'undefined') return createI18n(lng, translations);
  let instance = serverInstances.get(lng);
  if (!instance) serverInstances.set(lng, (instance = Object.create(keepingTranslations(createI18n(lng, translations))) as I18n));
  return instance;
}

/** At most this many translated texts are kept per instance; then the memo starts afresh. */
export const MAX_KEPT_TRANSLATIONS = 5_000;

type Translate = (key: unknown, options?: unknown, ...more: unknown[]) => unknown;

/** Options whose JSON names them exactly: a plain object of strings, numbers and booleans. */
const plainOptions = (options: unknown): options is Record<string, string | number | boolean> =>
  options === undefined ||
  (typeof options === 'object' &&
    options !== null &&
    Object.getPrototypeOf(options) === Object.prototype &&
    Object.values(options).every((value) => ['string', 'number', 'boolean'].includes(typeof value)));

/**
 * The server's instance, translating each key (with the same plain options) once: every component's
 * `t` comes from getFixedT, and i18next works each text out afresh on every call, about a twentieth of a
 * page rendered afresh (issue #25). The server's translations never change while it runs (a language
 * switch happens in the browser only). A layer between the instance and what pages get, so the object
 * handed out still has no properties of its own (pageI18n).
 */
function keepingTranslations(instance: I18n): I18n {
  const fixed = new Map<string, Translate>();
  const kept = new Map<string, string>();
  const layer = Object.create(instance) as I18n;
  const getFixedT = (lng: unknown, ns: unknown, keyPrefix: unknown, ...more: unknown[]): Translate => {
    const fixedT = () => (instance.getFixedT as unknown as (...args: unknown[]) => Translate)(lng, ns, keyPrefix, ...more);
    if (typeof keyPrefix === 'function') return fixedT();
    const scope = JSON.stringify([lng, ns, keyPrefix ?? null]);
    let t = fixed.get(scope);
    if (!t) {
      const base = fixedT();
      const keeping: Translate = (key, options, ...rest) => {
        if (typeof key !== 'string' || rest.length > 0 || !plainOptions(options)) return base(key, options, ...rest);
        const name = `${scope}\u0000${key}\u0000${options === undefined ? '' : JSON.stringify(options)}`;
        const found = kept.get(name);
        if (found !== undefined) return found;
        const text = base(key, options);
        if (typeof text === 'string') {
          if (kept.size >= MAX_KEPT_TRANSLATIONS) kept.clear();
          kept.set(name, text);
        }
        return text;
      };
      // With what i18next sets on its own fixed t (lng, ns, keyPrefix).
      fixed.set(scope, (t = Object.assign(keeping, base)));
    }
    return t;
  };
  layer.getFixedT = getFixedT as unknown as I18n['getFixedT'];
  return layer;
}

/** Switches an instance to another language, fetching that language's translations first if needed. */
export async function changeLanguage(i18n: I18n, lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'common')) i18n.addResourceBundle(lng, 'common', await loadTranslations(lng));
  await i18n.changeLanguage(lng);
}
