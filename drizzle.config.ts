import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The sandbox's table is in the same migrations; its definition lives with the sandbox.
  schema: ['./lib/server/platform/db/schema.ts', './sandbox/schema.ts'],
  out: './lib/server/platform/db/migrations',
});
