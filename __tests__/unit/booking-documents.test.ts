import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterEach, describe, expect, it } from 'vitest';
import {
  drawnCharactersInPdf,
  eventsInIcs,
  imagesInPdf,
  pdfPageCount,
  pdfPageTexts,
  qrTextsInPdf,
  timeZonesInIcs,
} from '@/__tests__/helpers/booking-documents';
import { bookingIcs, calendarEvents, googleCalendarUrl, ticketsPdf, type BookingDocument } from '@/lib/server/booking-documents';
import { ticketQrText, ticketTypedText } from '@/lib/server/orders';

/*
 * A booking's documents (issue #24), read back as a visitor's software reads them: the PDF's QR images
 * decoded, its text through its embedded fonts, the .ics through ical.js. Two parks in two zones far from
 * the server's clock: Queenstown in daylight saving (UTC+13 in December), Taipei (UTC+8).
 */

const HAN = /\p{Script=Han}/u;

function booking(language: 'en' | 'zh-Hant', timeZone = language === 'en' ? 'Pacific/Auckland' : 'Asia/Taipei'): BookingDocument {
  const zh = language === 'zh-Hant';
  const zipline = { activityId: 'act-zip', activityTitle: zh ? '高空飛索' : 'Zipline', startsAt: new Date('2026-12-04T20:30:00Z'), endsAt: new Date('2026-12-04T22:00:00Z') };
  const ropes = { activityId: 'act-ropes', activityTitle: zh ? '樹頂繩索歷險' : 'Tree-top ropes course', startsAt: new Date('2026-12-05T01:00:00Z'), endsAt: new Date('2026-12-05T03:00:00Z') };
  return {
    bookingId: 'SR-7K2P9Q',
    language,
    park: {
      name: zh ? '極速峰台北' : 'Summit Rush Queenstown',
      address: zh ? '台北市士林區至善路二段221號' : '12 Gorge Road, Queenstown 9300, New Zealand',
      mapUrl: 'https://maps.example/?q=summit-rush',
      timeZone,
      siteUrl: 'https://summitrush.example',
    },
    visitorName: zh ? '陳小明' : 'Ana Smith',
    manageUrl: 'https://summitrush.example/my-booking/signed.link-key',
    tickets: [
      { code: 'TKAAAA2', qrText: ticketQrText('TKAAAA2'), typedText: ticketTypedText('TKAAAA2'), ticketTitle: zh ? '成人' : 'Adult', people: 1, ...zipline },
      { code: 'TKBBBB3', qrText: ticketQrText('TKBBBB3'), typedText: ticketTypedText('TKBBBB3'), ticketTitle: zh ? '成人' : 'Adult', people: 1, ...zipline },
      { code: 'TKCCCC4', qrText: ticketQrText('TKCCCC4'), typedText: ticketTypedText('TKCCCC4'), ticketTitle: zh ? '家庭' : 'Family', people: 4, ...ropes },
    ],
  };
}

