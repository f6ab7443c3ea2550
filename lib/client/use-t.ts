import type { TFunction } from 'i18next';
import { useContext } from 'react';
import { I18nContext } from 'react-i18next';

/** Each instance's translate function, looked up once (the server's instances keep what they translate: ./i18n.ts). */
const translators = new WeakMap<object, TFunction>();

/**
 * The page's translate function, from the instance react-i18next's provider gives the page
 * (components/layout/translations.tsx). react-i18next's useTranslation copies the instance and looks up
 * a translate function on each call in a component the server renders, about 2.5% of a page rendered
 * afresh (issue #25). What it adds, a render when the language changes or a namespace arrives, a page here
 * never needs: its language is its host's, and its namespaces are in place before it renders.
 */
export function useT(): TFunction {
  const { i18n } = useContext(I18nContext);
  let t = translators.get(i18n);
  if (!t) translators.set(i18n, (t = i18n.getFixedT(null, null)));
  return t;
}
