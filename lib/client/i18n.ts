import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/domain/language';
import type enCommon from '@/locales/en/common.json';
import type enForms from '@/locales/en/forms.json';

/**
 * The site's namespaces: `common`, what every page says (the shell, the content pages, the booking
 * panel and the cart), and `forms`, what the forms and the order's pages say (checkout, payment, a
 * confirmation, My booking, gift vouchers, enquiries, the waiting list). A page ships `common` with its
 * language and `forms` only where it has one of those (components/layout/translations.tsx): four fifths
 * of the site's words, which a home or an activity page never shows (issue #25). Components ask for keys
 * without a namespace: `forms` is the fallback of `common`.
 */
export const NAMESPACES = ['common', 'forms'] as const;

/** One language's translations by namespace (every language has the same keys: __tests__/unit/i18n.test.ts). */
export type Translations = {
  common: typeof enCommon;
  forms?: typeof enForms;
};

/** Both of a language's namespaces, fetched (a language switch): each language's are chunks of their own. */
export async function loadTranslations(lng: Language): Promise<Required<Translations>> {
  const [common, forms] = await Promise.all(
    lng === 'zh-Hant'
      ? [import('@/locales/zh-Hant/common.json'), import('@/locales/zh-Hant/forms.json')]
      : [import('@/locales/en/common.json'), import('@/locales/en/forms.json')],
  );
  return { common: common.default, forms: forms.default };
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
    resources: { [lng]: translations },
    partialBundledLanguages: true,
    ns: Object.keys(translations),
    defaultNS: 'common',
    fallbackNS: 'forms',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}

/** The server's instance of each language and set of namespaces (pageI18n). */
const serverInstances = new Map<string, I18n>();

/**
 * The instance a page renders with. The server keeps one per language (and set of namespaces) for every
 * page it renders: creating and initialising one per request was a tenth of a page's render (issue #25),
 * and nothing changes it while rendering (a language switch happens in an effect,
 * components/layout/site.tsx, so in the browser only). It hands out an object with no properties of its
 * own whose prototype is that instance: react-i18next's useTranslation copies every own property of the
 * instance it is given, on each call in a component the server renders for the first time (all of them),
 * which cost as much again. The browser makes its own instance, once per page load, which the shell may
 * switch.
 */
export function pageI18n(lng: Language, translations: Translations): I18n {
  if (typeof window !== 'undefined') return createI18n(lng, translations);
  const key = `${lng}:${Object.keys(translations).join(',')}`;
  let instance = serverInstances.get(key);
  if (!instance) serverInstances.set(key, (instance = Object.create(keepingTranslations(createI18n(lng, translations))) as I18n));
  return instance;
}

/**
 * The page's instance with the `forms` namespace of its language too. In the browser the page's own
 * instance takes the namespace (once). The server hands out its instance with both namespaces, so that
 * a component outside components/layout/translations.tsx's FormsTranslations renders its keys there as
 * in the browser, not the text: a missing wrapper shows in every test, not as a hydration mismatch.
 */
export function withForms(i18n: I18n, lng: Language, forms: NonNullable<Translations['forms']>): I18n {
  if (typeof window === 'undefined') return pageI18n(lng, { common: i18n.getResourceBundle(lng, 'common') as Translations['common'], forms });
  if (!i18n.hasResourceBundle(lng, 'forms')) i18n.addResourceBundle(lng, 'forms', forms);
  return i18n;
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

/** Switches an instance to another language, fetching that language's translations (both namespaces) first if needed. */
export async function changeLanguage(i18n: I18n, lng: Language): Promise<void> {
  if (!i18n.hasResourceBundle(lng, 'common')) {
    const { common, forms } = await loadTranslations(lng);
    i18n.addResourceBundle(lng, 'common', common);
    i18n.addResourceBundle(lng, 'forms', forms);
  }
  await i18n.changeLanguage(lng);
}
