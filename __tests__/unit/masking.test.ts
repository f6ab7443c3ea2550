import { describe, expect, it } from 'vitest';
import { maskEmail, maskGiftCode } from '@/lib/domain/masking';
import { confirmationCookie, confirmationTokens, CONFIRMATION_COOKIE_PATH } from '@/lib/server/locales/confirmation-cookie';
import { GRAPHQL_PATH } from '@/lib/server/graphql/endpoint';

describe('what a page with third-party scripts shows of a secret (#21)', () => {
  it('masks a gift card code but its last four characters', () => {
    expect(maskGiftCode('D9W5-X7U5-EZ65-7KQ2')).toBe('•••• •••• •••• 7KQ2');
    expect(maskGiftCode('d9w5 x7u5 ez65 7kq2')).toBe('•••• •••• •••• 7kq2');
    expect(maskGiftCode('ABCDEFGH')).toBe('•••• EFGH');
    expect(maskGiftCode('D9W5-X7U5-EZ65-7KQ2')).not.toMatch(/D9W5|X7U5|EZ65/);
  });

  it('masks an email’s local part but its first character', () => {
    expect(maskEmail('aroha.ngata@example.com')).toBe('a•••@example.com');
    expect(maskEmail('not-an-email')).toBe('••••');
    expect(maskEmail('@example.com')).toBe('••••');
  });
});

describe('the confirmation cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the GraphQL endpoint only, Secure over https, and ends with the session', () => {
    expect(CONFIRMATION_COOKIE_PATH).toBe(GRAPHQL_PATH);
    expect(confirmationCookie('booking', 'hfhjGFkuOcWEzK0QamQq_I6NXxVa-QP3', true)).toBe(
      'sr_booking=hfhjGFkuOcWEzK0QamQq_I6NXxVa-QP3; Path=/api/graphql; HttpOnly; SameSite=Strict; Secure',
    );
    expect(confirmationCookie('gift', 'abc', false)).toBe('sr_gift_purchase=abc; Path=/api/graphql; HttpOnly; SameSite=Strict');
    expect(confirmationCookie('booking', 'abc', false)).not.toMatch(/Max-Age|Expires/i);
  });

  it('holds only what could be a token', () => {
    expect(confirmationCookie('booking', 'a;b', false)).toBeNull();
    expect(confirmationCookie('booking', '', false)).toBeNull();
    expect(confirmationCookie('booking', 'x'.repeat(65), false)).toBeNull();
  });

  it('is read back from a Cookie header, each kind by its name', () => {
    expect(confirmationTokens('a=1; sr_booking=tok-1; sr_gift_purchase=tok_2')).toEqual({ booking: 'tok-1', gift: 'tok_2' });
    expect(confirmationTokens('sr_booking=bad%20value; other=1')).toEqual({});
    expect(confirmationTokens(undefined)).toEqual({});
  });
});