describe('the tickets PDF', () => {
  it.each(['en', 'zh-Hant'] as const)('%s: one page and one QR image per ticket, each decoding to its ticket’s QR text', async (language) => {
    const doc = booking(language);
    const pdf = await ticketsPdf(doc);
    expect(await pdfPageCount(pdf)).toBe(3);
    expect((await imagesInPdf(pdf)).map((image) => image.page)).toEqual([1, 2, 3]);
    expect(await qrTextsInPdf(pdf)).toEqual(doc.tickets.map((ticket) => ticket.qrText));
    // The same PDF for one ticket holds that ticket's code only.
    expect(await qrTextsInPdf(await ticketsPdf({ ...doc, tickets: [doc.tickets[2]] }))).toEqual([doc.tickets[2].qrText]);
  });

  it('English: the park, booking ID, session in the park’s time, ticket type, people, code and address, and no Chinese', async () => {
    const [first, , third] = await pdfPageTexts(await ticketsPdf(booking('en')));
    expect(first).toContain('Summit Rush Queenstown');
    expect(first).toContain('Booking ID: SR-7K2P9Q');
    expect(first).toContain('Ticket 1 of 3');
    expect(first).toContain('Zipline');
    // 20:30 UTC on 4 December is 09:30 on Saturday 5 December in Queenstown (NZDT, UTC+13).
    expect(first).toMatch(/Saturday, December 5, 2026/);
    expect(first).toMatch(/9:30\s?AM–11:00\s?AM \(local time at Summit Rush Queenstown\)/);
    expect(first).toContain('Adult · Admits 1 person');
    // Under the QR code, the short text a gate types when its camera cannot read the code.
    expect(first).toContain(ticketTypedText('TKAAAA2'));
    expect(first).toContain('12 Gorge Road, Queenstown 9300, New Zealand');
    expect(third).toContain('Family · Admits 4 people');
    expect(third).toContain('Tree-top ropes course');
    expect(first + third).not.toMatch(HAN);
    // Its tickets are forwarded to the riders: the site's address, never the booking's own page (a guard: the calendar's manageUrl stays out).
    expect(first).toContain('https://summitrush.example');
    expect(first + third).not.toContain('/my-booking/');
    // The site's Intl locale, as its emails write days and times.
    const [nz] = await pdfPageTexts(await ticketsPdf({ ...booking('en'), intlLocale: 'en-NZ' }));
    expect(nz).toContain('Saturday, 5 December 2026');
    expect(nz).toMatch(/9:30\s?am–11:00\s?am/);
  });

  it('Traditional Chinese: every word in it, drawn by an embedded font that has the glyphs', async () => {
    const doc = booking('zh-Hant');
    const pdf = await ticketsPdf(doc);
    const [first, , third] = await pdfPageTexts(pdf);
    expect(first).toContain('預訂編號：SR-7K2P9Q');
    expect(first).toContain('高空飛索');
    // 20:30 UTC is 04:30 on Saturday 5 December in Taipei (UTC+8); ICU names the time of day (凌晨, early morning).
    expect(first).toContain('2026年12月5日 星期六');
    expect(first).toMatch(/\p{Script=Han}{2}4:30–\p{Script=Han}{2}6:00（極速峰台北當地時間）/u);
    expect(first).toContain('成人 · 可供 1 人入場');
    expect(first).toContain('台北市士林區至善路二段221號');
    expect(third).toContain('樹頂繩索歷險');
    expect(third).toContain('家庭 · 可供 4 人入場');
    expect(first).not.toMatch(/Booking|Ticket|Admits|Address/);
    // Not only mapped to Unicode: the embedded font's glyph for each character has an outline.
    const drawn = await drawnCharactersInPdf(pdf);
    for (const character of '高空飛索樹頂繩索歷險極速峰台北預訂編號成人家庭陳小明地址') expect(drawn, character).toContain(character);
  });

  it('links "Map" to the park’s map, and leaves the address out when the park has none', async () => {
    const doc = booking('en');
    const pdf = await PDFDocument.load(await ticketsPdf(doc));
    const links = pdf.getPages()[0].node.Annots()?.asArray().map((ref) => {
      const action = (pdf.context.lookup(ref) as PDFDict).lookup(PDFName.of('A'), PDFDict);
      return (action.lookup(PDFName.of('URI')) as PDFString).decodeText();
    });
    expect(links).toEqual([doc.park.mapUrl]);
    const bare = await pdfPageTexts(await ticketsPdf({ ...doc, park: { ...doc.park, address: null, mapUrl: null } }));
    expect(bare[0]).not.toContain('Address');
  });

  it('refuses a booking without tickets', async () => {
    await expect(ticketsPdf({ ...booking('en'), tickets: [] })).rejects.toThrow(RangeError);
  });
});

