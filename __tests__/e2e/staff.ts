import { expect, type Page } from '@playwright/test';
import { drizzle } from 'drizzle-orm/node-postgres';
import { Pool } from 'pg';
import * as schema from '../../lib/server/platform/db/schema';
import { addStaff, createSignInLink, type Actor } from '../../lib/server/staff';
import { E2E_DATABASE_URL, PORT } from './helpers';

/** The back office of the e2e shop: ADMIN_HOST's default, `admin.localhost` (Chromium resolves it to 127.0.0.1). */
export const admin = (path = '/') => `http://admin.localhost:${PORT}${path}`;

/** The accounts the demo seeds (demo/staff.ts). */
export const DEMO_STAFF = { owner: 'owner@summit-rush.test', manager: 'manager@summit-rush.test', gate: 'gate@summit-rush.test' } as const;

/*
 * What `npm run staff -- add` and `-- link` do (lib/server/app/staff.ts calls the same two functions, and
 * __tests__/integration/staff-cli.test.ts runs the command itself), done in the test's own process on the
 * e2e shop's database: a node process per call cost 2–8 s of a 2-core machine's CPU, tens of times a run.
 */
const OPERATOR: Actor = { label: 'command line' };
let database: ReturnType<typeof drizzle<typeof schema>> | undefined;
const shopDatabase = () => (database ??= drizzle(new Pool({ connectionString: E2E_DATABASE_URL, max: 2, allowExitOnIdle: true }), { schema }));

/**
 * A new staff account of its own for a test: tests that change an account (its language) or need another
 * park's member use one, so parallel tests never share it. Returns its email.
 */
export async function addStaffAccount(role: 'owner' | 'manager' | 'gate', parks: string[], language: 'en' | 'zh-Hant' = 'en'): Promise<string> {
  const email = `${role}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@staff.test`;
  const added = await addStaff({ email, role, parks, language }, OPERATOR, shopDatabase());
  expect(added.ok, `staff account ${email}`).toBe(true);
  return email;
}

/** A fresh one-time sign-in link for a staff account, as an owner makes one. */
export async function signInLink(email: string): Promise<string> {
  const link = await createSignInLink(email, OPERATOR, new Date(), shopDatabase());
  if (!link.ok) throw new Error(`No sign-in link for ${email}: ${link.code}`);
  return admin(`/sign-in/link/${link.token}`);
}

/** Signs this browser in as `email` through a one-time link, as the staff member would: open it, confirm. */
export async function signInAs(page: Page, email: string): Promise<void> {
  await page.goto(await signInLink(email));
  await page.getByRole('button', { name: /Sign in|登入/ }).click();
  await expect(page).toHaveURL(admin('/'));
}

/**
 * The back office's menu, opened as a member opens it: on a phone it is a button that shows the list
 * (components/back-office/staff-layout.tsx); the links are hidden until then.
 */
export async function openMenu(page: Page) {
  const menu = page.getByRole('navigation').filter({ has: page.locator('#staff-menu') });
  const closed = menu.getByRole('button', { expanded: false });
  const shown = menu.getByRole('link').first();
  // The menu arrives with the member's session, and a tap before the page hydrates is lost (a language
  // switch reloads the page): wait for the menu, then tap until it says it is open.
  await expect(closed.or(shown).first()).toBeVisible();
  await expect(async () => {
    if (await closed.isVisible()) await closed.click();
    await expect(shown).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return menu;
}

/** Goes to a screen through the back office's menu, as a member does. */
export async function openFromMenu(page: Page, screen: string): Promise<void> {
  await (await openMenu(page)).getByRole('link', { name: screen, exact: true }).click();
}
