import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { Language } from '@/lib/domain/language';

// One chunk per language, so that a page ships its own language's translations only. The server renders
// the page's one, and its chunk loads with the page, before it hydrates (like the content page types).
const English = dynamic(() => import('./translations/english'));
const TraditionalChinese = dynamic(() => import('./translations/traditional-chinese'));

/** The i18next instance of the page's language for everything below. */
export function Translations({ lang, children }: { lang: Language; children: ReactNode }) {
  return lang === 'zh-Hant' ? <TraditionalChinese>{children}</TraditionalChinese> : <English>{children}</English>;
}
