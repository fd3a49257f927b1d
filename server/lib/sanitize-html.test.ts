// The rich-text allowlist: what survives, what is stripped, and the invariant that matters most —
// whatever goes in, every tag that comes out is one the allowlist names, with no attribute but a
// checked href.
import { describe, expect, it } from 'vitest';
import { decodeEntities, MAX_NESTING, safeHref, sanitizeHtml } from './sanitize-html';

const OUTPUT_TAG = /<[^>]*>/g;
const ALLOWED_OUTPUT_TAG =
  /^<(?:\/?(?:p|br|strong|b|em|i|u|ul|ol|li|h[1-4]|blockquote|a)|a href="(?:https?|mailto):[^"<>]*" rel="noopener noreferrer nofollow")>$/;

function expectOnlyAllowedTags(html: string) {
  for (const tag of html.match(OUTPUT_TAG) ?? []) expect(tag).toMatch(ALLOWED_OUTPUT_TAG);
  // No `<` outside the tags above: every other one was escaped.
  expect(html.replace(OUTPUT_TAG, '')).not.toContain('<');
}

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting tags and drops their attributes', () => {
    const html =
      '<h1 class="x">Title</h1><p style="color:red" onclick="x()">A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> ' +
      '<u>f</u><br/>g</p><ul><li>one</li></ul><ol><li>two</li></ol><h2>h2</h2><h3>h3</h3><h4>h4</h4>' +
      '<blockquote>q</blockquote>';
    expect(sanitizeHtml(html)).toBe(
      '<h1>Title</h1><p>A <strong>b</strong> <b>c</b> <em>d</em> <i>e</i> <u>f</u><br>g</p><ul><li>one</li></ul>' +
        '<ol><li>two</li></ol><h2>h2</h2><h3>h3</h3><h4>h4</h4><blockquote>q</blockquote>',
    );
  });

  it('keeps http, https and mailto links, with rel added and other attributes dropped', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" onclick="x()">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml("<a href='http://example.com'>x</a>")).toBe(
      '<a href="http://example.com/" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<A HREF=mailto:hr@example.com>mail</A>')).toBe(
      '<a href="mailto:hr@example.com" rel="noopener noreferrer nofollow">mail</a>',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'jav&#x61;script:alert(1)',
    'jav&#97;script:alert(1)',
    'javascript&colon;alert(1)',
    '&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
    '#anchor',
    '',
  ])('drops a link whose href is %j, keeping its text', (href) => {
    const out = sanitizeHtml(`<a href="${href}">text</a>`);
    expect(out).toBe('text');
  });

  it('drops scripts, styles and other code-carrying elements with their content', () => {
    expect(sanitizeHtml('a<script>alert(1)</script>b')).toBe('ab');
    expect(sanitizeHtml('a<SCRIPT type="x">alert("</p>")</SCRIPT >b')).toBe('ab');
    expect(sanitizeHtml('a<style>p{color:red}</style>b')).toBe('ab');
    expect(sanitizeHtml('a<iframe src="https://evil.example"></iframe>b')).toBe('ab');
    expect(sanitizeHtml('a<svg><g><svg></svg><text>t</text></g><script>x</script></svg>b')).toBe('ab');
    expect(sanitizeHtml('a<math><mi>x</mi></math>b<template><p>t</p></template>c')).toBe('abc');
    expect(sanitizeHtml('a<textarea><p>not html</p></textarea>b')).toBe('ab');
    expect(sanitizeHtml('a<script>never closed <p>x</p>')).toBe('a');
    expect(sanitizeHtml('a<plaintext><p>x</p>')).toBe('a');
  });

  it('drops other tags but keeps their text', () => {
    expect(sanitizeHtml('<div><span class="x">hello</span> <img src=x onerror=alert(1)>world</div>')).toBe(
      'hello world',
    );
    expect(sanitizeHtml('<h5>small</h5><table><tr><td>cell</td></tr></table>')).toBe('smallcell');
  });

  it('drops comments, doctypes and processing instructions', () => {
    expect(sanitizeHtml('a<!-- <script>alert(1)</script> -->b<!DOCTYPE html>c<?xml version="1.0"?>d')).toBe('abcd');
    expect(sanitizeHtml('a<![CDATA[<script>x</script>]]>b')).toBe('ax]]&gt;b');
  });

  it('escapes text that is not markup and keeps character references', () => {
    expect(sanitizeHtml('1 < 2 > 0 & fish &amp; chips &nbsp; &#169; &#x263A; &eacute;')).toBe(
      '1 &lt; 2 &gt; 0 &amp; fish &amp; chips &nbsp; &#169; &#x263A; &eacute;',
    );
    expect(sanitizeHtml('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeHtml('<<p>x</p>')).toBe('&lt;<p>x</p>');
  });

  it('balances tags: closes what is open and ignores stray closing tags', () => {
    expect(sanitizeHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>');
    expect(sanitizeHtml('</p>text</em></div>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>after')).toBe('<ul><li>a<li>b</li></li></ul>after');
    expect(sanitizeHtml('<em><strong>x</em>y</strong>')).toBe('<em><strong>x</strong></em>y');
  });

  it('reads quotes where a browser does', () => {
    expect(sanitizeHtml('<a href=https://ok.example/"onmouseover="alert(1)>x</a>')).toBe(
      '<a href="https://ok.example/%22onmouseover=%22alert(1)" rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeHtml('<p title="a>b">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<a title=\'"\' href="https://a.example">x</a>')).toBe(
      '<a href="https://a.example/" rel="noopener noreferrer nofollow">x</a>',
    );
  });

  it('keeps an unterminated tag as text', () => {
    expect(sanitizeHtml('<p>ok</p><a href="x')).toBe('<p>ok</p>&lt;a href="x');
  });

  it('caps nesting depth', () => {
    const deep = '<blockquote>'.repeat(MAX_NESTING + 10) + 'x';
    const out = sanitizeHtml(deep);
    expect(out.match(/<blockquote>/g)).toHaveLength(MAX_NESTING);
    expect(out.match(/<\/blockquote>/g)).toHaveLength(MAX_NESTING);
  });

  it('stays linear on hostile input', () => {
    const started = Date.now();
    sanitizeHtml('<a'.repeat(50_000));
    sanitizeHtml('<p>'.repeat(50_000));
    sanitizeHtml('<!--'.repeat(50_000));
    sanitizeHtml('<a href="'.repeat(20_000) + '>');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  const NASTY = [
    '<img src=x onerror=alert(1)//',
    '<a href="javascript:alert(1)">x</a>',
    '"><script>alert(1)</script>',
    '<p title="</p><script>alert(1)</script>">x</p>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
    '<a href=https://ok.example/"onmouseover="alert(1)>x</a>',
    '<p/onclick=alert(1)>x',
    '<svg/onload=alert(1)>',
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<a href="&#14;javascript:alert(1)">x</a>',
    '<<script>script>alert(1)<</script>/script>',
    '<IMG """><SCRIPT>alert(1)</SCRIPT>">',
    '<a href="http://x" <script>alert(1)</script>>y</a>',
    '<p style="background:url(javascript:alert(1))">x</p>',
    '<!--><img src=x onerror=alert(1)>-->',
    '<a\u0000 href="javascript:alert(1)">x</a>',
    '<b <i>x</i>',
    "<a href='https://a.example/x\"y'>q</a>",
  ];

  it.each(NASTY)('emits only allowlisted tags for %j', (input) => {
    const out = sanitizeHtml(input);
    expectOnlyAllowedTags(out);
    // Words like "onerror" may survive as escaped text; as markup they cannot.
    expect(out).not.toMatch(/<(?:script|img|svg|style|iframe)/i);
  });

  it('holds the invariant and is idempotent on random markup soup', () => {
    const pieces = [
      '<',
      '>',
      '/',
      '"',
      "'",
      '=',
      ' ',
      'a',
      'p',
      'b',
      'script',
      'style',
      'svg',
      'href',
      'onclick',
      'javascript:',
      'https://x.example',
      '&',
      '&amp;',
      '&#',
      'x',
      '<!--',
      '-->',
      '<!',
      '<?',
      'li',
      'ul',
      '\n',
      'br',
    ];
    let seed = 42;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed;
    };
    for (let n = 0; n < 2000; n++) {
      let input = '';
      const length = next() % 40;
      for (let k = 0; k < length; k++) input += pieces[next() % pieces.length];
      const out = sanitizeHtml(input);
      expectOnlyAllowedTags(out);
      expect(sanitizeHtml(out)).toBe(out);
    }
  });
});

describe('safeHref', () => {
  it('normalizes allowed URLs and rejects the rest', () => {
    expect(safeHref('https://example.com')).toBe('https://example.com/');
    expect(safeHref('  https://example.com/a b ')).toBe('https://example.com/a%20b');
    expect(safeHref('ftp://example.com')).toBeNull();
    expect(safeHref('javascript:alert(1)')).toBeNull();
  });

  it('takes other protocols only when told (articles add tel:), and rich text keeps refusing tel:', () => {
    expect(safeHref('tel:+15550100')).toBeNull();
    expect(safeHref('tel:+15550100', new Set(['tel:']))).toBe('tel:+15550100');
    expect(safeHref('https://example.com', new Set(['tel:']))).toBeNull();
    expect(sanitizeHtml('<a href="tel:+15550100">call</a>')).toBe('call');
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references as a browser reads an attribute', () => {
    expect(decodeEntities('text-align&colon; center&#59; color&#x3a;red &amp; &unknown;')).toBe(
      'text-align: center; color:red & &unknown;',
    );
  });
});
