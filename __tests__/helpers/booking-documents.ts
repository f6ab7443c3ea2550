import { crc32, inflateSync } from 'node:zlib';
import * as fontkit from 'fontkit';
import ICAL from 'ical.js';
import jsQR from 'jsqr';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFNumber, PDFRawStream, PDFRef, type PDFPage } from 'pdf-lib';
import { PNG } from 'pngjs';

/*
 * Reads a booking's documents back as a visitor's software would, for the unit tests
 * (__tests__/unit/booking-documents.test.ts) and the browser journey that downloads them: the PDF's
 * images and the QR codes they hold, the characters its embedded fonts can draw, and the .ics file's
 * events through a real iCalendar parser (ical.js).
 */

// ---- PDF

/** The stream an indirect object or a direct value is. */
const streamOf = (pdf: PDFDocument, value: unknown) => pdf.context.lookup(value as PDFRef) as PDFRawStream | undefined;
const numberIn = (dict: PDFDict, key: string, fallback: number) => (dict.lookup(PDFName.of(key)) as PDFNumber | undefined)?.asNumber() ?? fallback;

/** A PNG chunk, as the format defines it (length, type, data, CRC of type and data). */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * An image XObject's pixels as RGBA. A PNG drawn by pdfkit is stored as its own zlib data with PNG row
 * filters (FlateDecode, /Predictor 15): wrapped back into a PNG, pngjs undoes them. Without a predictor,
 * the inflated bytes are the pixels themselves.
 */
function imagePixels(stream: PDFRawStream): { width: number; height: number; rgba: Uint8ClampedArray } {
  const { dict } = stream;
  const width = numberIn(dict, 'Width', 0);
  const height = numberIn(dict, 'Height', 0);
  const bits = numberIn(dict, 'BitsPerComponent', 8);
  const colourSpace = dict.lookup(PDFName.of('ColorSpace'));
  const channels = colourSpace === PDFName.of('DeviceGray') ? 1 : colourSpace === PDFName.of('DeviceRGB') ? 3 : 0;
  const filter = dict.lookup(PDFName.of('Filter'));
  if (filter !== PDFName.of('FlateDecode') || bits !== 8 || !channels) {
    throw new Error(`An image this reader does not know: ${filter?.toString()}, ${bits} bits, ${colourSpace?.toString()}`);
  }
  const parms = dict.lookup(PDFName.of('DecodeParms')) as PDFDict | undefined;
  const predictor = parms ? numberIn(parms, 'Predictor', 1) : 1;
  const rgba = new Uint8ClampedArray(width * height * 4);
  if (predictor >= 10) {
    const header = Buffer.alloc(13);
    header.writeUInt32BE(width, 0);
    header.writeUInt32BE(height, 4);
    header.set([8, channels === 1 ? 0 : 2, 0, 0, 0], 8);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', Buffer.from(stream.contents)),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    rgba.set(PNG.sync.read(png).data);
  } else {
    const raw = inflateSync(stream.contents);
    for (let i = 0; i < width * height; i++) {
      const [r, g, b] = channels === 1 ? [raw[i], raw[i], raw[i]] : [raw[i * 3], raw[i * 3 + 1], raw[i * 3 + 2]];
      rgba.set([r, g, b, 255], i * 4);
    }
  }
  return { width, height, rgba };
}

/** Every image each page draws (its resources' image XObjects), page by page, as RGBA pixels. */
export async function imagesInPdf(bytes: Uint8Array): Promise<Array<{ page: number; width: number; height: number; rgba: Uint8ClampedArray }>> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().flatMap((page, index) => {
    const objects = page.node.Resources()?.lookup(PDFName.of('XObject'));
    if (!(objects instanceof PDFDict)) return [];
    return objects
      .values()
      .map((value) => streamOf(pdf, value))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream && stream.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image'))
      .map((stream) => ({ page: index + 1, ...imagePixels(stream) }));
  });
}

/** The QR code of every image of a PDF, page by page: an image that holds none is an error, naming its page. */
export async function qrTextsInPdf(bytes: Uint8Array): Promise<string[]> {
  return (await imagesInPdf(bytes)).map(({ page, width, height, rgba }) => {
    const text = jsQR(rgba, width, height)?.data;
    if (!text) throw new Error(`The image on page ${page} holds no QR code that can be read`);
    return text;
  });
}

/** A ToUnicode CMap's character codes and the text each stands for (bfchar and bfrange, as pdfkit and others write them). */
function toUnicode(cmap: string): Map<number, string> {
  const hex = (text: string) => parseInt(text, 16);
  // pdfkit writes a glyph of several characters (a ligature: ff) as <0066 0066>, spaced.
  const utf16 = (text: string) => String.fromCharCode(...(text.replace(/\s/g, '').match(/.{4}/g) ?? []).map(hex));
  const codes = new Map<number, string>();
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const [, code, text] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g)) codes.set(hex(code), utf16(text));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const [, from, to, rest] of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g)) {
      const targets = rest.startsWith('[') ? [...rest.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((match) => utf16(match[1])) : null;
      for (let code = hex(from); code <= hex(to); code++) {
        const offset = code - hex(from);
        if (targets) codes.set(code, targets[offset]);
        else {
          const first = utf16(rest.slice(1, -1));
          codes.set(code, first.slice(0, -1) + String.fromCharCode(first.charCodeAt(first.length - 1) + offset));
        }
      }
    }
  }
  return codes;
}

