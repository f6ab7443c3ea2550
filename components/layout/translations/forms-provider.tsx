import { useMemo, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { withForms, type Translations } from '@/lib/client/i18n';
import type { Language } from '@/lib/domain/language';

/** The page's instance with one language's `forms` namespace, for everything below (lib/client/i18n.ts, withForms). */
export function FormsProvider({ lng, forms, children }: { lng: Language; forms: NonNullable<Translations['forms']>; children: ReactNode }) {
  const { i18n } = useTranslation();
  const withFormsI18n = useMemo(() => withForms(i18n, lng, forms), [i18n, lng, forms]);
  return <I18nextProvider i18n={withFormsI18n}>{children}</I18nextProvider>;
}
