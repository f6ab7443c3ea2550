import type { i18n as I18n } from 'i18next';
import { createI18n, type Translations } from '@/lib/client/i18n';
import type { Language } from '@/lib/domain/language';
import en from '@/locales/en/common.json';
import zhHant from '@/locales/zh-Hant/common.json';

/** The i18next instance a page in `lng` gets (components/layout/translations.tsx), for rendering in tests. */
export const i18nFor = (lng: Language): I18n => createI18n(lng, (lng === 'zh-Hant' ? zhHant : en) as Translations);
