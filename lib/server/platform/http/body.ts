import type { IncomingMessage } from 'node:http';

/** What every endpoint accepts at most: larger than any GraphQL request or provider notification. */
export const BODY_LIMIT = 64 * 1024;

export type BodyRead = { ok: true; text: string } | { ok: false; status: 400 | 413; message: string };

/**
 * The one way a request's body is read (the GraphQL endpoint, payment notifications): as text in its
 * charset, at most BODY_LIMIT bytes, else 413 without reading on; a body that is not text in that
 * charset, or a connection that fails, is a 400. Providers sign exact bytes, so nothing is parsed here.
 */
export function readBody(req: IncomingMessage, charset = 'utf-8'): Promise<BodyRead> {
  const tooLarge: BodyRead = { ok: false, status: 413, message: 'Body exceeded 64kb limit' };
  if (Number(req.headers['content-length'] ?? 0) > BODY_LIMIT) return Promise.resolve(tooLarge);
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (outcome: BodyRead) => {
      req.removeAllListeners('data');
      resolve(outcome);
    };
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) finish(tooLarge);
      else chunks.push(chunk);
    });
    req.on('end', () => {
      if (size > BODY_LIMIT) return;
      try {
        finish({ ok: true, text: new TextDecoder(charset).decode(Buffer.concat(chunks)) });
      } catch {
        finish({ ok: false, status: 400, message: 'Invalid body' });
      }
    });
    req.on('error', () => finish({ ok: false, status: 400, message: 'Invalid body' }));
  });
}
