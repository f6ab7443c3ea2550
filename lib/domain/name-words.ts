/*
 * How staff find a visitor by name (lib/server/orders/order-search.ts): every word they type is a word of
 * the name, in any order, and the last may be only a word's start, as one is typed (from its third
 * character). So "Chan Ka Yan" finds Ka Yan Chan, and "liam stan" finds Liam Stanson. Chinese, Japanese
 * and Korean names are written without spaces, so each of their characters is a word: 大文 finds 陳大文,
 * and 陳大文 finds 大文 陳 stored as given name and surname.
 *
 * PostgreSQL's text search parser splits the name into its words for the index
 * (`orders_customer_name_words`, lib/server/platform/db/schema.ts), and this module splits what staff type
 * the same way. Both first make a space of every character below, so that the parser's own readings of
 * punctuation (St.John as a host name, a/b as a file) never make a word that typed text cannot.
 */

/**
 * Punctuation as a bracket expression that JavaScript's and PostgreSQL's regular expressions read alike,
 * without locale classes (their meaning in PostgreSQL depends on the database's collation): ASCII
 * punctuation, general punctuation (’ and ‐ as phones type them), CJK symbols and punctuation, and their
 * full-width forms.
 */
export const NAME_SEPARATORS = '[!-/:-@\\[-`{-~\\u2000-\\u206f\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65]';

/** Characters that are each a word: CJK ideographs and radicals, kana, Hangul syllables, compatibility ideographs. */
export const NAME_CHARACTER_WORDS = '([\\u2e80-\\u2fff\\u3040-\\u9fff\\uac00-\\ud7af\\uf900-\\ufaff])';

const SEPARATORS = new RegExp(NAME_SEPARATORS, 'g');
const CHARACTER_WORDS = new RegExp(NAME_CHARACTER_WORDS, 'g');
/** What the parser would not read as part of a word. */
const NOT_WORD = /[^\p{L}\p{M}\p{N}]+/u;

/** At most this many words are looked for: a name has a few; a pasted paragraph is not a name. */
export const MAX_NAME_WORDS = 8;

/** The words of a name or of what staff typed, as the index's parser reads them (before its lowercasing). */
export function nameWords(text: string): string[] {
  return text.replace(SEPARATORS, ' ').replace(CHARACTER_WORDS, ' $1 ').split(NOT_WORD).filter(Boolean);
}

/**
 * The last word typed is also a word's start from this many characters. A shorter start is in too many
 * names to be worth a search, and PostgreSQL cannot tell how many: it guessed a few thousand for "xq",
 * read a season's orders newest first for them, and found none in 0.8 s.
 */
export const PREFIX_MIN_CHARACTERS = 3;

/**
 * What staff typed as a `to_tsquery('simple', …)` text: each word whole, the last one also as a word's start,
 * each quoted and holding only letters, marks and digits, so that nothing typed reads as an operator. Null
 * when nothing typed is a word.
 */
export function nameQuery(text: string): string | null {
  const query = nameQueries(text);
  return query && (query.started ?? query.whole);
}

/**
 * The two ways of reading what staff typed (nameQuery): `whole`, every word whole, and `started`, the last
 * one also as a word's start; null when it reads no differently (a last word shorter than
 * PREFIX_MIN_CHARACTERS). `words`: how many words were typed. The order desk looks for a name of several
 * words whole first: PostgreSQL finds a start's names through every name it begins, gathered in memory (13
 * ms for "brown", in 16,000 of a season's orders, against 1 ms for the word whole), so a name typed whole
 * is not also read as a start while it finds someone.
 */
export function nameQueries(text: string): { whole: string; started: string | null; words: number } | null {
  const words = nameWords(text).slice(0, MAX_NAME_WORDS);
  if (!words.length) return null;
  const whole = words.map((word) => `'${word}'`).join(' & ');
  return { whole, started: words[words.length - 1].length >= PREFIX_MIN_CHARACTERS ? `${whole}:*` : null, words: words.length };
}
