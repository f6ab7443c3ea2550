import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIELD_PROBLEM_KEYS } from '@/lib/domain/field-problem-keys';
import { answeredFieldProblems } from '@/lib/domain/form-validation';

/** The words of a dotted key in a locale's forms.json, or undefined. */
const wordsOf = (language: string, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], JSON.parse(readFileSync(path.join(process.cwd(), 'locales', language, 'forms.json'), 'utf8')));

/** The visitor forms whose problems the visitors' API answers (checkout, gift vouchers, enquiries, Find my booking, waiting lists). */
const VISITOR_SCHEMAS = ['customer', 'gift', 'enquiry', 'find-booking', 'waiting-list', 'contact-fields'];

describe("a visitor form's problems, as codes", () => {
  it('word every code in English and Chinese', () => {
    for (const key of Object.values(FIELD_PROBLEM_KEYS)) {
      for (const language of ['en', 'zh-Hant']) expect(typeof wordsOf(language, key), `${language} ${key}`).toBe('string');
    }
  });

  it('have a code of their own for every message a visitor form gives', () => {
    const keys = VISITOR_SCHEMAS.flatMap((file) => [...readFileSync(path.join(process.cwd(), 'lib/domain', `${file}.ts`), 'utf8').matchAll(/key: '([\w.]+)'/g)].map((match) => match[1]));
    expect(keys.length).toBeGreaterThan(10);
    const worded = new Set(Object.values(FIELD_PROBLEM_KEYS));
    expect([...new Set(keys)].filter((key) => !worded.has(key))).toEqual([]);
  });

  it('answer a message without words of its own as invalid', () => {
    expect(answeredFieldProblems([{ field: 'email', message: { key: 'validation.invalidEmail' } }])).toEqual([{ field: 'email', code: 'invalidEmail' }]);
    expect(answeredFieldProblems([{ field: 'email', message: { key: 'validation.somethingNew' } }])).toEqual([{ field: 'email', code: 'invalid' }]);
  });
});
