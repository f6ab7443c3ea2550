import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { E2E_DATABASE_URL, PORT } from './helpers';

/** The back office of the e2e shop: ADMIN_HOST's default, `admin.localhost` (Chromium resolves it to 127.0.0.1). */
export const admin = (path = '/') => `http://admin.localhost:${PORT}${path}`;

/** The accounts the demo seeds (demo/staff.ts). */
export const DEMO_STAFF = { owner: 'owner@summit-rush.test', manager: 'manager@summit-rush.test', gate: 'gate@summit-rush.test' } as const;

const run = promisify(execFile);

/**
 * A fresh one-time sign-in link for a staff account, as an owner makes one: `npm run staff -- link EMAIL`
 * against the e2e shop's database.
 */
export async function signInLink(email: string): Promise<string> {
  const { stdout } = await run('node', ['--import', 'tsx', 'lib/server/app/staff.ts', 'link', email], {
    // The e2e shop is plain HTTP (a production start would default to https).
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, PUBLIC_SCHEME: 'http', PUBLIC_PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
  const link = stdout.trim().split('\n').pop() ?? '';
  expect(link).toMatch(/^http:\/\/admin\.localhost:\d+\/sign-in\/link\/[\w-]+$/);
  return link;
}

/** Signs this browser in as `email` through a one-time link, as the staff member would: open it, confirm. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(await signInLink(email));
  await page.getByRole('button', { name: /Sign in|登入/ }).click();
  await expect(page).toHaveURL(admin('/'));
}
