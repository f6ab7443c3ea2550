import { generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A value made on a demo data directory's first start and kept with its data (mode 0600), so a restart keeps it. */
export function keptInDataDir(source: Record<string, string | undefined>, name: string, valid: (kept: string) => boolean, make: () => string): string {
  const file = path.join(source.DATA_DIR || '.data', name);
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (valid(kept)) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const value = make();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/**
 * The demo's TICKET_SIGNING_SECRET: made on the first start of each demo data directory and kept with
 * its data (DATA_DIR/ticket-signing-secret), so tickets emailed by one run still scan after a restart,
 * and no two demos share a key everybody could read in the repository.
 */
export const demoTicketSigningSecret = (source: Record<string, string | undefined> = process.env): string =>
  keptInDataDir(source, 'ticket-signing-secret', (kept) => kept.length >= 32, () => randomBytes(48).toString('base64url'));

/** A new Ed25519 private key as TICKET_SIGNING_KEY takes it: PKCS8 DER in base64, one line. */
export const newTicketSigningKey = (): string => generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64');

/** The demo's TICKET_SIGNING_KEY (DATA_DIR/ticket-signing-key), kept like its secret. */
export const demoTicketSigningKey = (source: Record<string, string | undefined> = process.env): string =>
  keptInDataDir(source, 'ticket-signing-key', (kept) => /^[A-Za-z0-9+/=]{40,200}$/.test(kept), newTicketSigningKey);
