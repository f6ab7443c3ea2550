import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['__tests__/unit/**/*.test.{ts,tsx}', '__tests__/integration/**/*.test.{ts,tsx}'],
    globalSetup: ['__tests__/helpers/global-setup.ts'],
    environment: 'node',
    // Tickets are signed when an order is paid (its confirmation email) and checked at the gate: the tests' key.
    env: { TICKET_SIGNING_SECRET: 'vitest-ticket-signing-secret-never-used-elsewhere' },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
