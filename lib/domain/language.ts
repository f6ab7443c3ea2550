/** The site's languages (SPEC §1): English is the default and the fallback. */
export const LANGUAGES = ['en', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language to render for a locale record's `locale` code; anything unknown falls back to English. */
export function toLanguage(code: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : DEFAULT_LANGUAGE;
}

/** A catalogue text in a language, falling back to English (always present). */
export const textIn = <T>(texts: { en: T } & Partial<Record<Language, T>>, language: Language): T => texts[language] ?? texts.en;
