import { SMTPServer } from 'smtp-server';

/** A message the sink received: its raw bytes (for mailparser) and the envelope's recipients. */
export interface ReceivedMail {
  raw: Buffer;
  rcptTo: string[];
}

/**
 * A real SMTP server on a free local port that keeps every message it is given: the mail a test's code
 * sends goes over SMTP, as it would to a relay. `url` is for SMTP_URL.
 */
export async function startSmtpSink(): Promise<{ inbox: ReceivedMail[]; url: string; close: () => Promise<void> }> {
  const inbox: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    secure: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({ raw: Buffer.concat(chunks), rcptTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    inbox,
    url: `smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
