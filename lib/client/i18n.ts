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
  if (!instance) serverInstances.set(lng, (instance = Object.create(createI18n(lng, translations)) as I18n));
  return instance;
}

/** Switches an instance to another language, fetching that language's translations first if needed. */
export async function changeLanguage(i18n: I18n, lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'common')) i18n.addResourceBundle(lng, 'common', await loadTranslations(lng));
  await i18n.changeLanguage(lng);
}
