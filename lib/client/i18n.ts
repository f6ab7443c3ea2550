import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/domain/language';
import enCommon from '@/locales/en/common.json';
import zhHantCommon from '@/locales/zh-Hant/common.json';

export const NAMESPACES = ['common'] as const;

export const resources = {
  en: { common: enCommon },
  'zh-Hant': { common: zhHantCommon },
} as const;

/**
 * A synchronous i18next instance for one language. Resources are bundled, so the server renders the
 * translated text and the browser hydrates the same text: no flash of English.
 */
export function createI18n(lng: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: Object.keys(resources),
    resources,
    ns: NAMESPACES,
    defaultNS: 'common',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
