import { expect, test, type Page } from '@playwright/test';
import { expectAccessible } from './axe';
import { site } from './helpers';
import { fillCart, fillDetails, unique, walkIn, WORDS } from './journeys';
import { mailTo } from './mail';
import { addStaffAccount, admin, DEMO_STAFF, openMenu, signInAs } from './staff';

/*
 * Issue #22: gift cards and promo codes in the back office. A manager (Queenstown) issues a
 * complimentary card that arrives by email and pays a booking at nz checkout; adjusts and voids a card,
 * which the visitor's balance check then reports; creates a promo code for one activity that a visitor
 * uses, and sees its use counted. The gate and another park's manager are refused; every screen passes
 * axe in English and in Chinese.
 */

test.describe.configure({ timeout: 120_000 });

const CODE = /[2-9A-HJ-NP-Z]{4}(?:-[2-9A-HJ-NP-Z]{4}){3}/;

/** The back office's API from the signed-in page (its session cookie, its origin). */
async function staffApi(page: Page, query: string, variables: Record<string, unknown> = {}) {
  return page.evaluate(
    async ({ query, variables }) => {
      const answer = await fetch('/api/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      return answer.json() as Promise<{ data: Record<string, { __typename?: string; card?: { code: string } } | null> | null; errors?: { extensions: { code: string } }[] }>;
    },
    { query, variables },
  );
}

/** A complimentary Queenstown card made through the API, as the issue form makes one; returns its code. */
async function issueThroughApi(page: Page, amount: number): Promise<string> {
  const answer = await staffApi(
    page,
    `mutation ($input: IssueComplimentaryGiftCardInput!) { issueComplimentaryGiftCard(input: $input) { __typename ... on GiftCardActionDone { card { code } } ... on GiftCardFormRefused { problems { field code } } } }`,
    { input: { parkId: 'queenstown', amount, recipientName: 'Tama', recipientEmail: unique('tama'), language: 'en', idempotencyKey: crypto.randomUUID() } },
  );
  const code = answer.data?.issueComplimentaryGiftCard?.card?.code;
  expect(code).toMatch(CODE);
  return code!;
}

/** The visitor's balance check on the park's gift voucher page. */
async function checkBalance(page: Page, code: string) {
  await page.goto(site('nz.localhost', '/gift-vouchers'));
  await page.getByLabel('Gift card code').fill(code);
  await page.getByRole('button', { name: 'Check balance' }).click();
}

/** A visitor's cart at nz with the code applied at checkout. */
async function checkoutWithCode(page: Page, code: string) {
  await fillCart(page, 'nz.localhost', 'zipline', 3);
  await page.goto(site('nz.localhost', '/checkout'));
  await page.getByLabel('Voucher or promo code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('a manager issues a complimentary card; it arrives by email and pays a visitor’s booking at nz', async ({ page }) => {
  walkIn('en');
  await signInAs(page, DEMO_STAFF.manager);
  await page.goto(admin('/gift-cards'));
  await expect(page.getByRole('heading', { name: 'Gift cards', level: 1 })).toBeVisible();
  await expectAccessible(page, 'gift cards');

  // The form says what is wrong before anything is sent.
  await page.getByRole('button', { name: 'Issue and email the card' }).click();
  await expect(page.getByText('Enter an amount, such as 50 or 49.50.')).toBeVisible();
  await expect(page.getByText('Enter the recipient’s name.')).toBeVisible();
  await page.getByLabel('Amount (NZD)').fill('900');
  await expect(page.getByText('That is more than this park’s largest gift card.')).toBeVisible();
  await expectAccessible(page, 'issue form with errors');

  const recipient = unique('comp');
  await page.getByLabel('Amount (NZD)').fill('300');
  await page.getByLabel('Recipient’s name').fill('Aroha');
  await page.getByLabel('Recipient’s email').fill(recipient);
  await page.getByLabel('Message (optional)').fill('Sorry the zipline closed early. Come back on us!');
  await page.getByRole('button', { name: 'Issue and email the card' }).click();
  const issued = page.getByRole('status').filter({ hasText: 'issued and emailed to' });
  await expect(issued).toContainText(`NZ$300.00 issued and emailed to ${recipient}`);
  const shown = (await issued.innerText()).match(CODE)?.[0];

  const mail = await mailTo(recipient);
  expect(mail.subject).toBe('A Summit Rush Queenstown gift voucher for you');
  expect(mail.text).toContain('Sorry the zipline closed early.');
  const code = mail.text?.match(CODE)?.[0];
  expect(code).toBe(shown);

  // The visitor spends it: the card covers the whole booking.
  await checkoutWithCode(page, code!);
  await expect(page.getByRole('status').filter({ hasText: 'Code applied successfully!' })).toBeVisible();
  await expect(page.getByText('Nothing to pay', { exact: true })).toBeVisible();
  await fillDetails(page, unique('visitor'));
  await page.getByRole('button', { name: 'Complete booking' }).click();
  await expect(page.getByRole('heading', { name: WORDS.en.booked })).toBeVisible();
  const bookingId = (await page.locator('strong').filter({ hasText: /^SR-/ }).innerText()).trim();

  // Back at the desk: the card's page shows what it paid, for which order.
  await page.goto(admin('/gift-cards'));
  await page.getByLabel('Gift card code').fill(code!.toLowerCase().replace(/-/g, ' '));
  await page.getByRole('button', { name: 'Find' }).click();
  await expect(page.getByRole('heading', { name: `Gift card ${code}` })).toBeVisible();
  await expect(page.getByText('Complimentary, for Aroha')).toBeVisible();
  const ledger = page.getByRole('table', { name: 'Ledger' });
  await expect(ledger.getByRole('row').filter({ hasText: 'Complimentary' })).toContainText('+NZ$300.00');
  await expect(ledger.getByRole('row').filter({ hasText: 'Spent' })).toContainText(bookingId);
  await expect(page.getByRole('table', { name: 'Orders that spent it' }).getByRole('row').filter({ hasText: bookingId })).toContainText('Paid');
  await expectAccessible(page, 'gift card page');
});

test('a manager adjusts a card and then voids it; the visitor’s balance check and checkout say so', async ({ page }) => {
  walkIn('en');
  await signInAs(page, DEMO_STAFF.manager);
  await page.goto(admin('/gift-cards'));
  const code = await issueThroughApi(page, 5000);
  await page.goto(admin(`/gift-cards/${code}`));
  await expect(page.getByRole('heading', { name: `Gift card ${code}` })).toBeVisible();

  // An adjustment that would go below zero is refused by the form; one that fits asks first.
  await page.getByLabel('Amount (NZD)').fill('-60');
  await page.getByRole('form', { name: 'Adjust the balance' }).getByLabel('Reason').fill('Paid for a coffee cart voucher');
  await page.getByRole('button', { name: 'Adjust…' }).click();
  await expect(page.getByText('That would take the balance below zero.')).toBeVisible();
  await page.getByLabel('Amount (NZD)').fill('-20');
  await page.getByRole('button', { name: 'Adjust…' }).click();
  await expect(page.getByText('Take NZ$20.00 from this card? Its balance becomes NZ$30.00.')).toBeVisible();
  await expectAccessible(page, 'adjustment to confirm');
  // A double click adjusts once.
  await page.getByRole('button', { name: 'Confirm the adjustment' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Balance adjusted: it is now NZ$30.00.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: 'Adjustment' })).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: 'Adjustment' })).toContainText('Paid for a coffee cart voucher');

  const visitor = await page.context().newPage();
  await checkBalance(visitor, code);
  await expect(visitor.getByRole('status').filter({ hasText: 'Balance: $30 of $50' })).toBeVisible();

  await page.getByRole('form', { name: 'Void the card' }).getByLabel('Reason').fill('Reported lost by the recipient');
  await page.getByRole('button', { name: 'Void…' }).click();
  await expect(page.getByText(`Void card ${code}? Its balance of NZ$30.00 goes to zero`)).toBeVisible();
  await expectAccessible(page, 'void to confirm');
  await page.getByRole('button', { name: 'Void the card' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This card is void' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('NZ$0.00');
  await expect(page.getByRole('table', { name: 'Ledger' }).getByRole('row').filter({ hasText: 'Reported lost by the recipient' })).toContainText('-NZ$30.00');
  await expect(page.getByRole('button', { name: 'Adjust…' })).toHaveCount(0);
  await expectAccessible(page, 'void card');

  await checkBalance(visitor, code);
  await expect(visitor.getByRole('alert').filter({ hasText: 'This gift card has been cancelled and can no longer be used.' })).toBeVisible();
  await checkoutWithCode(visitor, code);
  await expect(visitor.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
});

test('a manager creates a promo code for one activity; a visitor uses it, and its use is counted', async ({ page }) => {
  walkIn('en');
  await signInAs(page, DEMO_STAFF.manager);
  await page.goto(admin('/promo-codes'));
  await expect(page.getByRole('heading', { name: 'Promo codes', level: 1 })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'EXPIRED' }) })).toContainText('Expired');
  await expectAccessible(page, 'promo codes');

  await page.getByRole('button', { name: 'New promo code' }).click();
  const code = `ZIP${Date.now().toString(36).toUpperCase().slice(-6)}`;
  await page.getByLabel('Code', { exact: true }).fill('no');
  await page.getByLabel('Percentage off').fill('150');
  await page.getByLabel('First day (optional)').fill('2031-02-01');
  await page.getByLabel('Last day (optional)').fill('2031-01-01');
  await page.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByText('Use 3 to 15 letters and digits, no spaces or dashes.')).toBeVisible();
  await expect(page.getByText('Enter a percentage from 1 to 100.')).toBeVisible();
  await expect(page.getByText('The last day cannot be before the first.')).toBeVisible();
  await expectAccessible(page, 'promo code form with errors');
  // A code the park already has only the server refuses: its code comes back worded beside the field.
  await page.getByLabel('Code', { exact: true }).fill('expired');
  await page.getByLabel('Percentage off').fill('20');
  await page.getByLabel('First day (optional)').fill('');
  await page.getByLabel('Last day (optional)').fill('');
  await page.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByText('This park already has this code.')).toBeVisible();

  await page.getByLabel('Code', { exact: true }).fill(code.toLowerCase());
  await page.getByLabel('Percentage off').fill('20');
  await page.getByLabel('First day (optional)').fill('');
  await page.getByLabel('Last day (optional)').fill('');
  await page.getByLabel('Usage limit (optional)').fill('5');
  await page.getByRole('checkbox', { name: 'Summit Zipline' }).check();
  await page.getByRole('button', { name: 'Create the code' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} created.` })).toBeVisible();
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: code }) });
  await expect(card).toContainText('20% off');
  await expect(card).toContainText('Used 0 of 5 times');
  await expect(card).toContainText('Activities: Summit Zipline');

  // The visitor uses it on a zipline booking, paying the rest by card.
  const visitor = await page.context().newPage();
  await checkoutWithCode(visitor, code.toLowerCase());
  await expect(visitor.getByRole('status').filter({ hasText: 'Code applied successfully!' })).toBeVisible();
  await fillDetails(visitor, unique('promo'));
  await visitor.getByRole('radio', { name: /Windcave/ }).check();
  await visitor.getByRole('checkbox', { name: WORDS.en.accept }).check();
  await visitor.getByRole('button', { name: WORDS.en.payNow }).click();
  await visitor.getByRole('button', { name: 'Approve' }).click();
  await expect(visitor.getByRole('heading', { name: WORDS.en.booked })).toBeVisible({ timeout: 15_000 });

  await page.reload();
  await expect(card).toContainText('Used 1 of 5 times');

  // Edited, then disabled after asking: checkout no longer knows it.
  await card.getByRole('button', { name: `Edit ${code}` }).click();
  await expect(page.getByRole('heading', { name: `Edit ${code}` })).toBeVisible();
  await expect(page.getByLabel('Percentage off')).toHaveValue('20');
  await page.getByLabel('Usage limit (optional)').fill('0');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Enter a whole number of 1 or more, or leave it empty.')).toBeVisible();
  await page.getByLabel('Usage limit (optional)').fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${code} saved.` })).toBeVisible();
  await expect(card).toContainText('Used 1 of 10 times');
  await card.getByRole('button', { name: `Disable ${code}` }).click();
  await expect(card.getByText(`Disable ${code}? Visitors can no longer use it.`)).toBeVisible();
  await card.getByRole('button', { name: 'Disable it' }).click();
  await expect(card).toContainText('Disabled');
  await expect(card.getByRole('button')).toHaveCount(0);

  await checkoutWithCode(visitor, code);
  await expect(visitor.getByRole('alert').filter({ hasText: 'Invalid code' })).toBeVisible();
});

