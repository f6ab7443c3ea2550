import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The demo's TICKET_SIGNING_SECRET: made on the first start of each demo data directory and kept with
 * its data (DATA_DIR/ticket-signing-secret, mode 0600), so tickets emailed by one run still scan after a
 * restart, and no two demos share a key everybody could read in the repository.
 */
export function demoTicketSigningSecret(source: Record<string, string | undefined> = process.env): string {
  const file = path.join(source.DATA_DIR || '.data', 'ticket-signing-secret');
  try {
    const kept = fs.readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
