import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { expectAccessible } from './axe';
import { E2E_DATABASE_URL, PORT } from './helpers';
import { unique, walkIn } from './journeys';
import { mailTo } from './mail';
import { admin, signInAs } from './staff';

/*
 * Signing in to the back office (issue #22) as staff do, on a phone and at a desk: a one-time link
 * emailed to them (read from the SMTP server the site sends to), in English and in Chinese; a passkey
 * added on the home screen and used to sign in again (Chromium's virtual authenticator plays the
 * phone's); the limit on emailed links; and axe on the sign-in and home screens in both languages.
 */

// axe takes seconds per screen on a busy machine, and the link arrives through the mail worker.
test.describe.configure({ timeout: 120_000 });

const run = promisify(execFile);

/**
 * A staff account of its own for this test, with a name to greet it by (the mail does), as an owner adds
 * one: `npm run staff -- add`, against the e2e database.
 */
async function addStaff(email: string, language: 'en' | 'zh-Hant', name: string): Promise<void> {
  await run('node', ['--import', 'tsx', 'lib/server/app/staff.ts', 'add', email, '--role', 'gate', '--park', language === 'en' ? 'queenstown' : 'hong-kong', '--language', language, '--name', name], {
    env: { ...process.env, DATABASE_URL: E2E_DATABASE_URL, PUBLIC_PORT: String(PORT), NODE_ENV: 'production', LOG_LEVEL: 'warn' },
  });
}

const LINK = /http:\/\/admin\.localhost:\d+\/sign-in\/link\/[\w-]+/;

const WORDS = {
  en: {
    locale: 'en-NZ',
    name: 'Pat Gate',
    heading: 'Sign in',
    email: 'Your staff email address',
    send: 'Email me a sign-in link',
    sent: 'If this address has a staff account, a sign-in link is on its way. It works once, for 15 minutes.',
    invalid: 'Enter an email address, such as name@example.com',
    subject: 'Your sign-in link for the Summit Rush back office',
    greeting: 'Hi Pat Gate,',
    confirm: 'Sign in',
    home: 'Today',
    passkeys: 'Passkeys on your account',
    none: 'No passkeys yet.',
  },
  'zh-Hant': {
    locale: 'zh-HK',
    name: '陳閘口',
    heading: '登入',
    email: '你的員工電郵地址',
    send: '以電郵寄給我登入連結',
    sent: '如此地址有員工帳戶，登入連結已寄出。連結只可使用一次，15 分鐘內有效。',
    invalid: '請輸入電郵地址，例如 name@example.com',
    subject: '您的 Summit Rush 後台登入連結',
    greeting: '陳閘口，您好：',
    confirm: '登入',
    home: '今日工作',
    passkeys: '你帳戶上的通行密鑰',
    none: '尚未有通行密鑰。',
  },
} as const;

for (const language of ['en', 'zh-Hant'] as const) {
  const words = WORDS[language];
  test.describe(`in ${language}`, () => {
    test.use({ locale: words.locale });
    test.beforeEach(() => walkIn(language));

    test('a staff member asks for a link by email, and signs in with it', async ({ page }) => {
      // Accounts' addresses are kept in lower case, and the mail goes to that.
      const email = unique(`staff-${language.toLowerCase()}`);
      await addStaff(email, language, words.name);

      await page.goto(admin('/sign-in'));
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
      await expectAccessible(page, `sign-in screen (${language})`);

      // The same rule as the server's, in the browser first: nothing is sent for a mistyped address.
      const field = page.getByLabel(words.email);
      await field.fill('not an address');
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByText(words.invalid)).toBeVisible();
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expectAccessible(page, `sign-in screen with an error (${language})`);

      await field.fill(email);
      await page.getByRole('button', { name: words.send }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(words.sent);

      const mail = await mailTo(email, 45_000);
      expect(mail.subject).toBe(words.subject);
      expect(mail.text).toContain(words.greeting);
      const link = mail.text?.match(LINK)?.[0] ?? '';
      expect(link).not.toBe('');
      expect(mail.html).toContain(`href="${link}"`);

      await page.goto(link);
      await page.getByRole('button', { name: words.confirm }).click();
      await expect(page).toHaveURL(admin('/'));
      await expect(page.getByRole('heading', { level: 1, name: words.home })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: words.passkeys })).toBeVisible();
      await expect(page.getByText(words.none)).toBeVisible();
      await expectAccessible(page, `home screen (${language})`);
    });
  });
}

test('a staff member adds a passkey on this device, signs out, and signs in with it without typing anything', async ({ page, browserName }) => {
  walkIn('en');
  test.skip(browserName !== 'chromium', 'the virtual authenticator is Chromium’s');
  // A phone's platform authenticator: built in, with discoverable credentials and a screen lock that passes.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });

  const email = unique('staff-passkey');
  await addStaff(email, 'en', 'Kim Key');
  await signInAs(page, email);
  const panel = page.getByRole('region', { name: 'Passkeys on your account' });
  await expect(panel.getByText('No passkeys yet.')).toBeVisible();

  await panel.getByLabel('Name for a new passkey (optional)').fill('Gate phone');
  await panel.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(panel.getByRole('status')).toHaveText('Passkey “Gate phone” added. Next time, sign in with it.');
  await expect(panel.getByRole('listitem')).toHaveCount(1);
  await expect(panel.getByRole('listitem')).toContainText('Gate phone');
  await expect(panel.getByRole('listitem')).toContainText('Not used yet');
  // The same device again: it already has one for this account, and says so.
  await panel.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(panel.getByRole('alert')).toHaveText('This device already has a passkey for your account.');
  await expectAccessible(page, 'home screen with a passkey');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(admin('/sign-in'));
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(admin('/'));
  await expect(page.getByText(`Signed in as Kim Key (${email})`)).toBeVisible();
  await expect(panel.getByRole('listitem')).toContainText('Last used');

  // Removed, it signs nobody in: the sign-in screen says what to do instead.
  await panel.getByRole('button', { name: 'Remove the passkey “Gate phone”' }).click();
  await expect(panel.getByText('Remove “Gate phone”? It will no longer sign you in.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Remove it' })).toBeFocused();
  await panel.getByRole('button', { name: 'Remove it' }).click();
  await expect(panel.getByRole('status')).toHaveText('Passkey “Gate phone” removed.');
  await expect(panel.getByText('No passkeys yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('This passkey is not on any staff account any more. Email yourself a sign-in link, then add a new passkey.');
  await expect(page).toHaveURL(admin('/sign-in'));
});

test('asking for links again and again gets the same answer each time, and nothing past the fifth is sent', async ({ page }) => {
  walkIn('en');
  // An address with no account: the answer is the same as for one, limit included. Past five from one
  // network, nothing more is sent, and nothing says so (a stranger must not lock a member out).
  const email = unique('nobody');
  await page.goto(admin('/sign-in'));
  const field = page.getByLabel('Your staff email address');
  const send = page.getByRole('button', { name: 'Email me a sign-in link' });
  await field.fill(email);
  for (let request = 0; request < 6; request += 1) {
    await send.click();
    // Each answer takes a moment on purpose (the same for every address): the button says it is sending.
    await expect(page.getByRole('button', { name: 'Sending…' })).toBeVisible();
    await expect(send).toBeEnabled();
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/a sign-in link is on its way/);
  }
  await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
  await expectAccessible(page, 'sign-in screen, link asked for');
});
