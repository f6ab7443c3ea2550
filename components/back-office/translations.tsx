import i18next from 'i18next';
import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/domain/language';
import en from '@/locales/en/admin.json';
import zhHant from '@/locales/zh-Hant/admin.json';

/*
 * The back office's words (locales/<lng>/admin.json), the same files the server's sign-in pages and the
 * staff mails read (lib/server/staff/translate.ts). Both languages ship with the back office: it is
 * small, and a member switches language on the spot.
 */
export function StaffTranslations({ lang, children }: { lang: Language; children: ReactNode }) {
  const i18n = useMemo(() => {
    const instance = i18next.createInstance();
    void instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: DEFAULT_LANGUAGE,
      resources: { en: { admin: en }, 'zh-Hant': { admin: zhHant } },
      ns: ['admin'],
      defaultNS: 'admin',
      initAsync: false,
      interpolation: { escapeValue: false }, // React escapes
      returnNull: false,
    });
    return instance;
  }, [lang]);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

/** The back office's `t`. */
export const useStaffT = () => useTranslation('admin').t;
