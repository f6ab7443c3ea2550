import { describe, expect, it } from 'vitest';
import { drawingBox, isWaiverRetention, normalisedWaiverText, waiverNameProblem, waiverTextProblems } from '@/lib/domain/waiver-desk';

describe("the waiver desk's rules", () => {
  it('asks a name of at most 80 characters', () => {
    expect(waiverNameProblem('  ')).toBe('nameRequired');
    expect(waiverNameProblem('n'.repeat(81))).toBe('nameTooLong');
    expect(waiverNameProblem(` ${'n'.repeat(80)} `)).toBeNull();
  });

  it('asks a title (200) and a body (20 000), each problem once, in the form’s order', () => {
    expect(waiverTextProblems({ title: ' ', body: '\n' })).toEqual(['titleRequired', 'bodyRequired']);
    expect(waiverTextProblems({ title: 't'.repeat(201), body: 'b'.repeat(20_001) })).toEqual(['titleTooLong', 'bodyTooLong']);
    expect(waiverTextProblems({ title: '免責聲明', body: '風險自負。' })).toEqual([]);
  });

  it('stores a text trimmed with \\n line ends, so a browser’s \\r\\n is the same text', () => {
    expect(normalisedWaiverText({ title: ' Release ', body: 'One.\r\n\r\nTwo.\r' })).toEqual({ title: 'Release', body: 'One.\n\nTwo.' });
  });

  it('keeps signatures 1 to 30 whole years', () => {
    expect([0, 1, 7, 30, 31, 2.5, Number.NaN].map(isWaiverRetention)).toEqual([false, true, true, true, false, false, false]);
  });
});

describe('a drawn signature’s box', () => {
  it('covers every point of absolute and relative moves and lines, padded', () => {
    expect(drawingBox('M10 20 L40 30 l5 -15 m-50 0 L12,22', 2)).toEqual({ x: -7, y: 13, width: 54, height: 19 });
    expect(drawingBox('M0 0', 4)).toEqual({ x: -4, y: -4, width: 8, height: 8 });
    expect(drawingBox('')).toBeNull();
  });
});
