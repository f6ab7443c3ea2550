import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now, for a server a test starts. */
export function freePort(): Promise<number> {
  return listenOnce(0);
}

/**
 * A free port below the kernel's ephemeral ports (from 32,768: /proc/sys/net/ipv4/ip_local_port_range),
 * for a server a test stops and starts again on the same port: an ephemeral one can be taken in between
 * by any outgoing connection (the other test files' database clients), and the restart then finds it in
 * use.
 */
export async function restartablePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await listenOnce(port).then(() => true, () => false)) return port;
  }
}

function listenOnce(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address() as { port: number };
      server.close(() => resolve(bound));
    });
  });
}
