import { walletsOffered, type ParkWalletSettings } from '@/lib/domain/wallet';

/*
 * A park's wallet credentials, read from the environment variables its settings name (lib/domain/wallet.ts):
 * the settings hold names only, as a gateway's do (lib/server/park-settings/settings-service.ts), so a
 * certificate or key is deployed like any other secret and never passes through the database or the API.
 */

export interface AppleCredentials {
  passTypeIdentifier: string;
  teamIdentifier: string;
  signerCert: string;
  signerKey: string;
  signerKeyPassphrase?: string;
  wwdr: string;
}

export interface GoogleCredentials {
  issuerId: string;
  /** The service account's address: the save link's issuer (iss). */
  clientEmail: string;
  /** Its RSA key, PKCS#8 PEM, which signs the save link (RS256). */
  privateKey: string;
}

/** A PEM kept on one line in an env file has its line breaks written as \n. */
const pem = (value: string) => value.replace(/\\n/g, '\n').trim();

const read = (name: string | undefined, env: Record<string, string | undefined>) => (name ? env[name] : undefined);

export function appleCredentials(settings: ParkWalletSettings | null | undefined, env: Record<string, string | undefined> = process.env): AppleCredentials | null {
  if (!settings || !walletsOffered(settings, env).apple) return null;
  const passphrase = read(settings.appleKeyPassphraseEnv, env);
  return {
    passTypeIdentifier: settings.applePassTypeIdentifier!.trim(),
    teamIdentifier: settings.appleTeamIdentifier!.trim(),
    signerCert: pem(read(settings.appleCertificateEnv, env)!),
    signerKey: pem(read(settings.appleKeyEnv, env)!),
    ...(passphrase ? { signerKeyPassphrase: passphrase } : {}),
    wwdr: pem(read(settings.appleWwdrEnv, env)!),
  };
}

/** Google's credentials, or null when unset or the named key is not a service account's JSON key. */
export function googleCredentials(settings: ParkWalletSettings | null | undefined, env: Record<string, string | undefined> = process.env): GoogleCredentials | null {
  if (!settings || !walletsOffered(settings, env).google) return null;
  try {
    const key = JSON.parse(read(settings.googleServiceAccountEnv, env)!) as { client_email?: unknown; private_key?: unknown };
    if (typeof key.client_email !== 'string' || typeof key.private_key !== 'string') return null;
    return { issuerId: settings.googleIssuerId!.trim(), clientEmail: key.client_email, privateKey: pem(key.private_key) };
  } catch {
    return null;
  }
}
