import http from 'node:http';
import { LOCALE, Visitor, type Answer } from './client';
import type { Stack } from './scenario';

/**
 * A visitor whose requests leave from an address of its own in 127.0.0.0/8 (Linux answers on the whole
 * block), so that many visitors do not share one per-address limit the way the suite's other visitors
 * (all 127.0.0.1) do: fifty people redeeming one gift card come from fifty places. The app sees the
 * socket's address, as it does without a trusted proxy.
 */
export class LoopbackVisitor extends Visitor {
  constructor(
    private readonly site: Stack,
    app: number,
    /** 2..254: the visitor's source address is 127.0.0.<host>. */
    private readonly host: number,
  ) {
    super(site, app);
  }

  override graphql<T = Record<string, unknown>>(query: string, variables: object): Promise<Answer<T>> {
    const url = new URL('/api/graphql', this.site.apps[this.app]);
    const body = JSON.stringify({ query, variables });
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          hostname: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress: `127.0.0.${this.host}`,
          timeout: 120_000,
          headers: {
            'content-type': 'application/json',
            'x-page-origin': `http://${this.site.hostFor(LOCALE)}`,
            'x-anonymous-token': this.token,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            let parsed: Omit<Answer<T>, 'status'> = {};
            try {
              parsed = JSON.parse(Buffer.concat(chunks).toString('utf8'));
            } catch {
              // a non-JSON answer (a 5xx page): the status says enough
            }
            resolve({ status: response.statusCode ?? 0, ...parsed });
          });
          response.on('error', reject);
        },
      );
      request.on('timeout', () => request.destroy(new Error('timed out')));
      request.on('error', reject);
      request.end(body);
    });
  }
}
