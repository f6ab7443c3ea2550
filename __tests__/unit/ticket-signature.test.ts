import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeSignature, encodeSignature, parseSignedTicket, SR2_SIGNATURE_LENGTH, verifySignedTicket } from '../../lib/domain/ticket-signature';
import { publishedTicketKey, signTicketCodeEd25519, ticketPrivateKey } from '../../lib/server/orders/ticket-signing-key';

const park = generateKeyPairSync('ed25519');
const other = generateKeyPairSync('ed25519');
const keys = [publishedTicketKey('KA', park.privateKey)];

describe('SR2 ticket signatures', () => {
  it('a signed ticket verifies with the published public key alone, typed in lower case too', async () => {
    const text = signTicketCodeEd25519('T7K3M9QP2XHW', 'KA', park.privateKey);
    expect(text).toMatch(new RegExp(`^SR2-KA-T7K3M9QP2XHW-[2-9A-HJ-NP-Z]{${SR2_SIGNATURE_LENGTH}}$`));
    expect(await verifySignedTicket(text, keys)).toEqual({ ok: true, code: 'T7K3M9QP2XHW', keyId: 'KA' });
    expect(await verifySignedTicket(` ${text.toLowerCase()} `, keys)).toEqual({ ok: true, code: 'T7K3M9QP2XHW', keyId: 'KA' });
  });

  it('refuses a forged, altered, truncated, wrong-key and unknown-key-id text', async () => {
    const text = signTicketCodeEd25519('T7K3M9QP2XHW', 'KA', park.privateKey);
    const altered = text.replace('T7K3M9QP2XHW', 'T7K3M9QP2XHX');
    expect(await verifySignedTicket(altered, keys)).toEqual({ ok: false, reason: 'forged' });
    const last = text.at(-2) === '2' ? '3' : '2';
    expect(await verifySignedTicket(text.slice(0, -2) + last + text.at(-1), keys)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifySignedTicket(text.slice(0, -1), keys)).toEqual({ ok: false, reason: 'malformed' });
    expect(await verifySignedTicket(signTicketCodeEd25519('T7K3M9QP2XHW', 'KA', other.privateKey), keys)).toEqual({ ok: false, reason: 'forged' });
    expect(await verifySignedTicket(signTicketCodeEd25519('T7K3M9QP2XHW', 'KB', park.privateKey), keys)).toEqual({ ok: false, reason: 'unknown-key' });
    expect(await verifySignedTicket('SR1-T7K3M9QP2XHW-4N8ZQ2HW7MC3RT5E', keys)).toEqual({ ok: false, reason: 'malformed' });
  });

  it('has one text per signature: the encoding round-trips and stray padding bits are refused', () => {
    const bytes = Uint8Array.from({ length: 64 }, (_, index) => (index * 37) & 0xff);
    const text = encodeSignature(bytes);
    expect(decodeSignature(text)).toEqual(bytes);
    const padded = text.slice(0, -1) + '3'; // last character carries 3 data bits and 2 padding bits
    expect(decodeSignature(padded)).toBeNull();
    expect(parseSignedTicket('SR2-KA-T7K3M9QP2XHW-' + padded)).toBeNull();
  });

  it('reads the private key from PEM or base64 DER PKCS8', () => {
    const pem = park.privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const der = park.privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');
    expect(publishedTicketKey('KA', ticketPrivateKey(pem))).toEqual(keys[0]);
    expect(publishedTicketKey('KA', ticketPrivateKey(der))).toEqual(keys[0]);
    expect(() => ticketPrivateKey(generateKeyPairSync('x25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString())).toThrow(/Ed25519/);
  });
});
