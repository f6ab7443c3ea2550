import { useMemo, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import words from '@/locales/zh-Hant/admin.json';
import { staffI18n } from './staff-i18n';

/** The back office in Traditional Chinese (a chunk of its own: components/back-office/translations.tsx). */
export default function TraditionalChineseStaffWords({ children }: { children: ReactNode }) {
  const i18n = useMemo(() => staffI18n('zh-Hant', words), []);
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}
