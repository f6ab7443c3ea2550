import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { isOneLine } from '@/lib/domain/contact-fields';
import { customerSchema } from '@/lib/domain/customer';

const valid = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com', mobilePhone: '+64 21 555 0101' };

async function problems(input: Record<string, unknown>): Promise<[string, string][]> {
  try {
    await customerSchema.validate(input, { abortEarly: false });
    return [];
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return error.inner.map((inner) => [inner.path ?? '', (inner.message as unknown as { key: string }).key]);
  }
}

describe('the contact fields shared by checkout, gift vouchers and enquiries', () => {
  it('accepts ordinary details, trimmed', async () => {
    expect(await problems(valid)).toEqual([]);
    expect(customerSchema.cast({ ...valid, email: '  ana@example.com ' }).email).toBe('ana@example.com');
  });

  it('takes one mailbox only: no lists, quotes or display names', async () => {
    for (const email of ['ana@example.com, ben@example.com', 'ana@example.com;ben@example.com', 'Ana <ana@example.com>', '"a b"@example.com', 'ana@example', 'nope']) {
      expect(await problems({ ...valid, email })).toEqual([['email', 'validation.invalidEmail']]);
    }
  });

  it('refuses CR, LF and Unicode line separators in a line', () => {
    for (const value of ['a\r\nBcc: b@example.com', 'a\nb', 'a\rb', 'a\u2028b', 'a\u2029b']) expect(isOneLine(value), JSON.stringify(value)).toBe(false);
    for (const value of ['', undefined, null, 'Ana María', '"><img src=x>', '\u202eevil\u202c 😀']) expect(isOneLine(value)).toBe(true);
  });

  it('keeps names on one line, since they become mail header display names', async () => {
    expect(await problems({ ...valid, firstName: '"><img src=x onerror=alert(1)>' })).toEqual([]);
    expect(await problems({ ...valid, firstName: 'Ana\r\nBcc: x@example.com' })).toEqual([['firstName', 'validation.oneLine']]);
    expect(await problems({ ...valid, lastName: 'x'.repeat(81) })).toEqual([['lastName', 'validation.tooLong']]);
  });

  it('says which field is missing, and what a phone number looks like', async () => {
    expect(await problems({ ...valid, firstName: ' ', mobilePhone: 'call me' })).toEqual([
      ['firstName', 'validation.fieldRequired'],
      ['mobilePhone', 'validation.invalidPhone'],
    ]);
  });
});
