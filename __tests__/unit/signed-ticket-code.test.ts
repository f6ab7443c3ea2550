import { describe, expect, it } from 'vitest';
import { signTicketCode, verifySignedTicketCode } from '@/lib/server/orders';

const SECRET = 'a-test-secret-of-at-least-thirty-two-characters';
const OTHER = 'another-test-secret-of-thirty-two-characters!!';
const CODE = 'T7K3M9QP2XHW';

describe('signed ticket codes (issue #22)', () => {
  it('signs a ticket code into a QR text that verifies back to the code', () => {
    const signed = signTicketCode(CODE, SECRET);
    expect(signed).toMatch(/^SR1-T7K3M9QP2XHW-[23456789A-HJ-NP-Z]{16}$/);
    expect(signTicketCode(CODE, SECRET)).toBe(signed);
    expect(verifySignedTicketCode(signed, SECRET)).toEqual({ ok: true, code: CODE });
    // Typed at the gate: lower case and stray spaces are forgiven.
    expect(verifySignedTicketCode(`  ${signed.toLowerCase()}\n`, SECRET)).toEqual({ ok: true, code: CODE });
  });

  it('refuses a forged code: another code with a copied signature, a changed signature, another key', () => {
    const signed = signTicketCode(CODE, SECRET);
    const signature = signed.split('-')[2];
    expect(verifySignedTicketCode(`SR1-T7K3M9QP2XHX-${signature}`, SECRET)).toEqual({ ok: false, reason: 'forged' });
    const flipped = signature.slice(0, -1) + (signature.endsWith('2') ? '3' : '2');
    expect(verifySignedTicketCode(`SR1-${CODE}-${flipped}`, SECRET)).toEqual({ ok: false, reason: 'forged' });
    expect(verifySignedTicketCode(signTicketCode(CODE, OTHER), SECRET)).toEqual({ ok: false, reason: 'forged' });
  });

  it('tells a text that is no signed ticket code at all from a forgery', () => {
    for (const text of ['', CODE, `SR2-${CODE}-ABCDEFGHJKLMNPQR`, `SR1-${CODE}-ABCDEFGHJKLMNPQ`, `SR1-${CODE}-ABCDEFGHJKLMNPQRS`, 'https://example.com/', `SR1-T0O1I-ABCDEFGHJKLMNPQR`]) {
      expect(verifySignedTicketCode(text, SECRET)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a secret too short to sign with, and something that is no ticket code', () => {
    expect(() => signTicketCode(CODE, 'short')).toThrow(/at least 32/);
    expect(() => verifySignedTicketCode(signTicketCode(CODE, SECRET), 'short')).toThrow(/at least 32/);
    expect(() => signTicketCode('T7K3-M9QP', SECRET)).toThrow(/Not a ticket code/);
  });
});
