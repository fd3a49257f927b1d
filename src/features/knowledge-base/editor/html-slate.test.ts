// HTML ↔ Slate round trip (issue 4): the editor opens an article and saves it back without losing
// headings, lists, links, images, tables, quotes or code, and what it saves is clean whatever it
// was given (pasted pages, Word and spreadsheet conversions, hostile HTML).
import { createEditor, Editor } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it } from 'vitest';
import { htmlToSlate } from './html-to-slate';
import { slateToHtml } from './slate-to-html';
import type { ArticleDocument } from './types';
import { withArticle } from './with-article';

/** Documents in the editor's own HTML form: read and written back, each is unchanged. */
const CANONICAL: Record<string, string> = {
  paragraphs: '<p>First line</p><p>Second line with a<br>line break</p>',
  'empty paragraph kept': '<p>Before</p><p></p><p>After</p>',
  headings: '<h1>Safety</h1><h2>Before you start</h2><h3>Tools</h3><h4>Gloves</h4><h5>Sizes</h5><h6>Notes</h6>',
  marks:
    '<p><strong>bold</strong> <em>italic</em> <u>underlined</u> <s>struck</s> <code>npm ci</code> <strong><em><u>all three</u></em></strong></p>',
  links:
    '<p>See <a href="https://example.com/policy?x=1&amp;y=2">the <strong>policy</strong></a>, <a href="mailto:hr@acme.test">HR</a> and <a href="/knowledgebase/articles/4">article 4</a>.</p>',
  'link at the edges': '<p><a href="https://a.test/">start</a> middle <a href="https://b.test/">end</a></p>',
  'bulleted list': '<ul><li>Check the ladder</li><li>Wear a <strong>helmet</strong></li></ul>',
  'numbered nested lists':
    '<ol><li>Open the valve<ul><li>slowly</li><li>by hand<ol><li>left</li></ol></li></ul></li><li>Close it</li></ol>',
  image: '<p>Diagram:</p><img src="https://cdn.acme.test/pump.png" alt="Pump &quot;A&quot;"><p>Caption</p>',
  'image from this site': '<img src="/media/kb/valve.jpg" alt="">',
  table:
    '<table><thead><tr><th>Shift</th><th>Start</th></tr></thead><tbody><tr><td>Early</td><td>06:00</td></tr><tr><td colspan="2">Late<br>on request</td></tr></tbody></table>',
  'table without a head':
    '<table><tbody><tr><th>Key</th><td>Value</td></tr><tr><td rowspan="2">a</td><td>b</td></tr></tbody></table>',
  quote: '<blockquote><p>Safety first.</p><p>— The manual</p></blockquote>',
  'quote with heading': '<blockquote><h3>Note</h3><p>Read twice.</p></blockquote>',
  code: '<pre><code>if (a &lt; b) {\n  run(&quot;x&quot;);\n}</code></pre>',
  'embedded video':
    '<p>Watch:</p><iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" title="Video" allowfullscreen></iframe>',
  divider: '<p>Above</p><hr><p>Below</p>',
  alignment:
    '<p style="text-align: center">Centred</p><h2 style="text-align: right">Right</h2><p style="text-align: justify">J</p>' +
    '<table><tbody><tr><td style="text-align: center">c</td><th colspan="2" style="text-align: right">h</th></tr></tbody></table>',
  'text colour':
    '<p>A <span style="color: #b91c1c">red</span> and <span style="color: #1d4ed8"><strong>bold blue</strong></span> word, ' +
    '<a href="https://a.test/"><span style="color: #15803d">green link</span></a></p>',
  'escaped text': '<p>5 &lt; 6 &amp;&amp; 7 &gt; 3, “quotes” and ‘apostrophes’ and emoji 🚧</p>',
  'no-break spaces': '<p>10\u00a0kg\u00a0\u00a0max</p>',
  procedure:
    '<h1>Lockout / tagout</h1><p>Applies to <strong>all</strong> maintenance staff.</p><h2>Steps</h2><ol><li>Notify the operator</li><li>Shut down<ul><li>main switch</li><li>backup</li></ul></li><li>Apply the lock</li></ol><blockquote><p>Never remove another person’s lock.</p></blockquote><table><thead><tr><th>Device</th><th>Lock</th></tr></thead><tbody><tr><td>Press</td><td>Red</td></tr></tbody></table><pre><code>LOTO-7</code></pre><p>Questions: <a href="mailto:safety@acme.test">safety@acme.test</a></p>',
};

