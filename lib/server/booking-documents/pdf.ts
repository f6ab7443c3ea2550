import { readFileSync } from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { Language } from '@/lib/domain/language';

/*
 * What every document PDF shares (the tickets, a signed waiver): pdfkit on A4 with the one font that draws
 * both languages, and the file's bytes once it is ended.
 *
 * Every word is in Noto Sans TC (OFL-1.1, from @expo-google-fonts/noto-sans-tc: whole TrueType files,
 * installed from the npm registry with no download of their own). It has Latin and Traditional Chinese
 * glyphs alike, so one font draws a zh-Hant catalogue's titles (高空飛索) and an English visitor's name;
 * pdfkit embeds only the glyphs a document uses, so a ticket stays tens of kilobytes, not the font's 7 MB.
 * (@fontsource's Noto Sans TC ships only WOFF2 slices, whose outlines pdfkit 0.20 embeds blank.)
 */

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@expo-google-fonts', 'noto-sans-tc');
let fonts: { regular: Buffer; bold: Buffer } | undefined;
/** The two weights, read once per process (7 MB each): a booking's page may be asked for its PDF often. */
function fontFiles() {
  fonts ??= {
    regular: readFileSync(path.join(FONT_DIR, '400Regular', 'NotoSansTC_400Regular.ttf')),
    bold: readFileSync(path.join(FONT_DIR, '700Bold', 'NotoSansTC_700Bold.ttf')),
  };
  return fonts;
}

/** The registered fonts' names: every text of a document is in one of them. */
export const REGULAR = 'NotoSansTC-Regular';
export const BOLD = 'NotoSansTC-Bold';
export const INK = '#1a1a1a';
export const MUTED = '#5c5c5c';
export const RULE = '#d0d0d0';

/**
 * A new A4 document in `language` with Noto Sans TC registered in both weights (no page yet), and its
 * bytes, which resolve once `pdf.end()` is called. With `bufferPages`, every page can be drawn on until then.
 */
export function documentPdf({ language, title, author, bufferPages = false }: { language: Language; title: string; author: string; bufferPages?: boolean }): { pdf: PDFKit.PDFDocument; bytes: Promise<Buffer> } {
  const { regular, bold } = fontFiles();
  const pdf = new PDFDocument({
    size: 'A4',
    margin: 50,
    autoFirstPage: false,
    // Kept until the end when a page's foot depends on them all (switchToPage).
    bufferPages,
    lang: language,
    displayTitle: true,
    // No default font: pdfkit's is Helvetica, which has no Chinese. Noto's weights are registered below.
    font: '',
    info: { Title: title, Author: author },
  });
  // By name: pdfkit caches a font under its name, while a Buffer given to font() would be parsed every time.
  pdf.registerFont(REGULAR, regular).registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  const bytes = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  return { pdf, bytes };
}

/** Text at the foot of the current page, in its bottom margin (pdfkit would start a new page for text below it). */
export function footer(pdf: PDFKit.PDFDocument, text: string, options: PDFKit.Mixins.TextOptions = {}): void {
  const left = pdf.page.margins.left;
  const width = pdf.page.width - left - pdf.page.margins.right;
  pdf.font(REGULAR).fontSize(9).fillColor(MUTED);
  const margin = pdf.page.margins.bottom;
  pdf.page.margins.bottom = 0;
  pdf.text(text, left, pdf.page.height - margin + 12, { ...options, width, lineBreak: false, ellipsis: true });
  pdf.page.margins.bottom = margin;
}

/**
 * How an English document's text is shaped: Noto Sans TC draws quotes, apostrophes and the ellipsis at
 * full width by default (Guardian’ s), as Chinese text wants them; its proportional widths (OpenType
 * `pwid`) are the Latin ones. A Chinese document keeps the font's default.
 */
export const textShaping = (language: Language): { features?: PDFKit.Mixins.OpenTypeFeatures[] } => (language === 'en' ? { features: ['pwid'] } : {});
