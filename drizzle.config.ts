import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './lib/server/platform/db/schema.ts',
  out: './lib/server/platform/db/migrations',
});