/** Other HTML (pasted, converted, old articles) and the editor's form of it. */
const NORMALIZED: [string, string, string][] = [
  ['empty', '', ''],
  ['blank', '  \n ', ''],
  ['loose text', 'Hello <b>world</b>', '<p>Hello <strong>world</strong></p>'],
  [
    'alignment from pasted styles',
    '<p style="margin:0;text-align:center">a</p><p style="text-align:left">b</p><h1 style="TEXT-ALIGN: Right">c</h1>' +
      '<div style="text-align:center">d</div><ul><li style="text-align:center">e</li></ul>',
    '<p style="text-align: center">a</p><p>b</p><h1 style="text-align: right">c</h1><p>d</p><ul><li>e</li></ul>',
  ],
  [
    'colours outside the palette dropped',
    '<p><span style="color:#000000">black</span> <span style="color: #B91C1C; font-size: 20px">red</span> <font color="red">f</font></p>',
    '<p>black <span style="color: #b91c1c">red</span> f</p>',
  ],
  ['no colour in code', '<pre><span style="color:#b91c1c">x</span></pre>', '<pre><code>x</code></pre>'],
  // A space typed alone in bold at the end: both trailing spaces go at once, so the result is stable.
  ['trailing spaces across marks', '<p>Hello <strong> </strong></p>', '<p>Hello</p>'],
  ['leading spaces across marks', '<p><em> </em> <strong> x</strong></p>', '<p><strong>x</strong></p>'],
  [
    'head cell spanning into the body',
    '<table><tr><th rowspan="2">a</th><th>b</th></tr><tr><td>c</td></tr></table>',
    '<table><tbody><tr><th rowspan="2">a</th><th>b</th></tr><tr><td>c</td></tr></tbody></table>',
  ],
  ['pretty-printed', '<div>\n  <p>\n    One\n    two\n  </p>\n\n  <p>Three</p>\n</div>', '<p>One two</p><p>Three</p>'],
  ['divs as paragraphs', '<div>a</div><div>b<div>c</div></div>', '<p>a</p><p>b</p><p>c</p>'],
  [
    'style marks',
    '<span style="font-weight:700">B</span><span style="font-style:italic">I</span>',
    '<p><strong>B</strong><em>I</em></p>',
  ],
  [
    'google docs wrapper',
    '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">Bold</span> plain</p></b>',
    '<p><strong>Bold</strong> plain</p>',
  ],
  ['marks in any order', '<em><strong>x</strong></em>', '<p><strong><em>x</em></strong></p>'],
  [
    'i b tags',
    '<p><i>i</i><b>b</b><strike>s</strike><del>d</del><ins>u</ins></p>',
    '<p><em>i</em><strong>b</strong><s>sd</s><u>u</u></p>',
  ],
  [
    'image inside a paragraph',
    '<p>See <img src="https://x.test/a.png" alt="a"> here</p>',
    '<p>See</p><img src="https://x.test/a.png" alt="a"><p>here</p>',
  ],
  [
    'paragraphs in list items',
    '<ul><li><p>One</p></li><li><p>Two</p><p>more</p></li></ul>',
    '<ul><li>One</li><li>Two<br>more</li></ul>',
  ],
  ['list directly in a list', '<ul><li>a</li><ul><li>b</li></ul></ul>', '<ul><li>a<ul><li>b</li></ul></li></ul>'],
  [
    'table rows without tbody',
    '<table><tr><td><p>a</p><p>b</p></td></tr></table>',
    '<table><tbody><tr><td>a<br>b</td></tr></tbody></table>',
  ],
  [
    'heading with a link',
    '<h2>Go <a href="https://a.test/">here</a></h2>',
    '<h2>Go <a href="https://a.test/">here</a></h2>',
  ],
  ['quote with loose text', '<blockquote>Careful</blockquote>', '<blockquote><p>Careful</p></blockquote>'],
  [
    'list inside a quote',
    '<blockquote><p>a</p><ul><li>b</li></ul><p>c</p></blockquote>',
    '<blockquote><p>a</p></blockquote><ul><li>b</li></ul><blockquote><p>c</p></blockquote>',
  ],
  [
    'vimeo iframe canonicalised',
    '<iframe src="https://vimeo.com/76979871"></iframe>',
    '<iframe src="https://player.vimeo.com/video/76979871" title="Video" allowfullscreen></iframe>',
  ],
  [
    'spreadsheet html',
    '<html><body><table><tr><td t="s" id="sjs-A1">Name</td><td t="n">3</td></tr></table></body></html>',
    '<table><tbody><tr><td>Name</td><td>3</td></tr></tbody></table>',
  ],
];

