import type { i18n as I18n, TFunction } from 'i18next';
import { useContext, useSyncExternalStore } from 'react';
import { I18nContext } from 'react-i18next';

interface Bound {
  t: TFunction;
  subscribe: (onChange: () => void) => () => void;
}

/** Per instance: its translate function, looked up once (the server's keep what they translate: ./i18n.ts), and a subscription to its language. */
const bound = new WeakMap<I18n, Bound>();

function bind(i18n: I18n): Bound {
  let found = bound.get(i18n);
  if (!found) {
    found = {
      t: i18n.getFixedT(null, null),
      subscribe: (onChange) => {
        i18n.on('languageChanged', onChange);
        return () => i18n.off('languageChanged', onChange);
      },
    };
    bound.set(i18n, found);
  }
  return found;
}

/**
 * The page's translate function, from the instance react-i18next's provider gives the page
 * (components/layout/translations.tsx). react-i18next's useTranslation copies the instance and looks up
 * a translate function on each call in a component the server renders, about 2.5% of a page rendered
 * afresh (issue #25). Like it, this renders again when the instance's language changes: a page whose
 * locale loads in the browser (an error page) starts in the default language and switches
 * (components/layout/site.tsx). A namespace arriving later renders nothing again, as with useTranslation:
 * a page's are in place before the components that need them render.
 */
export function useT(): TFunction {
  const { i18n } = useContext(I18nContext);
  const { t, subscribe } = bind(i18n);
  useSyncExternalStore(subscribe, () => i18n.language, () => i18n.language);
  return t;
}