/**
 * The characters a PDF's embedded fonts draw with a visible glyph: each Type0 (CID) font's ToUnicode map,
 * kept where the embedded TrueType file's glyph for that code has an outline. A font that maps 高 to an
 * empty or missing glyph (a font without Chinese, or a broken embedding) does not count.
 */
export async function drawnCharactersInPdf(bytes: Uint8Array): Promise<Set<string>> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const drawn = new Set<string>();
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.lookup(PDFName.of('Type')) !== PDFName.of('Font') || object.lookup(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue;
    const cmap = streamOf(pdf, object.get(PDFName.of('ToUnicode')));
    const descendant = (object.lookup(PDFName.of('DescendantFonts')) as PDFArray).lookup(0, PDFDict);
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict);
    const file = streamOf(pdf, descriptor.get(PDFName.of('FontFile2')));
    if (!cmap || !file) continue;
    // pdfkit's CIDs are the glyph IDs of its subset (no CIDToGIDMap stream: Identity).
    const font = fontkit.create(inflateSync(file.contents)) as fontkit.Font;
    for (const [code, text] of toUnicode(inflateSync(cmap.contents).toString('latin1'))) {
      if (code < font.numGlyphs && font.getGlyph(code).path.commands.length) drawn.add(text);
    }
  }
  return drawn;
}

/** A page's content stream(s), inflated: the operators that draw it. */
function pageProgram(pdf: PDFDocument, page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((value) => streamOf(pdf, value)) : [contents];
  return streams
    .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
    .map((stream) => (stream.dict.lookup(PDFName.of('Filter')) === PDFName.of('FlateDecode') ? inflateSync(stream.contents) : Buffer.from(stream.contents)).toString('latin1'))
    .join('\n');
}

/** Each page's drawing operators outside its text objects (paths, clips, transforms), page by page. */
export async function pdfPageGraphics(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => pageProgram(pdf, page).replace(/\bBT\b[\s\S]*?\bET\b/g, ''));
}

/**
 * Each page's text, a line for each text object (BT … ET), read through its fonts' ToUnicode maps: enough
 * for the two-byte (Identity-H) hex strings pdfkit writes, not a general PDF text extractor.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return pdf.getPages().map((page) => {
    const fonts = page.node.Resources()?.lookup(PDFName.of('Font'));
    const maps = new Map<string, Map<number, string>>();
    const mapOf = (name: string) => {
      if (!maps.has(name)) {
        const font = fonts instanceof PDFDict ? fonts.lookup(PDFName.of(name)) : undefined;
        const cmap = font instanceof PDFDict ? streamOf(pdf, font.get(PDFName.of('ToUnicode'))) : undefined;
        maps.set(name, cmap ? toUnicode(inflateSync(cmap.contents).toString('latin1')) : new Map());
      }
      return maps.get(name)!;
    };
    const program = pageProgram(pdf, page);
    const lines: string[] = [];
    for (const [, block] of program.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let map = new Map<number, string>();
      let line = '';
      for (const [, font, hex] of block.matchAll(/\/([^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>/g)) {
        if (font) map = mapOf(font);
        else for (const code of hex.match(/.{4}/g) ?? []) line += map.get(parseInt(code, 16)) ?? '\ufffd';
      }
      lines.push(line);
    }
    return lines.join('\n');
  });
}

/** How many pages a PDF has. */
export const pdfPageCount = async (bytes: Uint8Array) => (await PDFDocument.load(bytes, { updateMetadata: false })).getPageCount();

// ---- iCalendar

export interface IcsEvent {
  uid: string;
  summary: string;
  location: string | null;
  description: string;
  url: string | null;
  /** The instants, through the file's own VTIMEZONE definitions. */
  startsAt: Date;
  endsAt: Date;
  /** DTSTART's and DTEND's TZID parameters, as written. */
  startZone: string | null;
  endZone: string | null;
  stamp: Date;
}

/** The TZIDs of an iCalendar file's VTIMEZONE components. */
export function timeZonesInIcs(text: string): string[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid')));
}

/**
 * An iCalendar file's events, parsed by ical.js. Times are read through the file's VTIMEZONEs only (its
 * zone service is reset before and after), so a file without the zone it names reads wrong, not right by luck.
 */
export function eventsInIcs(text: string): IcsEvent[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  try {
    for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
    return calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      const zoneOf = (name: string) => {
        const zone = component.getFirstProperty(name)?.getParameter('tzid');
        return typeof zone === 'string' ? zone : null;
      };
      const optional = (name: string) => {
        const value = component.getFirstPropertyValue(name);
        return value === null || value === undefined ? null : String(value);
      };
      return {
        uid: event.uid,
        summary: event.summary,
        location: event.location || null,
        description: event.description,
        url: optional('url'),
        startsAt: event.startDate.toJSDate(),
        endsAt: event.endDate.toJSDate(),
        startZone: zoneOf('dtstart'),
        endZone: zoneOf('dtend'),
        stamp: (component.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate(),
      };
    });
  } finally {
    ICAL.TimezoneService.reset();
  }
}
