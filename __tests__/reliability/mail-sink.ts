import { SMTPServer } from 'smtp-server';

/** One message the sink accepted: its Message-ID (the outbox's dedupe key makes it stable) and raw text. */
export interface SunkMail {
  messageId: string;
  to: string[];
  raw: string;
  at: number;
}

/**
 * A real SMTP server for the reliability suite, in the runner's process, that can be taken down and
 * brought back (scenario 8: SMTP down for a minute). Messages are kept in memory for the scenarios.
 */
export class MailSink {
  readonly messages: SunkMail[] = [];
  private server: SMTPServer | undefined;

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      secure: false,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const messageId = /^message-id:\s*(\S+)/im.exec(raw)?.[1] ?? '';
          this.messages.push({ messageId, to: session.envelope.rcptTo.map((r) => r.address), raw, at: Date.now() });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  /** Stops listening and drops open connections: senders then see connection refused. */
  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get running(): boolean {
    return Boolean(this.server);
  }
}
