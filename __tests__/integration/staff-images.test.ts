import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedIfEmpty } from '@/demo';
import { seedDemoStaff } from '@/demo/staff';
import { MAX_UPLOAD_BYTES } from '@/lib/domain/images';
import { getCatalogue, invalidateCatalogue } from '@/lib/server/activities/catalogue-service';
import { catalogueActivity, catalogueDesk, createActivity, updateActivityDetails } from '@/lib/server/catalogue-desk';
import { contentPage, saveContentDraft } from '@/lib/server/content-desk';
import { GetPageDocument } from '@/graphql/generated/operations';
import { runQuery } from '@/lib/server/graphql';
import { saveImageTexts } from '@/lib/server/images';
import { findLocaleByDomain, siteOrigin } from '@/lib/server/locales';
import { invalidateLocales } from '@/lib/server/locales/locale-service';
import { closeDb } from '@/lib/server/platform/db/client';
import { addStaff, auditTrail, createSignInLink, findStaffByEmail, signInWithLink, type StaffMember } from '@/lib/server/staff';
import { ADMIN, startAdminHttp, type AdminHttp, type Reply } from '../helpers/admin-http';
import { startSandboxServer } from '../helpers/sandbox-server';
import { createTestDatabase } from '../helpers/test-database';

/*
 * Image uploads (issue #23) through the back office's HTTP endpoint with real sessions, on a real
 * PostgreSQL, with real pictures made by sharp: accepted pictures become four files served from /media on
 * every host at the site's sizes and formats (decoded again here), refusals say why in the member's
 * language and store nothing, and another park's manager and a gate account are refused.
 */
let sandbox: Awaited<ReturnType<typeof startSandboxServer>>;
let database: Awaited<ReturnType<typeof createTestDatabase>>;
let http: AdminHttp;
let manager: StaffMember; // Queenstown
let managerCookie: string;
let gateCookie: string;
let rotoruaCookie: string;
let zhCookie: string;
let rotoruaManager: StaffMember;

async function cookieFor(email: string): Promise<string> {
  const link = await createSignInLink(email, { label: 'command line' });
  if (!link.ok) throw new Error(link.code);
  const session = await signInWithLink(link.token, null);
  if (!session.ok) throw new Error('sign-in refused');
  return `sr_staff=${session.token}`;
}

beforeAll(async () => {
  database = await createTestDatabase();
  sandbox = await startSandboxServer(database.url);
  await seedIfEmpty(database.db, sandbox.sandboxUrl);
  await seedDemoStaff(database.db);
  invalidateCatalogue();
  invalidateLocales();
  for (const extra of [
    { email: 'rotorua-manager@summit-rush.test', role: 'manager', parks: ['rotorua'], language: 'en' as const },
    { email: 'zh-manager@summit-rush.test', role: 'manager', parks: ['queenstown'], language: 'zh-Hant' as const },
  ]) {
    const added = await addStaff(extra, { label: 'command line' }, database.db);
    if (!added.ok) throw new Error(added.code);
  }
  manager = (await findStaffByEmail('manager@summit-rush.test', database.db))!;
  rotoruaManager = (await findStaffByEmail('rotorua-manager@summit-rush.test', database.db))!;
  [managerCookie, gateCookie, rotoruaCookie, zhCookie] = await Promise.all(['manager', 'gate', 'rotorua-manager', 'zh-manager'].map((name) => cookieFor(`${name}@summit-rush.test`)));
  http = await startAdminHttp();
});

afterAll(async () => {
  await http?.close();
  await closeDb();
  await database.drop();
  await sandbox.close();
});

/** A photo-like picture: a gradient with shapes, so crops and encoders have something to work on. */
async function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#0a6"/><stop offset="1" stop-color="#fc3"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width / 3}" cy="${height / 2}" r="${Math.min(width, height) / 4}" fill="#c21"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'jpeg' ? image.jpeg().toBuffer() : format === 'png' ? image.png().toBuffer() : image.webp().toBuffer();
}

interface UploadOptions {
  cookie?: string;
  park?: string;
  title?: string;
  key?: string;
  origin?: string;
}

function upload(bytes: Buffer, { cookie = managerCookie, park = 'queenstown', title = 'Zipline over the lake at dusk', key = randomUUID(), origin = ADMIN }: UploadOptions = {}): Promise<Reply> {
  const query = new URLSearchParams({ park, title, key });
  return http.send(`/api/images?${query}`, { method: 'POST', body: bytes, headers: { 'content-type': 'application/octet-stream', origin, ...(cookie ? { cookie } : {}) } });
}

