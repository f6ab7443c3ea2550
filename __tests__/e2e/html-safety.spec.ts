import { expect, test } from '@playwright/test';
import { Pool } from 'pg';
import { E2E_DATABASE_URL, site } from './helpers';

const HOSTILE = [
  '<p>Safe text stays.</p>',
  '<script>window.__pwned = 1; alert(1)</script>',
  '<img src="x" onerror="window.__pwned = 2; alert(2)">',
  '<p onclick="alert(3)" onmouseover="window.__pwned = 3">Hover me</p>',
  '<a href="javascript:alert(4)">Bad link</a>',
  '<iframe src="javascript:alert(5)"></iframe>',
  '<svg><script>alert(6)</script></svg>',
  '<p style="background:url(javascript:alert(7))">Styled</p>',
].join('\n');

test('an HtmlContent block with <script> or onerror= renders inert', async ({ page }, testInfo) => {
  const pool = new Pool({ connectionString: E2E_DATABASE_URL, max: 1 });
  const path = `/hostile-${testInfo.project.name}`;
  await pool.query(
    `insert into pages (id, locale_id, path, type, title, description, blocks)
     values ($1, 'nz', $2, 'ContentPage', 'Hostile content', 'An HtmlContent block written by an attacker', $3)
     on conflict (id) do update set blocks = excluded.blocks`,
    [`nz:${path}`, path, JSON.stringify([{ type: 'HtmlContent', html: HOSTILE }])],
  );
  await pool.end();

  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(site('nz.localhost', path));
  await expect(page.getByText('Safe text stays.')).toBeVisible();
  await page.getByText('Hover me').hover();
  await page.getByText('Bad link').click();
  const html = await page.content();
  expect(html).not.toMatch(/onerror|onclick|onmouseover|javascript:|<iframe|alert\(/i);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toBe(0);
});
