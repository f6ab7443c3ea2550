import { describe, expect, it } from 'vitest';
import { sanitizeHtmlReport } from '@/lib/server/platform/html-sanitizer';
import { editorHtml, linkAddress, storedHtml } from '@/lib/domain/rich-text';

describe('linkAddress', () => {
  it('keeps the schemes the sanitiser keeps, and paths of the site', () => {
    expect(linkAddress('https://summitrush.example/zip')).toBe('https://summitrush.example/zip');
    expect(linkAddress(' http://example.com ')).toBe('http://example.com');
    expect(linkAddress('mailto:hello@example.com')).toBe('mailto:hello@example.com');
    expect(linkAddress('tel:+85212345678')).toBe('tel:+85212345678');
    expect(linkAddress('/gift-vouchers')).toBe('/gift-vouchers');
  });

  it('completes what people type: a bare domain or an e-mail address', () => {
    expect(linkAddress('www.example.com/a?b=1')).toBe('https://www.example.com/a?b=1');
    expect(linkAddress('example.org')).toBe('https://example.org');
    expect(linkAddress('hello@example.com')).toBe('mailto:hello@example.com');
  });

  it('refuses what the sanitiser would remove, and what is not an address', () => {
    for (const bad of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<b>x</b>', 'vbscript:x', '//evil.example', 'ftp://x.example', 'https://', 'not a link', '', '   ', 'hello'])
      expect(linkAddress(bad), bad).toBeNull();
  });
});

describe('storedHtml', () => {
  it('stores an empty document as no text', () => {
    expect(storedHtml('<p></p>')).toBe('');
    expect(storedHtml('<p></p><p></p>')).toBe('');
    expect(storedHtml('<ul><li><p></p></li></ul>')).toBe('');
  });

  it('drops the trailing empty paragraph and keeps everything else', () => {
    expect(storedHtml('<h2>Title</h2><p>Text</p><p></p>')).toBe('<h2>Title</h2><p>Text</p>');
    expect(storedHtml('<p>a</p><hr>')).toBe('<p>a</p><hr>');
  });

  it('gives what the sanitiser keeps unchanged, for every mark and node of the editor', () => {
    const html = storedHtml(
      '<h2>Zip</h2><h3>Lines</h3><h4>Small</h4><p><strong>Bold</strong> <em>italic</em> <a href="https://x.example/a">link</a><br>next</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><blockquote><p>q</p></blockquote><hr><p></p>',
    );
    expect(sanitizeHtmlReport(html).removed).toBe(false);
  });

  it('gives a table and a titled link as the editor writes them unchanged too', () => {
    const html = storedHtml(
      '<table><tbody><tr><th colspan="1" rowspan="1"><p>Age</p></th><th colspan="2" rowspan="1"><p>Price</p></th></tr><tr><td colspan="1" rowspan="1"><p>Adult</p></td></tr></tbody></table><p><a href="https://x.example/faq" title="Questions">FAQ</a></p>',
    );
    expect(sanitizeHtmlReport(html)).toEqual({ html, removed: false });
    // What the editor no longer writes is still what the sanitiser takes out: a table's inline style.
    expect(sanitizeHtmlReport('<table style="min-width: 50px"><tbody><tr><td>a</td></tr></tbody></table>').removed).toBe(true);
  });
});

describe('editorHtml', () => {
  it('gives stored HTML as it is', () => {
    expect(editorHtml('<p>Hello <strong>there</strong></p>')).toBe('<p>Hello <strong>there</strong></p>');
  });

  it('makes older plain text paragraphs, line breaks kept and characters escaped', () => {
    expect(editorHtml('First line\nsecond\n\nA & B < C')).toBe('<p>First line<br>second</p><p>A &amp; B &lt; C</p>');
    expect(editorHtml('')).toBe('');
  });
});
