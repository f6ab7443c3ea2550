import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright';
import { Pool } from 'pg';
import { OFFLINE_SYNC_MAX } from '@/lib/domain/offline-check-in';
import { TICKET_ALPHABET } from '@/lib/domain/ticket-signature';
import { median, percentile, type OfflineGateFigure } from '@/lib/domain/performance-budgets';
import { publishedTicketKey, signTicketCodeEd25519 } from '@/lib/server/orders/ticket-signing-key';
import { signInGate, ticketsForToday } from '../gate/gate-client';

/*
 * The gate without a network (docs/back-office.md, "The offline scanner"), on a park's busy day:
 * - the day list a scanner downloads for a park with `tickets` tickets today, gzipped as sent over the air;
 * - a sync of as many offline check-ins, in the turns the scanner sends them (OFFLINE_SYNC_MAX each);
 * - one offline verification as the scanner makes it (its Ed25519 signature with WebCrypto, then the
 *   ruling against the kept list and as many check-ins of the device), in Chromium slowed to a phone's CPU.
 */

/** Chromium's CPU slowed this many times: a mid-range phone against this machine's core (Lighthouse's mobile default). */
const PHONE_CPU_SLOWDOWN = 4;
const VERIFICATIONS = 200;

/** The app's own query (graphql/staff-operations/scanner-day.graphql): what a scanner asks for. */
const SCANNER_DAY = readFileSync('graphql/staff-operations/scanner-day.graphql', 'utf8');
const SYNC = 'mutation($input: OfflineSyncInput!) { syncOfflineCheckIns(input: $input) { applied duplicates conflicts { id } } }';

/** The scanner's offline code path, bundled for the browser from the same module it uses (lib/domain/offline-check-in.ts). */
async function scannerBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents: `
        import { admittedHere, readOffline, ruleOffline } from '@/lib/domain/offline-check-in';
        window.benchOffline = async ({ texts, keys, tickets, checkIns }) => {
          const list = { tickets: new Map(tickets.map((ticket) => [ticket.code, ticket])), revoked: new Set(), unknownTickets: 'refuse', today: tickets[0].day };
          const times = [];
          const verdicts = [];
          for (const text of texts) {
            const started = performance.now();
            const reading = await readOffline(text, keys);
            const verdict = reading.ok ? ruleOffline(list, reading.code, admittedHere(checkIns, reading.code, 0), 1, reading.signed).verdict : reading.reason;
            times.push(performance.now() - started);
            verdicts.push(verdict);
          }
          return { times, verdicts };
        };`,
      resolveDir: process.cwd(),
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
  });
  return result.outputFiles[0].text;
}

async function verifyInBrowser(chromiumPath: string, tickets: number): Promise<{ p50Ms: number; p95Ms: number; unexpected: number }> {
  const park = generateKeyPairSync('ed25519');
  const codes = Array.from({ length: tickets }, (_, index) => `T${Array.from({ length: 11 }, (_, place) => TICKET_ALPHABET[Math.floor(index / 32 ** place) % 32]).join('')}`);
  const list = codes.map((code) => ({ code, people: 1, admitted: 0, day: '2030-03-11', payAtDesk: false, riders: null }));
  const checkIns = codes.slice(VERIFICATIONS).map((code) => ({ code, people: 1, at: 1, syncedAt: null }));
  const texts = codes.slice(0, VERIFICATIONS).map((code) => signTicketCodeEd25519(code, 'KA', park.privateKey));
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    // A secure context, as the scanner's page is (WebCrypto's subtle exists in none other): localhost, answered here.
    await page.route('http://localhost/', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>offline bench</title>' }));
    await page.goto('http://localhost/');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    await page.addScriptTag({ content: await scannerBundle() });
    const { times, verdicts } = await page.evaluate(
      (input) => (window as unknown as { benchOffline: (input: unknown) => Promise<{ times: number[]; verdicts: string[] }> }).benchOffline(input),
      { texts, keys: [publishedTicketKey('KA', park.privateKey)], tickets: list, checkIns },
    );
    return { p50Ms: Math.round(median(times) * 100) / 100, p95Ms: Math.round(percentile(times, 95) * 100) / 100, unexpected: verdicts.filter((verdict) => verdict !== 'valid').length };
  } finally {
    await browser.close();
  }
}

export async function measureOfflineGate(options: { site: string; port: number; databaseUrl: string; secret: string; tickets: number; chromium: string }): Promise<OfflineGateFigure> {
  const pool = new Pool({ connectionString: options.databaseUrl, max: 1 });
  try {
    // A booking of its own, the bench's last (the scan latency took its first ones): its line becomes `tickets` tickets today.
    const { rows } = await pool.query<{ booking_id: string }>("select booking_id from orders where kind = 'booking' and customer->>'email' like 'bench@visitor%' order by created_at desc limit 1");
    if (!rows[0]) throw new Error('No booking for the offline gate');
    const codes = (await ticketsForToday(pool, rows[0].booking_id, options.tickets, options.secret)).map((text) => text.split('-')[1]);
    const gate = await signInGate(options.site, options.port, 'queenstown', 'bench-offline-gate');

    // The list thrice, its median time: the first also warms the server's caches.
    const asked = [];
    for (let time = 0; time < 3; time += 1) asked.push(await gate.graphql(SCANNER_DAY, { parkId: 'queenstown' }));
    const day = asked.sort((a, b) => a.ms - b.ms)[1];
    const listed = (JSON.parse(day.text) as { data?: { scannerDay?: { tickets: unknown[] } } }).data?.scannerDay?.tickets.length ?? 0;

    const started = performance.now();
    let applied = 0;
    const at = new Date().toISOString();
    for (let turn = 0; turn < codes.length; turn += OFFLINE_SYNC_MAX) {
      const checkIns = codes.slice(turn, turn + OFFLINE_SYNC_MAX).map((code) => ({ id: randomUUID(), code, people: 1, at }));
      const answer = await gate.graphql(SYNC, { input: { parkId: 'queenstown', device: 'bench scanner', gate: 'bench', checkIns } });
      applied += (JSON.parse(answer.text) as { data?: { syncOfflineCheckIns?: { applied: number } } }).data?.syncOfflineCheckIns?.applied ?? 0;
    }
    const syncMs = Math.round(performance.now() - started);

    return {
      tickets: options.tickets,
      listTickets: listed,
      listBytes: Buffer.byteLength(day.text),
      listGzipBytes: gzipSync(day.text).length,
      listMs: Math.round(day.ms),
      syncMs,
      syncRequests: Math.ceil(codes.length / OFFLINE_SYNC_MAX),
      syncCheckIns: codes.length,
      syncApplied: applied,
      verify: await verifyInBrowser(options.chromium, options.tickets),
    };
  } finally {
    await pool.end();
  }
}