const json = (reply: Reply) => JSON.parse(reply.body) as { image?: { id: string; url: string; urlFallback: string; squareUrl: string; squareUrlFallback: string; title: string }; error?: string; message?: string };

async function counts(): Promise<{ images: number; files: number; audit: number }> {
  const { rows } = await database.db.execute<{ images: string; files: string; audit: string }>(
    sql`select (select count(*) from images) as images, (select count(*) from image_files) as files, (select count(*) from staff_audit where action = 'image.upload') as audit`,
  );
  return { images: Number(rows[0].images), files: Number(rows[0].files), audit: Number(rows[0].audit) };
}

describe('an upload', () => {
  it('of a sideways JPEG with EXIF becomes four upright files without metadata, served on every host, audited and announced', async () => {
    // Stored 1500 wide and 2400 high, top half red and bottom half blue, with EXIF orientation 6 ("turn
    // 90° clockwise to show"): upright it is 2400 × 1500 with red on the right and blue on the left.
    const halves = `<svg xmlns="http://www.w3.org/2000/svg" width="1500" height="2400"><rect width="1500" height="1200" fill="#f00"/><rect y="1200" width="1500" height="1200" fill="#00f"/></svg>`;
    const bytes = await sharp(Buffer.from(halves)).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    expect((await sharp(bytes).metadata()).orientation).toBe(6);
    const before = await counts();
    const changesBefore = Number((await database.db.execute<{ n: string }>(sql`select count(*) as n from site_changes`)).rows[0].n);

    const reply = await upload(bytes, { title: '  Zipline   over the lake at dusk ' });
    expect(reply.status).toBe(201);
    const image = json(reply).image!;
    expect(image.title).toBe('Zipline over the lake at dusk');
    expect(image.url).toMatch(/^\/media\/[0-9a-f]{64}\/wide\.webp$/);

    const expected = [
      [image.url, 'webp', 1600, 900],
      [image.urlFallback, 'jpeg', 1600, 900],
      [image.squareUrl, 'webp', 800, 800],
      [image.squareUrlFallback, 'jpeg', 800, 800],
    ] as const;
    for (const host of ['admin.localhost', 'nz.localhost']) {
      for (const [url, format, width, height] of expected) {
        const served = await http.send(url, { host });
        expect(served.status).toBe(200);
        expect(served.headers['content-type']).toBe(format === 'webp' ? 'image/webp' : 'image/jpeg');
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers.etag).toBeTruthy();
        const meta = await sharp(served.bytes).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, height]);
        expect(meta.exif).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
    const wide = await sharp((await http.send(image.urlFallback)).bytes).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...wide.data.subarray((y * wide.info.width + x) * wide.info.channels, (y * wide.info.width + x) * wide.info.channels + 3)];
    const [left, right] = [pixel(100, 450), pixel(1500, 450)];
    expect(left[2]).toBeGreaterThan(200); // blue
    expect(left[0]).toBeLessThan(60);
    expect(right[0]).toBeGreaterThan(200); // red
    expect(right[2]).toBeLessThan(60);
    const after = await counts();
    expect(after).toEqual({ images: before.images + 1, files: before.files + 4, audit: before.audit + 1 });

    const [entry] = await auditTrail(`image:${image.id}`);
    expect(entry).toMatchObject({ action: 'image.upload', actor: 'manager@summit-rush.test', parkId: 'queenstown' });
    expect(entry.after).toMatchObject({ title: image.title, source: { format: 'jpeg', width: 2400, height: 1500 } });
    const changesAfter = await database.db.execute<{ change: { kind: string; parkId: string; hosts: string[] } }>(sql`select change from site_changes order by id desc limit 1`);
    expect(Number((await database.db.execute<{ n: string }>(sql`select count(*) as n from site_changes`)).rows[0].n)).toBe(changesBefore + 1);
    expect(changesAfter.rows[0].change).toEqual({ kind: 'catalogue', parkId: 'queenstown', hosts: [] });
    // The public catalogue copy knows it at once (the content pages find their pictures there).
    expect((await getCatalogue()).images.get(image.id)?.url).toBe(image.url);
  });

  it('answers 304 to a revalidation, HEAD without a body, and 404 for unknown or malformed media paths', async () => {
    const image = json(await upload(await picture(1600, 900, 'webp'), { title: 'Treetop bridge' })).image!;
    const first = await http.send(image.squareUrl);
    const again = await http.send(image.squareUrl, { headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.status).toBe(304);
    const head = await http.send(image.squareUrl, { method: 'HEAD' });
    expect([head.status, head.bytes.length, head.headers['content-length']]).toEqual([200, 0, String(first.bytes.length)]);
    for (const path of [`/media/${'a'.repeat(64)}/wide.webp`, `/media/${'a'.repeat(64)}/wide.webp/x`, `/media/${'A'.repeat(64)}/wide.webp`, `/media/${'a'.repeat(64)}/wide.png`, '/media/']) {
      expect((await http.send(path, { host: 'nz.localhost' })).status).toBe(404);
    }
  });

  it('of a PNG with transparency is accepted; its JPEG files are flattened, its WebP kept', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1800" height="1000"><circle cx="900" cy="500" r="400" fill="#08f"/></svg>';
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect((await sharp(png).metadata()).hasAlpha).toBe(true);
    const image = json(await upload(png, { title: 'A blue ball' })).image!;
    const jpeg = await sharp((await http.send(image.urlFallback)).bytes).metadata();
    expect([jpeg.format, jpeg.hasAlpha]).toEqual(['jpeg', false]);
    const webp = await sharp((await http.send(image.url)).bytes).metadata();
    expect([webp.format, webp.hasAlpha]).toEqual(['webp', true]);
  });

  it('with the same key twice adds one image (a retried upload)', async () => {
    const key = randomUUID();
    const bytes = await picture(1700, 1000, 'jpeg');
    const before = await counts();
    const first = await upload(bytes, { key, title: 'Luge track' });
    const second = await upload(bytes, { key, title: 'Luge track' });
    expect([first.status, second.status]).toEqual([201, 200]);
    expect(json(second).image!.id).toBe(key);
    expect((await counts()).images).toBe(before.images + 1);
    expect((await counts()).audit).toBe(before.audit + 1);
    // The same key from another park's manager is not theirs to reuse.
    expect((await upload(bytes, { key, cookie: rotoruaCookie, park: 'rotorua' })).status).toBe(409);
  });
});

