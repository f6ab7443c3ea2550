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
    environment: 'node',
    // Tickets are signed when an order is paid (its confirmation email) and checked at the gate: the tests' key.
    env: { TICKET_SIGNING_SECRET: 'vitest-ticket-signing-secret-never-used-elsewhere' },
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine, whose files then run
    // one after another while each waits on PostgreSQL, SMTP or a child process. Two: 298 s instead of
    // 488 s for the same 1,293 tests (docs/performance.md). Each integration file has a database of its own.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
