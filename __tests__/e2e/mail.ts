import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { demoTicketSigningKey, demoTicketSigningSecret } from '../../demo/ticket-signing-secret';
import { signTicketCode } from '../../lib/server/orders/signed-ticket-code';
import { signTicketCodeEd25519, ticketPrivateKey } from '../../lib/server/orders/ticket-signing-key';
import { PORT } from './helpers';

export const SMTP_PORT = PORT + 25;
export const MAIL_DIR = path.resolve('.data/e2e-mail');

/** The key the e2e shop signs tickets with (playwright.config.ts makes it, in this file, before any spec runs). */
const ticketSigningSecret = (): string => demoTicketSigningSecret({ DATA_DIR: path.resolve('.data/e2e-tickets') });

/** What a ticket's QR code carries: its code signed with the e2e shop's Ed25519 key, under the default key id (deterministic, as Ed25519 is). */
export const ticketQr = (code: string): string => signTicketCodeEd25519(code, 'KA', ticketPrivateKey(demoTicketSigningKey({ DATA_DIR: path.resolve('.data/e2e-tickets') })));

/** What is printed under it, to be typed at the gate. */
export const ticketTyped = (code: string): string => signTicketCode(code, ticketSigningSecret());

/**
 * Waits for the message the site sent to `address` (each test uses its own address), the first one whose
 * subject matches `subject` when given (a reservation gets two: the request to confirm, then the booking).
 */
export async function mailTo(address: string, timeoutMs = 20_000, subject?: RegExp): Promise<ParsedMail> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    for (const file of readdirSync(MAIL_DIR).sort()) {
      const raw = readFileSync(path.join(MAIL_DIR, file));
      if (!raw.includes(address)) continue;
      const parsed = await simpleParser(raw);
      const to = Array.isArray(parsed.to) ? parsed.to : [parsed.to];
      if (subject && !subject.test(parsed.subject ?? '')) continue;
      if (to.some((entry) => entry?.value.some((v) => v.address === address))) return parsed;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${address} within ${timeoutMs} ms`);
}

/**
 * A Chinese email in every part a reader sees (sender, subject, text, HTML): the park named as the Chinese site
 * names it, no English name for it, and the reader addressed with the polite 您, never 你.
 */
export function expectChineseMail(mail: ParsedMail) {
  expect(mail.from?.text).toContain('峰躍探險樂園 香港');
  for (const part of [mail.subject ?? '', mail.text ?? '', mail.html || '']) {
    expect(part).toContain('峰躍探險樂園 香港');
    expect(part).not.toContain('Summit Rush');
    expect(part).not.toContain('你');
  }
}
