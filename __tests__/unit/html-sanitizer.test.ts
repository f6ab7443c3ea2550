import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/server/platform/html-sanitizer';

describe('sanitizeHtml', () => {
  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<img src=x onerror=alert(1)>', ''],
    ['<p onclick="x()">hi</p>', '<p>hi</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="//evil.example/x">x</a>', '<a>x</a>'],
    ['<iframe src="https://evil.example"></iframe>', ''],
    ['<p style="color:red">x</p>', '<p>x</p>'],
    ['<svg><script>alert(1)</script></svg>', ''],
  ])('%s → %s', (input, output) => expect(sanitizeHtml(input)).toBe(output));

  it('keeps the formatting operators use, and makes new-tab links safe', () => {
    expect(sanitizeHtml('<h2>Terms</h2><ul><li><strong>Bold</strong> <a href="https://x.example" target="_blank">link</a></li></ul>')).toBe(
      '<h2>Terms</h2><ul><li><strong>Bold</strong> <a href="https://x.example" target="_blank" rel="noopener noreferrer">link</a></li></ul>',
    );
    expect(sanitizeHtml('<a href="mailto:hello@park.example">mail</a>')).toBe('<a href="mailto:hello@park.example">mail</a>');
  });
});
