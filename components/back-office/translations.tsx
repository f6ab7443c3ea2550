import dynamic from 'next/dynamic';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { Language } from '@/lib/domain/language';

/*
 * The back office's words (locales/<lng>/admin.json), the same files the server's sign-in pages and the
 * staff mails read (lib/server/staff/translate.ts). One chunk per language, as the visitors' words
 * (components/layout/translations.tsx): a screen ships its member's language only (each is about 28 kB
 * gzipped, and every screen imported both until 2026-12-04: docs/performance.md). The server renders the
 * member's language, so its chunk loads with the page, before it hydrates; the language switch
 * (staff-layout.tsx) reloads the screen, which then loads the other.
 */
const English = dynamic(() => import('./words-english'));
const TraditionalChinese = dynamic(() => import('./words-traditional-chinese'));

export function StaffTranslations({ lang, children }: { lang: Language; children: ReactNode }) {
  const Words = lang === 'zh-Hant' ? TraditionalChinese : English;
  return <Words>{children}</Words>;
}

/** The back office's `t`. */
export const useStaffT = () => useTranslation('admin').t;

/**
 * `children` given the words of another language than the member's (the site's, for what its partners'
 * pages show: settings/widget-form.tsx), and rendered in the member's. Another language is its chunk,
 * loaded on the screen that asks for it only.
 */
export function WithWordsOf({ lang, children }: { lang: Language; children: (t: TFunction<'admin'>) => ReactNode }) {
  const { i18n } = useTranslation('admin');
  if (i18n.language === lang) return children(i18n.getFixedT(lang, 'admin'));
  return (
    <StaffTranslations lang={lang}>
      <OtherWords>{(t) => <I18nextProvider i18n={i18n}>{children(t)}</I18nextProvider>}</OtherWords>
    </StaffTranslations>
  );
}

function OtherWords({ children }: { children: (t: TFunction<'admin'>) => ReactNode }) {
  return children(useStaffT());
}
