/** The site's languages: English is the default and the fallback. */
export const LANGUAGES = ['en', 'zh-Hant'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The language to render for a locale record's `locale` code; anything unknown falls back to English. */
export function toLanguage(code: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : DEFAULT_LANGUAGE;
}

/** A value in each language a park speaks, as the APIs' LocalizedText names them (the forms' paths: title.en, title.zhHant). */
export interface BothLanguages<T = string> {
  en: T;
  zhHant: T;
}

/** One part of stored texts in both languages: `none` in Chinese where the park wrote none (the site shows the English). */
export const inBothLanguages = <T, V>(texts: { en: T } & Partial<Record<Language, T>>, pick: (text: T) => V, none: V): BothLanguages<V> => {
  const zh = texts['zh-Hant'];
  return { en: pick(texts.en), zhHant: zh ? pick(zh) : none };
};

/** A catalogue text in a language, falling back to English (always present). */
export const textIn = <T>(texts: { en: T } & Partial<Record<Language, T>>, language: Language): T => texts[language] ?? texts.en;

const HAN = /^[\p{Script=Han}\s]+$/u;

/**
 * A person's whole name as the language writes it: a name typed in Chinese characters on a Chinese page
 * or email is family name first, unspaced (陳小明); any other stays first name, space, surname. One rule
 * for the gift voucher on screen and in its email (lib/server/mail/gift-card.ts).
 */
export function personName(firstName: string, lastName: string, language: Language): string {
  const [first, last] = [firstName.trim(), lastName.trim()];
  if (language === 'zh-Hant' && first && last && HAN.test(first) && HAN.test(last)) return `${last}${first}`;
  return [first, last].filter(Boolean).join(' ');
}

/** A person's name as a form took it: first and last name apart, or one field for the whole name. */
export type NameAsGiven = { firstName: string; lastName?: string | null } | { fullName: string };

const oneSpace = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * The name a greeting addresses a person by ("Hi {{name}}," / "{{name}}，您好："), in every mail and on
 * every screen that greets. English: the first name (Hi Tai Man). Chinese: the whole name, family name
 * first, as a Chinese reader expects to be addressed: unspaced in Chinese characters (陳大文), spaced in
 * letters (Chan Tai Man); a first name alone would read as overly familiar. A name taken in one field (an
 * enquiry's, a voucher's recipient, a staff account) is used whole, as typed, in either language.
 */
export function greetingName(name: NameAsGiven, language: Language): string {
  if ('fullName' in name) return oneSpace(name.fullName);
  const [first, last] = [oneSpace(name.firstName), oneSpace(name.lastName ?? '')];
  if (!first || !last) return first || last;
  if (language === 'en') return first;
  return HAN.test(first) && HAN.test(last) ? `${last}${first}`.replace(/\s/g, '') : `${last} ${first}`;
}
