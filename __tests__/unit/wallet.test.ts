import { describe, expect, it } from 'vitest';
import { validateForm } from '@/lib/domain/form-validation';
import { walletSchema } from '@/lib/domain/park-settings';
import { sinceTag, walletsOffered, walletTag } from '@/lib/domain/wallet';

/* Which wallets a park offers (lib/domain/wallet.ts), and the settings' rules (lib/domain/park-settings.ts walletSchema). */

const SETTINGS = {
  applePassTypeIdentifier: 'pass.com.summitrush.tickets',
  appleTeamIdentifier: 'AB12CD34EF',
  appleCertificateEnv: 'PASS_CERT',
  appleKeyEnv: 'PASS_KEY',
  appleKeyPassphraseEnv: 'PASS_KEY_PASSPHRASE',
  appleWwdrEnv: 'APPLE_WWDR',
  googleIssuerId: '3388000000022222222',
  googleServiceAccountEnv: 'GOOGLE_WALLET_KEY',
};
const ENV = { PASS_CERT: 'pem', PASS_KEY: 'pem', PASS_KEY_PASSPHRASE: 'secret', APPLE_WWDR: 'pem', GOOGLE_WALLET_KEY: '{}' };

describe('walletsOffered', () => {
  it('offers a wallet only when its ids are set and every variable it names is set', () => {
    expect(walletsOffered(SETTINGS, ENV)).toEqual({ apple: true, google: true });
    expect(walletsOffered(null, ENV)).toEqual({ apple: false, google: false });
    expect(walletsOffered(SETTINGS, { ...ENV, APPLE_WWDR: '' })).toEqual({ apple: false, google: true });
    expect(walletsOffered({ ...SETTINGS, googleIssuerId: '' }, ENV)).toEqual({ apple: true, google: false });
    // A key without a passphrase: none named is fine; one named must be set.
    expect(walletsOffered({ ...SETTINGS, appleKeyPassphraseEnv: '' }, { ...ENV, PASS_KEY_PASSPHRASE: undefined })).toMatchObject({ apple: true });
    expect(walletsOffered(SETTINGS, { ...ENV, PASS_KEY_PASSPHRASE: undefined })).toMatchObject({ apple: false });
  });

  it("reads a device's tag as a time, anything else as since ever", () => {
    const at = new Date('2026-12-04T06:00:00.123Z');
    expect(sinceTag(walletTag(at))).toEqual(at);
    expect(sinceTag(null).getTime()).toBe(0);
    expect(sinceTag('yesterday').getTime()).toBe(0);
  });
});

describe('walletSchema', () => {
  it('takes ids in their shapes and names as gateways take them', async () => {
    expect((await validateForm(walletSchema, SETTINGS)).ok).toBe(true);
    expect((await validateForm(walletSchema, {})).ok).toBe(true);
    const bad = await validateForm(walletSchema, { ...SETTINGS, applePassTypeIdentifier: 'com.example', appleTeamIdentifier: 'ab12', googleIssuerId: 'x1', appleKeyEnv: 'DATABASE_URL', appleWwdrEnv: 'not a name' });
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(Object.fromEntries(bad.fields.map((problem) => [problem.field, problem.message.key]))).toEqual({
        applePassTypeIdentifier: 'settings.validation.passTypeIdentifier',
        appleTeamIdentifier: 'settings.validation.teamIdentifier',
        googleIssuerId: 'settings.validation.issuerId',
        appleKeyEnv: 'settings.validation.envReserved',
        appleWwdrEnv: 'settings.validation.envName',
      });
    }
  });
});
