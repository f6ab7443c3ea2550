import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorMessageKey } from '@/lib/client/api-error';

describe('errorMessageKey', () => {
  it('says "try again" for a TRY_AGAIN error or a 503, and the fallback otherwise', () => {
    const tryAgain = new CombinedGraphQLErrors({ errors: [{ message: 'Try again', extensions: { code: 'TRY_AGAIN' } }] });
    expect(errorMessageKey(tryAgain, 'errors.unknown')).toBe('errors.tryAgain');
    const unavailable = new ServerError('unavailable', { response: new Response('', { status: 503 }), bodyText: '' });
    expect(errorMessageKey(unavailable, 'errors.unknown')).toBe('errors.tryAgain');
    const bug = new CombinedGraphQLErrors({ errors: [{ message: 'Unknown error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
    expect(errorMessageKey(bug, 'errors.unknown')).toBe('errors.unknown');
    expect(errorMessageKey(new Error('offline'), 'paymentOutcome.UNKNOWN')).toBe('paymentOutcome.UNKNOWN');
  });
});