describe('the calendar events', () => {
  const serverZone = process.env.TZ;
  afterEach(() => {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  });

  it('one event per session (activity and start), in time order, with a UID that is the same in every language', () => {
    const en = calendarEvents(booking('en'));
    const zh = calendarEvents(booking('zh-Hant', 'Pacific/Auckland'));
    expect(en.map((event) => event.title)).toEqual(['Zipline – Summit Rush Queenstown', 'Tree-top ropes course – Summit Rush Queenstown']);
    expect(zh.map((event) => event.title)).toEqual(['高空飛索 – 極速峰台北', '樹頂繩索歷險 – 極速峰台北']);
    expect(en.map((event) => event.uid)).toEqual(zh.map((event) => event.uid));
    expect(new Set(en.map((event) => event.uid)).size).toBe(2);
    expect(en[0].details).toBe('Booking ID: SR-7K2P9Q\n\nTickets\n2 × Adult\n\nYour booking and tickets: https://summitrush.example/my-booking/signed.link-key');
    expect(en[1].details).toContain('1 × Family (Each ticket includes 4 people)');
    // Another activity at the same start is another session.
    const doc = booking('en');
    const same = calendarEvents({ ...doc, tickets: [...doc.tickets, { ...doc.tickets[0], code: 'TKDDDD5', activityId: 'act-climb', activityTitle: 'Climbing wall' }] });
    expect(same).toHaveLength(3);
  });

  it.each([
    ['en', 'UTC'],
    ['zh-Hant', 'America/New_York'],
  ] as const)('%s .ics, server clock in %s: parses, each event at its session’s instants, named in the park’s zone, with its VTIMEZONE', (language, serverClock) => {
    process.env.TZ = serverClock;
    const doc = booking(language);
    const now = new Date('2026-11-27T08:15:00Z');
    const text = bookingIcs(doc, now);
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n|\r/);
    expect(timeZonesInIcs(text)).toEqual([doc.park.timeZone]);
    const events = eventsInIcs(text);
    const sessions = calendarEvents(doc);
    expect(events).toHaveLength(2);
    events.forEach((event, index) => {
      expect(event.uid).toBe(sessions[index].uid);
      expect(event.startZone).toBe(doc.park.timeZone);
      expect(event.endZone).toBe(doc.park.timeZone);
      expect(event.stamp).toEqual(now);
      expect(event.location).toBe(doc.park.address);
      // The booking's own page, not the site's home.
      expect(event.url).toBe(doc.manageUrl);
      expect(event.description).toContain('SR-7K2P9Q');
      expect(event.description).toContain(doc.manageUrl);
    });
    expect(events.map((event) => [event.startsAt, event.endsAt])).toEqual([
      [doc.tickets[0].startsAt, doc.tickets[0].endsAt],
      [doc.tickets[2].startsAt, doc.tickets[2].endsAt],
    ]);
    expect(events[0].summary).toBe(language === 'en' ? 'Zipline – Summit Rush Queenstown' : '高空飛索 – 極速峰台北');
    if (language === 'zh-Hant') expect(events[1].description).toContain('家庭 × 1（每張門票包括 4 人）');
    // The wall clock written is the park's: 09:30 in Queenstown, 04:30 in Taipei.
    expect(text).toContain(language === 'en' ? 'DTSTART;TZID=Pacific/Auckland:20261205T093000' : 'DTSTART;TZID=Asia/Taipei:20261205T043000');
  });

  it('the Google Calendar link: the session in UTC, the park’s zone, the words and the place', () => {
    const [event] = calendarEvents(booking('zh-Hant'));
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(url.searchParams.get('action')).toBe('TEMPLATE');
    expect(url.searchParams.get('dates')).toBe('20261204T203000Z/20261204T220000Z');
    expect(url.searchParams.get('ctz')).toBe('Asia/Taipei');
    expect(url.searchParams.get('text')).toBe('高空飛索 – 極速峰台北');
    expect(url.searchParams.get('details')).toContain('預訂編號：SR-7K2P9Q');
    expect(url.searchParams.get('details')).toContain('https://summitrush.example/my-booking/signed.link-key');
    expect(url.searchParams.get('location')).toBe('台北市士林區至善路二段221號');
    expect(new URL(googleCalendarUrl({ ...event, location: null })).searchParams.has('location')).toBe(false);
  });
});