/** Hostile input: nothing that runs, loads from an unsafe place or navigates to a script survives. */
const HOSTILE = [
  '<script>alert(1)</script><p>ok</p>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href=" JaVaScRiPt:alert(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  '<a href="//evil.test/">x</a>',
  '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
  '<iframe src="https://evil.test/embed"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<form><button formaction="javascript:alert(1)">x</button></form>',
  '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  '<style>@import "http://evil.test/x.css";</style><p>styled</p>',
  '<div><img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="></div>',
  '<a href="vbscript:msgbox(1)">v</a><img src="x" alt="&quot; onerror=&quot;alert(1)">',
];

function normalized(document: ArticleDocument): unknown {
  const editor = withArticle(withHistory(withReact(createEditor())));
  editor.children = structuredClone(document);
  Editor.normalize(editor, { force: true });
  return editor.children;
}

describe('HTML ↔ Slate', () => {
  it.each(Object.entries(CANONICAL))('keeps %s unchanged', (_name, html) => {
    const document = htmlToSlate(html);
    expect(slateToHtml(document)).toBe(html);
    expect(htmlToSlate(slateToHtml(document))).toEqual(document);
  });

  it.each(Object.entries(CANONICAL))('reads %s in Slate normal form', (_name, html) => {
    const document = htmlToSlate(html);
    expect(normalized(document)).toEqual(document);
  });

  it.each(NORMALIZED)('reads %s into the editor form', (_name, input, expected) => {
    const once = slateToHtml(htmlToSlate(input));
    expect(once).toBe(expected);
    expect(slateToHtml(htmlToSlate(once))).toBe(once);
  });

  it.each(HOSTILE)('leaves nothing executable in %s', (input) => {
    const html = slateToHtml(htmlToSlate(input));
    expect(html).not.toMatch(/<script|<svg|<math|<style|<object|<embed|<form|<button|srcdoc|\son\w+=/i);
    expect(html).not.toMatch(/(javascript|vbscript|data:text|data:image\/svg)/i);
    expect(html).not.toMatch(/href="\/\//);
    expect(html).not.toContain('evil.test');
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    for (const element of Array.from(parsed.body.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes))
        expect(attribute.name).toMatch(/^(href|src|alt|title|allowfullscreen|colspan|rowspan)$/);
    }
  });

  it('keeps a long article intact', () => {
    const page = CANONICAL.procedure!;
    const html = Array.from({ length: 60 }, () => page).join('');
    expect(slateToHtml(htmlToSlate(html))).toBe(html);
  });

  it('gives an empty document for blank HTML and writes it as the empty string', () => {
    expect(htmlToSlate('')).toEqual([{ type: 'paragraph', children: [{ text: '' }] }]);
    expect(slateToHtml(htmlToSlate('<p></p>'))).toBe('');
  });
});
