import dynamic from 'next/dynamic';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@/lib/domain/language';

// One chunk per language and namespace (lib/client/i18n.ts), so that a page ships its own language's
// words only, and the forms' words only where it has a form. The server renders the page's language, and
// the chunks it rendered load with the page, before it hydrates (like the content page types).
const English = dynamic(() => import('./translations/english'));
const TraditionalChinese = dynamic(() => import('./translations/traditional-chinese'));
const EnglishForms = dynamic(() => import('./translations/english-forms'));
const TraditionalChineseForms = dynamic(() => import('./translations/traditional-chinese-forms'));

/**
 * The i18next instance of the page's language (its `common` words) for everything below. Once the page has
 * loaded and the browser is idle, the language's forms' words are fetched too, out of the page's first
 * load: a page reached in the browser shows once its chunks are in, so a form's page reached from one
 * without would otherwise be blank for that chunk's round trip (and its checkout would start its own after).
 */
export function Translations({ lang, children }: { lang: Language; children: ReactNode }) {
  const idle = useIdleAfterLoad();
  const Words = lang === 'zh-Hant' ? TraditionalChinese : English;
  return (
    <Words>
      {children}
      {/* Rendering the forms' words with nothing inside loads their chunk through the same loader as FormsTranslations, which then renders at once. */}
      {idle && <FormsTranslations>{null}</FormsTranslations>}
    </Words>
  );
}

/** True once the page has loaded and the browser has had an idle moment. */
function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let id: number | undefined;
    const wait = () => (id = window.requestIdleCallback ? window.requestIdleCallback(() => setIdle(true)) : window.setTimeout(() => setIdle(true), 1_000));
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
    return () => {
      window.removeEventListener('load', wait);
      if (id !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(id);
    };
  }, []);
  return idle;
}

/** The page's instance with its language's `forms` words too, for everything below. */
export function FormsTranslations({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language) === 'zh-Hant' ? <TraditionalChineseForms>{children}</TraditionalChineseForms> : <EnglishForms>{children}</EnglishForms>;
}

/** A component that says words of the `forms` namespace, inside FormsTranslations. */
export function withFormsTranslations<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithForms(props: P) {
    return (
      <FormsTranslations>
        <Component {...props} />
      </FormsTranslations>
    );
  }
  WithForms.displayName = `WithForms(${Component.displayName ?? Component.name})`;
  return WithForms;
}
