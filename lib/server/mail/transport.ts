import { createHash, randomUUID } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { env } from '../platform/config';
import type { RenderedMail } from './types';

/*
 * Where mail goes. With SMTP_URL set (production): the SMTP transport, one pooled connection set per
 * process, created on first use (smtp:// or smtps://, credentials in the URL). Timeouts are short and
 * explicit because the outbox leases each claimed row for a bounded time (see outbox.ts): a send must
 * never outlive its lease.
 *
 * With SMTP_URL unset (a development machine, the embedded demo): each message is composed exactly as it
 * would be sent and written as an .eml file into `${DATA_DIR}/mail`, where the dev mailbox page
 * (/dev/mailbox) and any mail client can open it. Writing it counts as sending it.
 */

type Transport = ReturnType<typeof createTransport>;

// Made for one SMTP_URL, and made again for another (a configuration handed over: a test file's own server).
let transport: { url: string; transport: Transport } | undefined;

export type MailMode = 'smtp' | 'files';

/** How this process delivers mail: through SMTP_URL, or into files when it is unset. */
export function mailMode(): MailMode {
  return env().SMTP_URL ? 'smtp' : 'files';
}

/** The folder the file mode writes to (relative to the working directory unless DATA_DIR is absolute). */
export function mailDirectory(): string {
  return path.join(env().DATA_DIR, 'mail');
}

/**
 * The names of the messages in mailDirectory(): `<timestamp>-<hash>.eml`, so name order is time order.
 * Anything else there (a temporary file being written, a stray file) is not a message; readers accept
 * only names that match, which also keeps a name from a URL from leaving the folder.
 */
export const MAIL_FILE_NAME = /^[\w.-]+\.eml$/;

/** The SMTP transport, or null when SMTP_URL is unset (mail is then written to files). */
export function mailTransport(): Transport | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  if (transport?.url !== url) {
    transport?.transport.close();
    transport = {
      url,
      transport: createTransport({
        url,
        pool: true,
        maxConnections: 3,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      }),
    };
  }
  return transport.transport;
}

/** Closes the pool's connections (shutdown, tests). The next send opens a new pool. */
export function closeMailTransport(): void {
  transport?.transport.close();
  transport = undefined;
}

/** MAIL_FROM's address without its name: 'Summit Rush <bookings@example.com>' → bookings@example.com. */
const senderAddress = (from: string) => /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();

function senderDomain(from: string): string {
  const match = /@([A-Za-z0-9.-]+)\s*>?\s*$/.exec(from);
  return match?.[1] ?? 'localhost';
}

/**
 * A Message-ID that depends only on the dedupe key: if the process dies after the server accepted a
 * message but before the row was marked sent, the resend carries the same Message-ID, which mail systems
 * and clients use to drop or collapse the duplicate. Hashed so the ID reveals nothing (order ids, emails).
 */
export function messageIdFor(dedupeKey: string, from = env().MAIL_FROM): string {
  return `<${digestOf(dedupeKey)}@${senderDomain(from)}>`;
}

function digestOf(dedupeKey: string): string {
  return createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40);
}

export interface Recipient {
  name: string;
  address: string;
}

/**
 * Sends one rendered message, or writes it to a file when SMTP_URL is unset. Rejects with nodemailer's
 * error (code, responseCode) or the file system's (code) when it fails.
 */
export async function sendRenderedMail(dedupeKey: string, to: Recipient, mail: RenderedMail): Promise<void> {
  const from = env().MAIL_FROM;
  const message: SendMailOptions = {
    from: mail.senderName ? { name: mail.senderName, address: senderAddress(from) } : from,
    to: { name: to.name, address: to.address },
    // Address objects, never strings: nodemailer encodes the name, so no input can add a header or recipient.
    ...(mail.replyTo ? { replyTo: { name: mail.replyTo.name, address: mail.replyTo.address } } : {}),
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    // An image the HTML shows by its cid is inline; a file (a PDF) is an attachment, which clients list to open or save.
    attachments: mail.attachments.map((a) =>
      a.cid
        ? { filename: a.filename, content: a.content, contentType: a.contentType, cid: a.cid, contentDisposition: 'inline' as const }
        : { filename: a.filename, content: a.content, contentType: a.contentType, contentDisposition: 'attachment' as const },
    ),
    messageId: messageIdFor(dedupeKey, from),
    // Transactional mail: ask auto-responders (out-of-office) not to reply to it (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-generated' },
  };
  const current = mailTransport();
  if (current) await current.sendMail(message);
  else await writeMailFile(dedupeKey, message);
}

/** Composes messages into MIME bytes instead of sending them (CRLF line ends, as they would go over SMTP). */
const createComposer = () => createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
let composer: ReturnType<typeof createComposer> | undefined;

/**
 * Writes one message as `<ISO timestamp>-<dedupe hash>.eml` and returns its name. Atomic: the bytes go
 * to a temporary name that readers ignore, then are renamed, so the mailbox never shows half a message.
 */
async function writeMailFile(dedupeKey: string, message: SendMailOptions, now = new Date()): Promise<string> {
  composer ??= createComposer();
  const { message: raw } = await composer.sendMail(message);
  if (!Buffer.isBuffer(raw)) throw new Error('The mail composer did not return the message as bytes');
  const directory = mailDirectory();
  // Messages hold names, addresses and tickets: readable by this user only.
  await mkdir(directory, { recursive: true, mode: 0o700 });
  // Colons are not allowed in Windows file names: 2026-11-23T00-45-45.123Z.
  const name = `${now.toISOString().replace(/:/g, '-')}-${digestOf(dedupeKey)}.eml`;
  const temporary = path.join(directory, `.${name}.${randomUUID()}.tmp`);
  try {
    await writeFile(temporary, raw, { mode: 0o600, flag: 'wx' });
    await rename(temporary, path.join(directory, name));
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  return name;
}
