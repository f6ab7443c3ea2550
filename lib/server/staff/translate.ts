import i18next from 'i18next';
import { DEFAULT_LANGUAGE, type Language } from '@/lib/domain/language';
import enAdmin from '@/locales/en/admin.json';
import zhHantAdmin from '@/locales/zh-Hant/admin.json';

/*
 * The back office's words (locales/<lng>/admin.json), read on the server only: each staff member reads
 * it in their own language (staff.language); before anyone is known, in the browser's.
 */
type KeyOf<Resource, Prefix extends string = ''> = {
  [Key in keyof Resource & string]: Resource[Key] extends string ? `${Prefix}${Key}` : KeyOf<Resource[Key], `${Prefix}${Key}.`>;
}[keyof Resource & string];

export type AdminKey = KeyOf<typeof enAdmin>;
export type AdminT = (key: AdminKey, values?: Record<string, string | number>) => string;

const instance = i18next.createInstance();
void instance.init({
  resources: { en: { admin: enAdmin }, 'zh-Hant': { admin: zhHantAdmin } },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  ns: ['admin'],
  defaultNS: 'admin',
  initAsync: false,
  // The pages escape what they interpolate themselves (escapeHtml).
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function adminT(language: Language): AdminT {
  const t = instance.getFixedT(language, 'admin');
  return (key, values) => t(key, values);
}

/** The language a browser asks for first among ours (Accept-Language), for pages shown before sign-in. */
export function browserLanguage(acceptLanguage: string | undefined): Language {
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0].trim().toLowerCase();
    if (tag.startsWith('zh')) return 'zh-Hant';
    if (tag.startsWith('en')) return 'en';
  }
  return DEFAULT_LANGUAGE;
}
