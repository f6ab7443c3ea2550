import { createHash } from 'node:crypto';
import { createTransport } from 'nodemailer';
import { env } from '../env';
import type { RenderedMail } from './types';

/*
 * The SMTP transport: one pooled connection set per process, created on first use from SMTP_URL
 * (smtp:// or smtps://, credentials in the URL). Timeouts are short and explicit because the outbox
 * leases each claimed row for a bounded time (see outbox.ts): a send must never outlive its lease.
 */

type Transport = ReturnType<typeof createTransport>;

let transport: Transport | undefined;

/** The transport, or null when SMTP_URL is unset (mail then waits in the outbox). */
export function mailTransport(): Transport | null {
  const url = env().SMTP_URL;
  if (!url) return null;
  transport ??= createTransport({
    url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return transport;
}

/** Closes the pool's connections (shutdown, tests). The next send opens a new pool. */
export function closeMailTransport(): void {
  transport?.close();
  transport = undefined;
}

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
  const digest = createHash('sha256').update(dedupeKey).digest('hex').slice(0, 40);
  return `<${digest}@${senderDomain(from)}>`;
}

export interface Recipient {
  name: string;
  address: string;
}

/** Sends one rendered message. Rejects with nodemailer's error (code, responseCode) when it fails. */
export async function sendRenderedMail(dedupeKey: string, to: Recipient, mail: RenderedMail): Promise<void> {
  const current = mailTransport();
  if (!current) throw new Error('SMTP_URL is not set');
  const from = env().MAIL_FROM;
  await current.sendMail({
    from,
    to: { name: to.name, address: to.address },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    attachments: mail.attachments.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType, cid: a.cid, contentDisposition: 'inline' as const })),
    messageId: messageIdFor(dedupeKey, from),
    // Transactional mail: ask auto-responders (out-of-office) not to reply to it (RFC 3834).
    headers: { 'Auto-Submitted': 'auto-generated' },
  });
}
