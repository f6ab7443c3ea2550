import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { MAIL_DIR, SMTP_PORT } from './mail';

/**
 * A real SMTP server for the browser tests (started by playwright.config.ts): every message the site
 * sends is written to MAIL_DIR as .eml, where tests read it. An HTTP health port tells Playwright it is up.
 */
mkdirSync(MAIL_DIR, { recursive: true });
let count = 0;
const smtp = new SMTPServer({
  authOptional: true,
  secure: false,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      writeFileSync(path.join(MAIL_DIR, `${Date.now()}-${++count}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');
http.createServer((_req, res) => res.end('ok')).listen(SMTP_PORT + 1, '127.0.0.1');
