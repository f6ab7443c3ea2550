import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import { connect } from '@/lib/server/platform/db/client';
import { bookOnePlace, type Customer } from '../checkout-flow';
import { figure, httpRequest, operationDocument, visitor } from '../graphql-client';
import { clearAddressLimits } from '../rate-limit-reset';
import type { Figure, Scenario, Stack } from '../scenario';

/*
 * Scenario 9: hostile input. Names, messages and addresses with HTML, CRLF, very long strings and odd
 * Unicode go through checkout, a gift voucher and a venue-hire enquiry. Refused where the rules say so
 * (a translated problem, nothing stored), escaped in every page and every email where accepted, and no
 * header can be injected. Origins (where payment return URLs point) are limited to our own locales.
 */

const HTML = '"><img src=x onerror=alert(1)><script>alert(2)</script>';
const ODD = '\u202eevil\u202c zero\u200bwidth 😀🧗‍♀️ 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 עברית';
const CRLF = 'Ana\r\nBcc: victim@example.com';
/** What must never appear raw in a page or an email's HTML. */
const RAW_MARKUP = [/<img src=x onerror/i, /<script>alert\(2\)/i];

interface Exposure {
  where: string;
  leaks: boolean;
}

const leaks = (text: string) => RAW_MARKUP.some((pattern) => pattern.test(text));

async function pageHtml(stack: Stack, path: string, instance = 0): Promise<{ status: number; html: string }> {
  const answer = await httpRequest(stack.apps[instance], { path, host: stack.hostFor('nz') });
  return { status: answer.status, html: answer.text };
}