test('the gate and another park’s manager are refused, by the screens and by the API', async ({ page, browser }) => {
  walkIn('en');
  await signInAs(page, DEMO_STAFF.manager);
  const code = await issueThroughApi(page, 1000);

  const gate = await browser.newContext();
  const gatePage = await gate.newPage();
  await signInAs(gatePage, DEMO_STAFF.gate);
  await expect((await openMenu(gatePage)).getByRole('link', { name: 'Gift cards' })).toHaveCount(0);
  for (const path of ['/gift-cards', `/gift-cards/${code}`, '/promo-codes']) {
    const refused = await gatePage.goto(admin(path));
    expect(refused?.status()).toBe(403);
    await expect(gatePage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  }
  const gateAnswer = await staffApi(gatePage, 'query ($code: String!) { giftCard(code: $code) { balance } }', { code });
  expect(gateAnswer.errors?.[0].extensions.code).toBe('FORBIDDEN');
  await gate.close();

  // Rotorua's manager: a Queenstown card is answered exactly as a code that does not exist.
  const rotorua = await browser.newContext();
  const rotoruaPage = await rotorua.newPage();
  await signInAs(rotoruaPage, await addStaffAccount('manager', ['rotorua']));
  await rotoruaPage.goto(admin(`/gift-cards/${code}`));
  await expect(rotoruaPage.getByText('No gift card of your parks has this code.')).toBeVisible();
  for (const query of [
    { query: 'query ($code: String!) { giftCard(code: $code) { balance } }', variables: { code } },
    { query: 'query ($code: String!) { giftCard(code: $code) { balance } }', variables: { code: 'AAAA-BBBB-CCCC-DDDD' } },
    { query: 'query { promoCodes(parkId: "queenstown") { parkId } }', variables: {} },
    {
      query: 'mutation ($input: VoidGiftCardInput!) { voidGiftCard(input: $input) { __typename } }',
      variables: { input: { code, reason: 'Not mine', idempotencyKey: crypto.randomUUID() } },
    },
  ]) {
    const answer = await staffApi(rotoruaPage, query.query, query.variables);
    expect(answer.errors?.[0].extensions.code).toBe('FORBIDDEN');
    expect(answer.data).toBeNull();
  }
  await rotorua.close();

  // Nothing happened to the card.
  await page.goto(admin(`/gift-cards/${code}`));
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Ledger' }).getByRole('row')).toHaveCount(2);
});

test('in Chinese, a Hong Kong manager’s gift card and promo code screens read and pass axe', async ({ page }) => {
  walkIn('zh-Hant');
  await signInAs(page, await addStaffAccount('manager', ['hong-kong'], 'zh-Hant'));
  await page.goto(admin('/gift-cards'));
  await expect(page.getByRole('heading', { name: '禮品卡', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hant');
  await expectAccessible(page, 'gift cards in Chinese');

  const recipient = unique('zh-comp');
  await page.getByLabel('金額（HKD）').fill('500');
  await page.getByLabel('收禮人姓名').fill('小美');
  await page.getByLabel('收禮人電郵').fill(recipient);
  await expect(page.getByLabel('電郵語言')).toHaveValue('zh-Hant');
  await page.getByRole('button', { name: '發出並電郵禮品卡' }).click();
  const issued = page.getByRole('status').filter({ hasText: '已發出' });
  await expect(issued).toContainText('HK$500.00');
  const mail = await mailTo(recipient);
  expect(mail.subject).toBe('送給您的峰躍探險樂園 香港禮券');

  await issued.getByRole('link').click();
  await expect(page.getByRole('heading', { name: /^禮品卡 / })).toBeVisible();
  await expect(page.getByText('贈送給 小美')).toBeVisible();
  await page.getByLabel('金額（HKD）').fill('100');
  await page.getByRole('form', { name: '調整餘額' }).getByLabel('原因').fill('補償');
  await page.getByRole('button', { name: '調整…' }).click();
  await expect(page.getByText('在此禮品卡加入 HK$100.00？餘額將變為 HK$600.00。')).toBeVisible();
  await expectAccessible(page, 'gift card page in Chinese');

  await page.goto(admin('/promo-codes'));
  await expect(page.getByRole('heading', { name: '優惠碼', level: 1 })).toBeVisible();
  await expectAccessible(page, 'promo codes in Chinese');
  await page.getByRole('button', { name: '新增優惠碼' }).click();
  await page.getByRole('radio', { name: '固定金額' }).check({ force: true });
  await page.getByLabel('折扣金額（HKD）').fill('0');
  await page.getByRole('button', { name: '建立優惠碼' }).click();
  await expect(page.getByText('請輸入大於零的金額。')).toBeVisible();
  await expectAccessible(page, 'promo code form in Chinese');
});
