import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      // graphql as Node loads it (its CommonJS entry; Vite would take its "module" one): the schema is built
      // by @graphql-tools (CommonJS), and graphql-js refuses a schema from another copy of itself
      // (lib/server/graphql/in-process.ts executes on it).
      { find: /^graphql$/, replacement: path.resolve(import.meta.dirname, 'node_modules/graphql/index.js') },
    ],
  },
  test: {
    include: ['__tests__/unit/**/*.test.{ts,tsx}', '__tests__/integration/**/*.test.{ts,tsx}'],
    globalSetup: ['__tests__/helpers/global-setup.ts'],
    // Every file runs in its worker's one process, after the files before it, with the modules they loaded:
    // with a fresh process per file, each of the 150 files loaded the server's module graph again (303 s of
    // import time, 528 s against 283 s shared: docs/performance.md). So a file leaves the process as it found it:
    // each-file.ts gives back the environment, the globals and the configuration it changed; the database
    // it handed over is its own, and what the app keeps of one follows it (lib/server/platform/cache.ts,
    // lib/server/platform/rate-limit.ts); the mail transport and the logger follow their settings. No file
    // needs a process of its own: those that start servers or PostgreSQL stop them, and the few that load
    // modules afresh (vi.resetModules) only make the next file load them again.
    isolate: false,
    setupFiles: ['__tests__/helpers/each-file.ts'],
    environment: 'node',
    // Tickets are signed when an order is paid (its confirmation email) and checked at the gate: the tests' key.
    env: { TICKET_SIGNING_SECRET: 'vitest-ticket-signing-secret-never-used-elsewhere', TICKET_SIGNING_KEY: generateKeyPairSync('ed25519').privateKey.export({ format: 'der', type: 'pkcs8' }).toString('base64') },
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine, whose files then run
    // one after another while each waits on PostgreSQL, SMTP or a child process. Two: 298 s instead of
    // 488 s for the same 1,293 tests (docs/performance.md). Each integration file has a database of its own.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