/** Waits (the outbox worker sends every few seconds) for `count` messages to `address`. */
async function mailTo(stack: Stack, address: string, count: number, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = stack.mail.messages.filter((message) => message.to.includes(address));
    if (found.length >= count || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Every email to these addresses: no injected header, nothing raw in its HTML, one-line subject. */
async function checkMail(stack: Stack, addresses: string[], expected: number): Promise<{ messages: number; exposures: Exposure[] }> {
  const exposures: Exposure[] = [];
  let messages = 0;
  for (const address of addresses) {
    for (const message of await mailTo(stack, address, expected)) {
      messages += 1;
      const parsed = await simpleParser(message.raw);
      const injected = parsed.headers.has('bcc') || /^bcc:/im.test(message.raw.split(/\r?\n\r?\n/)[0]);
      exposures.push({ where: `email to ${address} headers`, leaks: injected || /[\r\n]/.test(parsed.subject ?? '') });
      exposures.push({ where: `email to ${address} html`, leaks: leaks(typeof parsed.html === 'string' ? parsed.html : '') });
    }
  }
  return { messages, exposures };
}

async function countOrders(stack: Stack, email: string): Promise<number> {
  const { pool } = connect(stack.databaseUrl, 1);
  try {
    const { rows } = await pool.query(`select count(*)::int as n from orders where customer->>'email' = $1 or gift->'sender'->>'email' = $1`, [email]);
    return rows[0].n as number;
  } finally {
    await pool.end();
  }
}

const scenario: Scenario = {
  id: 'hostile',
  title: 'Hostile input escaped in every page and email; refusals change nothing; origins allow-listed',
  async run(stack) {
    await clearAddressLimits(stack);
    const figures: Figure[] = [];
    const run = randomUUID().slice(0, 8);
    const exposures: Exposure[] = [];
    let emails = 0;

    // Checkout: refused input (CRLF in a name, a 10,000-character name) is a typed problem, no order.
    const refusedEmail = `refused-${run}@example.com`;
    const refused = [];
    for (const customer of [
      { firstName: CRLF, lastName: 'X', email: refusedEmail, mobilePhone: '021 555 0101' },
      { firstName: 'x'.repeat(10_000), lastName: 'X', email: refusedEmail, mobilePhone: '021 555 0101' },
      { firstName: 'Ana', lastName: 'X', email: `${refusedEmail}\r\nBcc: victim@example.com`, mobilePhone: '021 555 0101' },
    ]) {
      const { order } = await bookOnePlace(stack, customer, { dayOffset: 21 });
      refused.push({ status: order.status, typename: (order.body?.data?.createAndCompleteOrder as { __typename?: string })?.__typename });
    }
    const refusedOrders = await countOrders(stack, refusedEmail);
    stack.log(`hostile: refused details answered ${JSON.stringify(refused)}, orders stored ${refusedOrders}`);
    const refusedRight = refused.every((r) => r.status === 200 && r.typename === 'CheckoutProblem') && refusedOrders === 0;
    figures.push(figure('hostile.checkoutRefusals', 'CRLF, 10,000-character and header-injecting details: typed problem, no order', refusedRight, 'true', refusedRight));

    // Checkout: accepted hostile names are escaped on the confirmation page and in the email.
    const customer: Customer = { firstName: HTML, lastName: ODD, email: `hostile-${run}@example.com`, mobilePhone: '+64 21 555 0101' };
    const { order } = await bookOnePlace(stack, customer, { dayOffset: 22 });
    const placed = order.body?.data?.createAndCompleteOrder as { __typename: string; order?: { confirmationPath: string } };
    if (placed?.__typename !== 'OrderPlaced') throw new Error(`hostile order not placed: ${order.text.slice(0, 300)}`);
    const confirmation = await pageHtml(stack, placed.order!.confirmationPath);
    exposures.push({ where: 'confirmation page', leaks: leaks(confirmation.html) || confirmation.status !== 200 });
    // The page greets the visitor by first name: the markup must be there as text, escaped.
    const shownEscaped = confirmation.html.includes('&lt;img src=x onerror=alert(1)');
    figures.push(figure('hostile.confirmationShowsText', 'Confirmation page shows the hostile name as text (escaped)', shownEscaped, 'true', shownEscaped));
    const checkoutMail = await checkMail(stack, [customer.email], 1);
    emails += checkoutMail.messages;
    exposures.push(...checkoutMail.exposures);

    // Gift voucher: hostile names and message, paid through the hosted page, issued; page and two emails.
    const sender = `gift-sender-${run}@example.com`;
    const recipient = `gift-recipient-${run}@example.com`;
    const giver = visitor(stack, 'nz');
    const gift = await giver.call(operationDocument('purchaseGiftCard'), {
      input: {
        idempotencyKey: randomUUID(), amount: 5000, senderFirstName: HTML, senderLastName: ODD, senderEmail: sender,
        recipientName: `${HTML} ${ODD}`, recipientEmail: recipient, message: `${HTML}\r\nBcc: victim@example.com\n${ODD}`, gatewayId: 'nz-windcave', acceptTerms: true,
      },
    });
    const giftPlaced = gift.body?.data?.purchaseGiftCard as { __typename: string; order?: { token: string; confirmationPath: string }; payment?: { url: string } };
    if (giftPlaced?.__typename !== 'OrderPlaced' || !giftPlaced.payment?.url) throw new Error(`gift not placed: ${gift.text.slice(0, 300)}`);
    // The hosted page as the runner serves it (the URL names the sandbox's public address).
    const hosted = new URL(giftPlaced.payment.url);
    const approved = await httpRequest(new URL(stack.sandboxUrl).origin, {
      method: 'POST', path: `${hosted.pathname}${hosted.search}`, host: hosted.host,
      headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ choice: 'approve', notify: 'never' }).toString(),
    });
    if (approved.status !== 303) throw new Error(`sandbox approve answered ${approved.status}: ${approved.text.slice(0, 200)}`);
    await giver.call(operationDocument('confirmPayment'), { token: giftPlaced.order!.token });
    const giftPage = await pageHtml(stack, giftPlaced.order!.confirmationPath, 1);
    exposures.push({ where: 'gift confirmation page', leaks: leaks(giftPage.html) || giftPage.status !== 200 });
    const giftMail = await checkMail(stack, [sender, recipient], 1);
    emails += giftMail.messages;
    exposures.push(...giftMail.exposures);

    // Venue-hire enquiry: hostile name and a long multi-line message with markup; two emails.
    const enquirer = `enquiry-${run}@example.com`;
    const enquiry = await visitor(stack, 'nz').call(operationDocument('sendEnquiry'), {
      input: {
        idempotencyKey: randomUUID(), name: `${HTML} ${ODD}`, email: enquirer, mobilePhone: '+64 21 555 0102', functionType: 'PARTY', bookingType: 'EXCLUSIVE',
        guests: 20, preferredDate: new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10), message: `${HTML}\r\nBcc: victim@example.com\r\n\r\n${ODD}\n${'long line '.repeat(150)}`,
      },
    });
    if (enquiry.status !== 200 || enquiry.body?.errors) throw new Error(`enquiry: ${enquiry.text.slice(0, 300)}`);
    const enquiryMail = await checkMail(stack, [enquirer], 1);
    const venueMail = stack.mail.messages.filter((m) => m.to.includes('events.queenstown@summitrush.example') && m.raw.includes(enquirer));
    emails += enquiryMail.messages;
    exposures.push(...enquiryMail.exposures);
    for (const message of venueMail) {
      const parsed = await simpleParser(message.raw);
      emails += 1;
      exposures.push({ where: 'venue-hire email', leaks: leaks(typeof parsed.html === 'string' ? parsed.html : '') || parsed.headers.has('bcc') });
    }
    const victim = stack.mail.messages.filter((m) => m.to.includes('victim@example.com')).length;

    const leaked = exposures.filter((e) => e.leaks).map((e) => e.where);
    for (const where of leaked) stack.log(`hostile: raw markup or injected header in ${where}`);
    figures.push(figure('hostile.pagesAndEmailsChecked', 'Pages and emails checked (2 pages; emails: booking, gift ×2, enquiry ×2)', `2 pages, ${emails} emails`, '2 pages, 5 emails', emails >= 5));
    figures.push(figure('hostile.unescaped', 'Places where hostile markup appeared raw or a header was injected', leaked.length, '0', leaked.length === 0 && exposures.length >= 7));
    figures.push(figure('hostile.injectedRecipients', 'Messages delivered to an injected Bcc address', victim, '0', victim === 0));

    // Origins: only exact http(s) origins of our locales (payment return URLs are built from them).
    const tried = ['javascript://nz.localhost', 'https://evil.example', 'http://nz.localhost/evil?x=', 'http://user@nz.localhost'];
    const statuses = await Promise.all(tried.map(async (origin) => (await visitor(stack, 'nz').call(operationDocument('getCart'), {}, { 'x-page-origin': origin })).status));
    figures.push(figure('hostile.originAllowList', 'Foreign or malformed page origins refused', statuses.map((s) => `HTTP ${s}`).join(', '), 'all HTTP 403', statuses.every((s) => s === 403)));
    await clearAddressLimits(stack);
    return figures;
  },
};

export default scenario;
