/*
 * Wallet passes for tickets (lib/server/wallet): Apple Wallet's .pkpass and Google Wallet's save link.
 * A park names its Apple Pass Type ID and its Google Wallet issuer in Settings (lib/domain/park-settings.ts
 * walletSchema), and the NAMES of the environment variables that hold their certificates and keys, as a
 * payment gateway names its credentials: never a value. Pure: which wallets a park offers is decided from
 * its settings and the environment it is given.
 */

/** A park's wallet settings as the parks table keeps them (wallet_settings); '' or absent: not set. */
export interface ParkWalletSettings {
  /** Apple's Pass Type ID, e.g. pass.com.summitrush.tickets. */
  applePassTypeIdentifier?: string;
  /** The Apple developer team the Pass Type ID belongs to (10 letters and digits). */
  appleTeamIdentifier?: string;
  /** Environment variables holding the pass certificate (PEM), its key (PEM), the key's passphrase, and Apple's WWDR certificate (PEM). */
  appleCertificateEnv?: string;
  appleKeyEnv?: string;
  appleKeyPassphraseEnv?: string;
  appleWwdrEnv?: string;
  /** Google Wallet's issuer id (digits). */
  googleIssuerId?: string;
  /** Environment variable holding the Google service account's JSON key. */
  googleServiceAccountEnv?: string;
}

export const WALLET_FIELDS = [
  'applePassTypeIdentifier',
  'appleTeamIdentifier',
  'appleCertificateEnv',
  'appleKeyEnv',
  'appleKeyPassphraseEnv',
  'appleWwdrEnv',
  'googleIssuerId',
  'googleServiceAccountEnv',
] as const satisfies readonly (keyof ParkWalletSettings)[];
export type WalletField = (typeof WALLET_FIELDS)[number];

/** The fields naming environment variables (owners only, validated as gateways' names are). */
export const WALLET_ENV_FIELDS = ['appleCertificateEnv', 'appleKeyEnv', 'appleKeyPassphraseEnv', 'appleWwdrEnv', 'googleServiceAccountEnv'] as const satisfies readonly WalletField[];

/** Apple's Pass Type IDs are reverse-DNS under `pass.`; a team id is 10 upper-case letters and digits. */
export const PASS_TYPE_IDENTIFIER = /^pass(\.[A-Za-z0-9-]{1,63}){1,8}$/;
export const TEAM_IDENTIFIER = /^[A-Z0-9]{10}$/;
/** Google Wallet issuer ids are digits (19 in Google's console). */
export const GOOGLE_ISSUER_ID = /^\d{5,25}$/;

type Environment = Record<string, string | undefined>;

const named = (value: string | undefined): value is string => Boolean(value && value.trim());
const present = (env: Environment, name: string | undefined) => named(name) && named(env[name]);

/**
 * Which wallets a park offers on this server now: Apple when its ids are set and every variable it names
 * is (the passphrase may be left unnamed: an unencrypted key), Google when its issuer and key are.
 */
export function walletsOffered(settings: ParkWalletSettings | null | undefined, env: Environment): { apple: boolean; google: boolean } {
  if (!settings) return { apple: false, google: false };
  const apple =
    named(settings.applePassTypeIdentifier) &&
    named(settings.appleTeamIdentifier) &&
    present(env, settings.appleCertificateEnv) &&
    present(env, settings.appleKeyEnv) &&
    present(env, settings.appleWwdrEnv) &&
    (!named(settings.appleKeyPassphraseEnv) || present(env, settings.appleKeyPassphraseEnv));
  const google = named(settings.googleIssuerId) && present(env, settings.googleServiceAccountEnv);
  return { apple, google };
}

/**
 * The "updated since" tag Apple's devices send back: the time a pass was last dated, in milliseconds.
 * Anything that is not one reads as "since ever" (a device's first ask has none).
 */
export const walletTag = (at: Date): string => String(at.getTime());
export const sinceTag = (tag: string | null | undefined): Date => (tag && /^\d{1,15}$/.test(tag) ? new Date(Number(tag)) : new Date(0));
