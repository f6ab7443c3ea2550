import { loadEnvConfig } from '@next/env';

/**
 * `.env` and its siblings, read before anything else decides anything (DESIGN.md §6): this module is
 * the first import of every entry point (serve.ts, demo/start.ts, tools/migrate.ts), and ES modules are
 * evaluated in import order, so no setting is read before it. The files are Next.js's own, read by
 * Next's own loader (`.env`, `.env.local`, `.env.production` or `.env.development`, …); what the
 * environment already holds wins over every file, so a deployment's settings are never overridden.
 */
loadEnvConfig(process.cwd(), process.argv.includes('--dev'), { info: () => undefined, error: console.error });