describe('a refused upload stores nothing and says why', () => {
  const refusals: [string, () => Promise<Buffer>, number, string][] = [
    ['a text file named like a picture', async () => Buffer.from('GIF89a? no: just text pretending to be an image'), 415, 'images.errors.type'],
    ['an SVG (never given to a decoder)', async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="2000" height="2000"/>'), 415, 'images.errors.type'],
    ['a GIF', async () => sharp({ create: { width: 1600, height: 900, channels: 3, background: '#fff' } }).gif().toBuffer(), 415, 'images.errors.type'],
    ['a picture smaller than 1600 × 900', () => picture(1200, 900, 'jpeg'), 422, 'images.errors.tooSmall'],
    ['a truncated JPEG', async () => (await picture(1600, 900, 'jpeg')).subarray(0, 2000), 422, 'images.errors.unreadable'],
    // A decompression bomb: a few hundred kilobytes that would decode to 56 megapixels (168 MB of pixels).
    ['a picture of more than 50 megapixels', async () => sharp({ create: { width: 8000, height: 7000, channels: 3, background: '#3a7' } }).png({ compressionLevel: 9 }).toBuffer(), 422, 'images.errors.tooManyPixels'],
    ['an empty body', async () => Buffer.alloc(0), 400, 'images.errors.empty'],
  ];
  for (const [what, make, status, error] of refusals) {
    it(what, async () => {
      const before = await counts();
      const reply = await upload(await make());
      expect([reply.status, json(reply).error]).toEqual([status, error]);
      expect(json(reply).message).toBeTruthy();
      expect(await counts()).toEqual(before);
    });
  }

  it('a body over 10 MB: 413 as soon as it is announced, with the translated message', async () => {
    const before = await counts();
    const reply = await upload(Buffer.alloc(MAX_UPLOAD_BYTES + 1, 1));
    expect([reply.status, json(reply).error, json(reply).message]).toEqual([413, 'images.errors.tooLarge', 'This file is larger than 10 MB.']);
    expect(await counts()).toEqual(before);
  });

  it('in Chinese for a member who reads Chinese', async () => {
    const reply = await upload(await picture(1000, 600, 'png'), { cookie: zhCookie });
    expect([reply.status, json(reply).message]).toEqual([422, '此圖片太小：最少須為 1600 × 900 像素。']);
  });

  it('no alt text', async () => {
    const before = await counts();
    const reply = await upload(await picture(1600, 900, 'jpeg'), { title: '   ' });
    expect([reply.status, json(reply).error]).toEqual([400, 'images.errors.title']);
    expect(await counts()).toEqual(before);
  });

  it('a gate account, another park\'s manager, no session and another origin, before the file is looked at', async () => {
    const before = await counts();
    const bytes = await picture(1600, 900, 'jpeg');
    expect((await upload(bytes, { cookie: gateCookie })).status).toBe(403);
    expect((await upload(bytes, { cookie: rotoruaCookie, park: 'queenstown' })).status).toBe(403);
    expect((await upload(bytes, { park: 'no-such-park' })).status).toBe(403);
    expect((await upload(bytes, { cookie: '' })).status).toBe(401);
    expect((await upload(bytes, { origin: 'https://evil.example' })).status).toBe(403);
    // Even a text file is refused as FORBIDDEN, not as a bad file: who comes first.
    expect((await upload(Buffer.from('text'), { cookie: gateCookie })).status).toBe(403);
    expect(await counts()).toEqual(before);
    // And only on the admin host: a park's host has no upload endpoint (Next answers, a 404 page).
    const onPark = await http.send('/api/images?park=queenstown&title=x&key=' + randomUUID(), { method: 'POST', host: 'nz.localhost', body: bytes, headers: { cookie: managerCookie, origin: 'http://nz.localhost:3000' } });
    expect(onPark.status).toBe(299);
  });
});

describe('the library and the catalogue', () => {
  it('a park sees its own uploads and the shared pictures, never another park\'s', async () => {
    const mine = json(await upload(await picture(1600, 900, 'jpeg'), { title: 'Queenstown only' })).image!;
    const theirs = json(await upload(await picture(1600, 900, 'jpeg'), { title: 'Rotorua only', cookie: rotoruaCookie, park: 'rotorua' })).image!;

    const library = await http.graphql(managerCookie, 'query($p: ID!) { imageLibrary(parkId: $p) { images { id shared } } }', { p: 'queenstown' });
    const ids = (library.data!.imageLibrary as { images: { id: string; shared: boolean }[] }).images;
    expect(ids.map((image) => image.id)).toContain(mine.id);
    expect(ids.map((image) => image.id)).not.toContain(theirs.id);
    expect(ids[0].id).not.toBe(theirs.id);
    expect(ids.some((image) => image.shared)).toBe(true);
    const refused = await http.graphql(managerCookie, 'query($p: ID!) { imageLibrary(parkId: $p) { parkId } }', { p: 'rotorua' });
    expect(refused.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const gate = await http.graphql(gateCookie, 'query($p: ID!) { imageLibrary(parkId: $p) { parkId } }', { p: 'queenstown' });
    expect(gate.errors?.[0].extensions?.code).toBe('FORBIDDEN');

    const desk = (await catalogueDesk(manager, 'queenstown'))!;
    expect(desk.images.map((image) => image.id)).toContain(mine.id);
    expect(desk.images.map((image) => image.id)).not.toContain(theirs.id);

    // Chosen for a Queenstown activity: allowed; another park's picture: refused with the field's message.
    const activityId = desk.activities[0].id;
    const detail = (await catalogueActivity(manager, activityId))!;
    const { highlights } = detail.details;
    const typed = { ...detail.details, highlights: { en: highlights.en.join('\n'), zhHant: highlights.zhHant.join('\n') } };
    const chosen = await updateActivityDetails(manager, activityId, { ...typed, imageId: mine.id });
    expect(chosen.kind).toBe('done');
    expect((await getCatalogue()).activities.find((activity) => activity.id === activityId)?.imageId).toBe(mine.id);
    const other = await updateActivityDetails(manager, activityId, { ...typed, imageId: theirs.id });
    expect(other).toEqual({ kind: 'problems', problems: [{ field: 'imageId', code: 'image' }] });
    expect(rotoruaManager.parks).toEqual(['rotorua']);
  });
});

describe("every desk's image choice is the park's own or a shared one", () => {
  let mine: { id: string };
  let theirs: { id: string };

  beforeAll(async () => {
    mine = json(await upload(await picture(1600, 900, 'jpeg'), { title: 'Queenstown gondola' })).image!;
    theirs = json(await upload(await picture(1600, 900, 'jpeg'), { title: 'Rotorua redwoods', cookie: rotoruaCookie, park: 'rotorua' })).image!;
  });

  const CHECKOUT = 'checkout { checkoutImageId reservationConfirmation reservationSharePercent reservationReleaseMinutes cancellationPolicy venueHireEmail address mapUrl rescheduleHoursBefore cancelHoursBefore cancelRefundTo giftCardBonusPercent cheaperDifferenceTo waiverRetentionYears }';
  const SAVE = `mutation ($checkout: CheckoutSettingsInput) { saveSiteSettings(localeId: "nz", checkout: $checkout) {
    __typename ... on SiteSettingsSaved { settings { checkout { checkoutImageId } } } ... on SettingsFormRefused { problems { field code } } } }`;

  it('site settings: another park\'s upload is neither listed nor taken as the checkout image', async () => {
    const read = await http.graphql(managerCookie, `query { siteSettings(localeId: "nz") { images { id } ${CHECKOUT} } }`);
    const settings = read.data!.siteSettings as { images: { id: string }[]; checkout: Record<string, unknown> };
    const listed = settings.images.map((image) => image.id);
    expect(listed).toContain(mine.id);
    expect(listed).toContain('nz-checkout');
    expect(listed).not.toContain(theirs.id);

    const before = await database.db.execute(sql`select checkout_image_id from locales where id = 'nz'`);
    const refused = await http.graphql(managerCookie, SAVE, { checkout: { ...settings.checkout, checkoutImageId: theirs.id } });
    expect(refused.data!.saveSiteSettings).toEqual({ __typename: 'SettingsFormRefused', problems: [{ field: 'checkoutImageId', code: 'image' }] });
    expect((await database.db.execute(sql`select checkout_image_id from locales where id = 'nz'`)).rows).toEqual(before.rows);

    const chosen = await http.graphql(managerCookie, SAVE, { checkout: { ...settings.checkout, checkoutImageId: mine.id } });
    expect(chosen.data!.saveSiteSettings).toEqual({ __typename: 'SiteSettingsSaved', settings: { checkout: { checkoutImageId: mine.id } } });
  });

  it('content desk: another park\'s upload is neither listed nor taken in a page', async () => {
    const editor = (await contentPage(manager, 'queenstown', '/about'))!;
    const listed = editor.images.map((image) => image.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    const pageId = editor.columns[0].pageId;
    const published = JSON.parse(editor.columns[0].published) as Record<string, unknown>;
    expect(await saveContentDraft(manager, pageId, JSON.stringify({ ...published, heroImageId: theirs.id }))).toEqual({ kind: 'problems', problems: [{ field: 'form', path: 'form', code: 'image' }] });
    expect((await database.db.execute(sql`select draft from pages where id = ${pageId}`)).rows).toEqual([{ draft: null }]);
    expect((await saveContentDraft(manager, pageId, JSON.stringify({ ...published, heroImageId: mine.id }))).kind).toBe('done');
  });

  it('catalogue desk: a new activity cannot take another park\'s upload', async () => {
    const input = { type: 'BookableActivity' as const, slug: 'borrowed-picture', title: { en: 'Borrowed', zhHant: '' }, summary: { en: 'Not ours.', zhHant: '' }, includedActivityIds: [], externalUrl: '', partnerName: '', partnerFromPrice: '' };
    const refused = await createActivity(manager, 'queenstown', randomUUID(), { ...input, imageId: theirs.id });
    expect(refused).toEqual({ kind: 'problems', problems: [{ field: 'imageId', code: 'image' }] });
    expect((await database.db.execute(sql`select id from activities where slug = 'borrowed-picture'`)).rows).toEqual([]);
    expect((await createActivity(manager, 'queenstown', randomUUID(), { ...input, imageId: mine.id })).kind).toBe('done');
  });
});

describe('an image’s alt text and caption in each language', () => {
  const texts = (alt: { en: string; zhHant: string }, caption: { en: string; zhHant: string }) => ({ alt, caption });
  const galleryCaptions = async (domain: string) => {
    const locale = (await findLocaleByDomain(domain))!;
    const page = await runQuery<{ getPage: { images?: { id: string; title: string; caption: string | null }[] } }>(GetPageDocument, { path: '/gallery' }, { locale, anonymousToken: null, origin: siteOrigin(locale), clientAddress: null });
    return page.getPage.images!.find((image) => image.id === 'harbour-cruise')!;
  };

  it('are a park’s upload’s managers’ and a shared picture’s owners’, checked, audited, and read by each site in its own language with no caption borrowed', async () => {
    const owner = (await findStaffByEmail('owner@summit-rush.test', database.db))!;
    const queenstownImage = randomUUID();
    await database.db.execute(sql`insert into images (id, texts, url, url_fallback, square_url, square_url_fallback, width, height, park_id, created_at)
      values (${queenstownImage}, '{"en":{"title":"Luge track at sunset"}}'::jsonb, '/media/a/wide.webp', '/media/a/wide.jpg', '/media/a/square.webp', '/media/a/square.jpg', 1600, 900, 'queenstown', now())`);

    const mine = await saveImageTexts(manager, queenstownImage, texts({ en: 'Luge track at sunset', zhHant: '日落時的斜路車賽道' }, { en: 'The last run of the day', zhHant: '' }));
    expect(mine.ok && mine.image.texts).toEqual({ alt: { en: 'Luge track at sunset', zhHant: '日落時的斜路車賽道' }, caption: { en: 'The last run of the day', zhHant: '' } });
    expect(await saveImageTexts(rotoruaManager, queenstownImage, texts({ en: 'Not mine', zhHant: '' }, { en: '', zhHant: '' }))).toEqual({ ok: false, reason: 'forbidden' });
    // A shared picture shows on every park's pages: a park's manager may not reword it.
    expect(await saveImageTexts(manager, 'harbour-cruise', texts({ en: 'Mine now', zhHant: '' }, { en: '', zhHant: '' }))).toEqual({ ok: false, reason: 'forbidden' });
    const refused = await saveImageTexts(manager, queenstownImage, texts({ en: '  ', zhHant: '' }, { en: 'x'.repeat(301), zhHant: '' }));
    expect(!refused.ok && refused.reason === 'problems' && refused.problems.map((problem) => problem.field).sort()).toEqual(['alt.en', 'caption.en']);
    expect((await auditTrail(`image:${queenstownImage}`)).map((entry) => entry.action)).toEqual(['image.texts']);

    const harbour = await saveImageTexts(owner, 'harbour-cruise', texts({ en: 'Red-sailed junk cruising across Victoria Harbour', zhHant: '紅帆船航行於維多利亞港' }, { en: 'Evening sail', zhHant: '' }));
    expect(harbour.ok).toBe(true);
    expect(await galleryCaptions('hk.localhost')).toMatchObject({ title: 'Red-sailed junk cruising across Victoria Harbour', caption: 'Evening sail' });
    // No Chinese caption written: none on the Chinese site (the alt text is its own).
    expect(await galleryCaptions('zh.hk.localhost')).toMatchObject({ title: '紅帆船航行於維多利亞港', caption: null });
    await saveImageTexts(owner, 'harbour-cruise', texts({ en: 'Red-sailed junk cruising across Victoria Harbour', zhHant: '紅帆船航行於維多利亞港' }, { en: '', zhHant: '晚間航行' }));
    expect(await galleryCaptions('hk.localhost')).toMatchObject({ caption: null });
    expect(await galleryCaptions('zh.hk.localhost')).toMatchObject({ caption: '晚間航行' });

    // A site's own hero is kept with the site (the locales copy): its new words are read at once there too.
    const hero = (await findLocaleByDomain('hk.localhost'))!.image!;
    const was = { alt: { en: hero.texts.en.title, zhHant: hero.texts['zh-Hant']?.title ?? '' }, caption: { en: '', zhHant: '' } };
    expect((await saveImageTexts(owner, hero.id, { ...was, alt: { ...was.alt, en: `Reworded hero ${queenstownImage}` } })).ok).toBe(true);
    expect((await findLocaleByDomain('hk.localhost'))!.image!.texts.en.title).toBe(`Reworded hero ${queenstownImage}`);
    expect((await saveImageTexts(owner, hero.id, was)).ok).toBe(true);
  });
});
