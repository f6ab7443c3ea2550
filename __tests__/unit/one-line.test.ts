import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { customerSchema } from '@/lib/domain/customer';
import { isOneLine } from '@/lib/domain/contact-fields';

const valid = { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.com', mobilePhone: '+64 21 555 0101' };

async function problems(values: Record<string, string>) {
  try {
    await customerSchema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.map((inner) => [inner.path, (inner.message as unknown as { key: string }).key]);
  }
}

describe('one-line fields', () => {
  it('refuses CR, LF and Unicode line separators', () => {
    for (const value of ['a\r\nBcc: b@example.com', 'a\nb', 'a\rb', 'a\u2028b', 'a\u2029b']) expect(isOneLine(value), JSON.stringify(value)).toBe(false);
    for (const value of ['', undefined, null, 'Ana María', '"><img src=x>', '\u202eevil\u202c 😀']) expect(isOneLine(value)).toBe(true);
  });

  it('applies to the checkout’s names with a translated message', async () => {
    expect(await problems({ ...valid, firstName: 'Ana\r\nBcc: victim@example.com', lastName: 'S\nX' })).toEqual([
      ['firstName', 'validation.oneLine'],
      ['lastName', 'validation.oneLine'],
    ]);
    expect(await problems({ ...valid, firstName: '"><img src=x onerror=alert(1)>' })).toEqual([]);
  });
});
