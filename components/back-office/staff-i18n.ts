import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type en from '@/locales/en/admin.json';
import { type Language } from '@/lib/domain/language';

/** One language's back-office words (locales/<lng>/admin.json; both languages have the same keys: __tests__/unit/i18n.test.ts). */
export type StaffWords = typeof en;

/** A synchronous i18next instance of the member's language and its words: the server renders them, the browser hydrates the same. */
export function staffI18n(lang: Language, words: StaffWords): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { admin: words } },
    ns: ['admin'],
    defaultNS: 'admin',
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
  });
  return instance;
}
