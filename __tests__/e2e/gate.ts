import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { Client } from 'pg';
import { PNG } from 'pngjs';
import { chromiumLaunch, FULL_CHROMIUM } from '../../playwright.config';
import { writeQrVideo } from './fake-camera';
import { readyRidersOfBooking } from '../../tools/gate/ready-riders';
import { parseSignedTicket } from '../../lib/domain/ticket-signature';
import { E2E_DATABASE_URL } from './helpers';
import { mailTo } from './mail';
import { admin } from './staff';

/*
 * The gate's test kit (staff-check-in.spec.ts, staff-offline-gate.spec.ts): a booking's emailed QR codes,
 * its session moved to now, and gate phones whose camera sees those codes.
 */

/** The ticket code an SR2 QR text names. */
export const codeOf = (text: string): string => parseSignedTicket(text)!.code;

/** The QR codes of a booking's tickets email: each image attached, and the text it carries. */
export async function emailedTickets(email: string): Promise<{ png: Buffer; text: string }[]> {
  const mail = await mailTo(email, 20_000, /^Your tickets: /);
  return mail.attachments
    .filter((attachment) => attachment.contentType === 'image/png')
    .map((attachment) => {
      const png = PNG.sync.read(attachment.content);
      return { png: attachment.content, text: jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? '' };
    })
    .filter((ticket) => ticket.text.startsWith('SR2-'));
}

/**
 * Test set-up, not a visitor's step: the booking's line moves to a session starting now, so that its
 * tickets are for today at the gate whatever the hour the suite runs (a visitor can only book times still
 * to come, and late in the park's evening there are none left today). Its riders are named and signed
 * (tools/gate/ready-riders.ts), as the gate asks before anyone comes in, unless `riders` says how else.
 */
export async function moveToToday(bookingId: string, riders: 'ready' | 'namedNotSigned' | 'asBooked' = 'ready'): Promise<void> {
  const database = new Client({ connectionString: E2E_DATABASE_URL });
  await database.connect();
  try {
    await database.query(
      `with line as (select i.id, i.activity_id, i.session_id, i.places from order_items i join orders o on o.id = i.order_id where o.booking_id = $1),
            today as (insert into sessions (activity_id, starts_at, capacity, sold) select activity_id, now(), 100, places from line returning id),
            old as (update sessions s set sold = s.sold - line.places from line where s.id = line.session_id)
       update order_items i set session_id = (select id from today) from line where i.id = line.id`,
      [bookingId],
    );
    if (riders !== 'asBooked') await readyRidersOfBooking(database, bookingId, { sign: riders === 'ready' });
  } finally {
    await database.end();
  }
}

/** The full Chromium's fake camera playing a video of `pngs` in turn (none: a device without a camera). */
const cameraArgs = (pngs: Buffer[], name: string): string[] => {
  if (!pngs.length) return [];
  const video = path.resolve(`test-results/camera-${name}-${Date.now()}.y4m`);
  writeQrVideo(video, pngs);
  return ['--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${video}`];
};

/** A phone whose camera sees `png` (the full Chromium's fake capture device playing a video of it). */
export async function gatePhone(browser: Browser, png: Buffer, name: string): Promise<{ page: Page; close: () => Promise<void> }> {
  const phone = await browser.browserType().launch({ ...chromiumLaunch, executablePath: FULL_CHROMIUM, args: [...chromiumLaunch.args, ...cameraArgs([png], name)] });
  const context = await phone.newContext({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  await context.grantPermissions(['camera'], { origin: admin('/').replace(/\/$/, '') });
  return { page: await context.newPage(), close: () => phone.close() };
}

export const verdict = (page: Page) => page.getByRole('alertdialog');

/**
 * A gate phone with the scanner installed: a browser profile of its own in `profile` (its service worker,
 * its IndexedDB), launched again with the same profile to be the same device, here with its camera seeing
 * `pngs` and with or without a network from the start.
 */
export async function scannerPhone(profile: string, { pngs = [], offline = false }: { pngs?: Buffer[]; offline?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
  mkdirSync(profile, { recursive: true });
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    executablePath: FULL_CHROMIUM,
    args: [...chromiumLaunch.args, ...cameraArgs(pngs, path.basename(profile))],
    viewport: { width: 412, height: 915 },
    isMobile: true,
    hasTouch: true,
    offline,
  });
  await context.grantPermissions(['camera'], { origin: admin('/').replace(/\/$/, '') });
  return { context, page: context.pages()[0] ?? (await context.newPage()) };
}
