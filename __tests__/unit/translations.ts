import type { i18n as I18n } from 'i18next';
import { createI18n } from '@/lib/client/i18n';
import type { Language } from '@/lib/domain/language';
import en from '@/locales/en/common.json';
import enForms from '@/locales/en/forms.json';
import zhHant from '@/locales/zh-Hant/common.json';
import zhHantForms from '@/locales/zh-Hant/forms.json';

/** The i18next instance a page in `lng` gets inside FormsTranslations (components/layout/translations.tsx), for rendering in tests. */
export const i18nFor = (lng: Language): I18n => createI18n(lng, lng === 'zh-Hant' ? { common: zhHant, forms: zhHantForms } : { common: en, forms: enForms });
