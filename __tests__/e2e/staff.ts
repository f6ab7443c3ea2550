import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { E2E_DATABASE_URL, PORT } from './helpers';

/** The back office of the e2e shop: ADMIN_HOST's default, `admin.localhost` (Chromium resolves it to 127.0.0.1). */
export const admin = (path = '/') => `http://admin.localhost:${PORT}${path}`;

/** The accounts the demo seeds (demo/staff.ts). */
export const DEMO_STAFF = { owner: 'owner@summit-rush.test', manager: 'manager@summit-rush.test', gate: 'gate@summit-rush.test' } as const;

const run = promisify(execFile);

/** `npm run staff -- …` against the e2e shop's database, as an operator runs it. */
const staffCommand = (...args: string[]) =>
  run('node', ['--import', 'tsx', 'lib/server/app/staff.ts', ...args], {
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, PUBLIC_SCHEME: 'http', PUBLIC_PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });

/**
 * A new staff account of its own for a test (`npm run staff -- add`): tests that change an account (its
 * language) or need another park's member use one, so parallel tests never share it. Returns its email.
 */
export async function addStaffAccount(role: 'owner' | 'manager' | 'gate', parks: string[], language: 'en' | 'zh-Hant' = 'en'): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
  await staffCommand('add', email, '--role', role, ...parks.flatMap((park) => ['--park', park]), '--language', language);
  return email;
}

/** A fresh one-time sign-in link for a staff account, as an owner makes one: `npm run staff -- link EMAIL`. */
export async function signInLink(email: string): Promise<string> {
  const { stdout } = await staffCommand('link', email);
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
