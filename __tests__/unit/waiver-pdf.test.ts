import { describe, expect, it } from 'vitest';
import { drawnCharactersInPdf, pdfPageGraphics, pdfPageTexts } from '@/__tests__/helpers/booking-documents';
import { waiverPdf, type WaiverDocument } from '@/lib/server/booking-documents';
import { pathBox } from '@/lib/domain/svg-path';

/*
 * A signed waiver's PDF copy, read back through its embedded fonts: every part of the record in the
 * signed text's language, the body as signed, the drawn signature as a path, and a Chinese copy whose
 * characters the font really draws.
 */

const SEAL = 'a3f1c2d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f90';

const english: WaiverDocument = {
  language: 'en',
  intlLocale: 'en-NZ',
  park: { name: 'Summit Rush Queenstown', timeZone: 'Pacific/Auckland' },
  waiver: { title: 'Zipline rider’s release', body: 'I ride at my own risk.\nI follow the guides’ instructions.', version: 3 },
  activityTitle: 'Zipline',
  rider: {
    name: 'Aroha Ngata',
    dateOfBirth: '2014-05-01',
    heightCm: 142,
    weightKg: 38,
    answers: [
      { question: 'Do you have a heart condition?', answer: false },
      { question: 'back-injury', answer: true },
    ],
  },
  signer: { name: 'Mere Ngata', guardianRelationship: 'mother' },
  drawing: 'M 10 60 C 20 10, 40 10, 45 50 S 70 90, 80 40 L 95 45',
  // 09:00:07 UTC is 21:00:07 in Queenstown (NZST, UTC+12, in June).
  signedAt: new Date('2026-06-01T09:00:07Z'),
  clientAddress: '203.0.113.9',
  seal: SEAL,
};

const chinese: WaiverDocument = {
  ...english,
  language: 'zh-Hant',
  intlLocale: 'zh-Hant-HK',
  park: { name: '峰躍探險樂園 香港', timeZone: 'Asia/Hong_Kong' },
  waiver: { title: '高空滑索免責聲明', body: '本人明白高空滑索涉及風險，並自願參與。', version: 1 },
  activityTitle: '高空滑索',
  rider: { name: '陳小明', dateOfBirth: '2012-11-30', heightCm: null, weightKg: null, answers: [{ question: '您是否患有心臟病？', answer: false }] },
  signer: { name: '陳大文', guardianRelationship: '父親' },
  drawing: null,
};

/** The copy's text, a line broken where the page broke it read as one. */
const textOf = async (doc: WaiverDocument) => (await pdfPageTexts(await waiverPdf(doc))).join('\n').replace(/\s+/g, ' ');

describe('the signed waiver’s PDF', () => {
  it('English: the park, the text as signed with its version, the rider, the answers, the signer, the time in the park’s zone, the address and the seal', async () => {
    const text = await textOf(english);
    for (const part of [
      'Summit Rush Queenstown',
      'Zipline rider’s release',
      'Version 3 · English',
      'I ride at my own risk.',
      'I follow the guides’ instructions.',
      'Aroha Ngata',
      '1 May 2014',
      'Zipline',
      '142 cm',
      '38 kg',
      'Do you have a heart condition?',
      'back-injury',
      'Mere Ngata',
      'mother',
      'Monday, 1 June 2026',
      '(local time at Summit Rush Queenstown)',
      '203.0.113.9',
      SEAL,
      'Page 1 of 1',
    ]) {
      expect(text).toContain(part);
    }
    expect(text).toMatch(/9:00:07\s?pm/);
    expect(text).not.toMatch(/\p{Script=Han}/u);
  });

  it('leaves out what the signature does not hold: height, weight, questions, a guardian', async () => {
    const text = await textOf({ ...english, rider: { ...english.rider, heightCm: null, weightKg: null, answers: [] }, signer: { name: 'Aroha Ngata', guardianRelationship: null } });
    expect(text).not.toContain('Height');
    expect(text).not.toContain('Weight');
    expect(text).not.toContain('Health questions');
    expect(text).not.toContain('Guardian');
  });

  it('draws the signature’s path, scaled into its box, and none when only the name signed', async () => {
    const [drawn] = await pdfPageGraphics(await waiverPdf(english));
    // Clipped to its box (re W n), moved and scaled into it (cm), then the path's own curves and line, stroked.
    expect(drawn).toMatch(/\bre\s+W n\s+[\d. -]+ cm\s+[\d. -]+ cm\s+10 60 m\s+20 10 40 10 45 50 c[\s\S]*95 45 l[\s\S]*\bS\b/);
    const [typed] = await pdfPageGraphics(await waiverPdf({ ...english, drawing: null }));
    expect(typed).not.toMatch(/\bW n\b/);
    // Data that is not a path is not handed to pdfkit: the copy says so instead.
    const text = await textOf({ ...english, drawing: 'M 0 0 <script>' });
    expect(text).toContain('The drawing could not be shown.');
  });

  it('Traditional Chinese: the same record in Chinese words, every Chinese character drawn by the embedded font', async () => {
    const pdf = await waiverPdf(chinese);
    const text = (await pdfPageTexts(pdf)).join('\n').replace(/\s+/g, ' ');
    for (const part of ['峰躍探險樂園 香港', '高空滑索免責聲明', '第 1 版 · 繁體中文', '本人明白高空滑索涉及風險，並自願參與。', '陳小明', '2012年11月30日', '您是否患有心臟病？', '否', '陳大文', '父親', '簽署時間', SEAL]) {
      expect(text).toContain(part);
    }
    // 09:00:07 UTC is 17:00:07 in Hong Kong.
    expect(text).toMatch(/下午5:00:07/);
    const characters = await drawnCharactersInPdf(pdf);
    for (const character of '高空滑索免責聲明陳小明父親') expect(characters.has(character), character).toBe(true);
  });
});

describe('a drawn signature’s box', () => {
  it('covers every point the path names, absolute and relative', () => {
    expect(pathBox('M10 10 L 50 30')).toEqual({ minX: 10, minY: 10, maxX: 50, maxY: 30 });
    expect(pathBox('M10,10l5-5h20v10z')).toEqual({ minX: 10, minY: 5, maxX: 35, maxY: 15 });
    expect(pathBox('M 0 0 C 10 -10 20 10 30 0')).toEqual({ minX: 0, minY: -10, maxX: 30, maxY: 10 });
    // Pairs after a moveto's first are linetos.
    expect(pathBox('m1e1 .5 2 3')).toEqual({ minX: 10, minY: 0.5, maxX: 12, maxY: 3.5 });
  });

  it('is none for what is not path data', () => {
    for (const data of ['', 'hello', 'M0 0 L', 'L 1 2', 'M 0 0 <script>', 'M 0 0 Z 5']) expect(pathBox(data), data).toBeNull();
  });
});
