import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { pageI18n } from '@/lib/client/i18n';
import common from '@/locales/zh-Hant/common.json';

/** Traditional Chinese translations for the pages below (a chunk of its own: components/layout/translations.tsx). */
export default function TraditionalChineseTranslations({ children }: { children: ReactNode }) {
  const i18n = useMemo(() => pageI18n('zh-Hant', { common }), []);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
