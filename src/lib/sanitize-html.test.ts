// The client sanitizer: allowlisted tags only, safe links, and nothing executable gets through.
import { describe, expect, it } from 'vitest';
import { hasVisibleHtml, safeHref, sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the allowlisted formatting tags', () => {
    const html = '<h2>Title</h2><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u><br></p>';
    expect(sanitizeHtml(html)).toBe(html);
    expect(sanitizeHtml('<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>')).toBe(
      '<ul><li>a</li></ul><ol><li>b</li></ol><blockquote>q</blockquote>',
    );
  });

  it('drops attributes from allowed tags', () => {
    expect(sanitizeHtml('<p style="color:red" onclick="x()" class="c">hi</p>')).toBe('<p>hi</p>');
  });

  it('removes scripts, styles and frames with their content', () => {
    expect(sanitizeHtml('<p>a</p><script>alert(1)</script><style>p{}</style><iframe src="x"></iframe>')).toBe(
      '<p>a</p>',
    );
    expect(sanitizeHtml('<svg><script>alert(1)</script></svg>ok')).toBe('ok');
  });

  it('keeps the text of unknown tags', () => {
    expect(sanitizeHtml('<div><span>hello</span> <font>world</font></div>')).toBe('hello world');
    expect(sanitizeHtml('<img src=x onerror="alert(1)">after')).toBe('after');
  });

  it('keeps http(s) and mailto links with rel noopener', () => {
    expect(sanitizeHtml('<a href="https://example.com/a" onclick="x()">go</a>')).toBe(
      '<a href="https://example.com/a" rel="noopener noreferrer" target="_blank">go</a>',
    );
    expect(sanitizeHtml('<a href="mailto:hr@example.com">mail</a>')).toContain('href="mailto:hr@example.com"');
  });

  it('unwraps links with dangerous or relative URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="jav&#x61;script:alert(1)">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="data:text/html,hi">x</a>')).toBe('x');
    expect(sanitizeHtml('<a href="/relative">x</a>')).toBe('x');
  });

  it('escapes text so it cannot open tags', () => {
    expect(sanitizeHtml('<p>&lt;script&gt;</p>')).toBe('<p>&lt;script&gt;</p>');
  });

  it('drops comments and handles empty input', () => {
    expect(sanitizeHtml('<!-- secret --><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
  });
});

describe('safeHref', () => {
  it('accepts only absolute http, https and mailto', () => {
    expect(safeHref('http://a.test/')).toBe('http://a.test/');
    expect(safeHref(' https://a.test ')).toBe('https://a.test/');
    expect(safeHref('ftp://a.test')).toBeNull();
    expect(safeHref('javascript:void 0')).toBeNull();
    expect(safeHref(null)).toBeNull();
  });
});

describe('hasVisibleHtml', () => {
  it('is false for empty markup', () => {
    expect(hasVisibleHtml('<p></p><p>&nbsp;</p>')).toBe(false);
    expect(hasVisibleHtml('<script>x</script>')).toBe(false);
    expect(hasVisibleHtml('<p>About us</p>')).toBe(true);
  });
});
