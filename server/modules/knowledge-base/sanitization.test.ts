// Article bodies are stored sanitized (spec knowledge-base §2, issue 4): the classic XSS payloads
// (DOMPurify's and OWASP's cheat-sheet vectors) go in through the API as an admin, and what another
// user reads back can execute nothing — no script or other code-carrying element, no event handler
// attribute, no javascript:/vbscript:/data:text URL — while the formatting the editor makes survives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Article } from '../../../contract/knowledge-base';
import { createTestApp, createTestCompany, type TestContext } from '../../test/helpers';
import { embedSrc, imageSrc, sanitizeArticleHtml } from './article-html';
import { api, createArticle, getArticle, KB, seedCategory } from './knowledge-base.fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PAYLOADS = [
  '<img src=x onerror=alert(1)//>',
  '<svg><g/onload=alert(2)//<p>',
  '<p>abc<iframe//src=jAva&Tab;script:alert(3)>def</p>',
  '<math><mi//xlink:href="data:x,<script>alert(4)</script>">',
  '<TABLE><tr><td>HELLO</tr></TABL>',
  '<UL><li><A HREF=//google.com>click</UL>',
  '<a href="javascript:alert(5)">x</a>',
  '<a href="JaVaScRiPt:alert(6)">x</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(7)">x</a>',
  '<a href="jav&#x09;ascript:alert(8)">x</a>',
  '<a href=" &#14;  javascript:alert(9)">x</a>',
  '<a href="vbscript:msgbox(10)">x</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMSk8L3NjcmlwdD4=">x</a>',
  '<img src="javascript:alert(12)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMTMpPg==">',
  '<img """><script>alert(14)</script>">',
  '<img src=`javascript:alert(15)`>',
  '<IMG SRC=javascript:alert(&quot;16&quot;)>',
  '<IMG onmouseover="alert(17)">',
  '<BODY ONLOAD=alert(18)>',
  '<INPUT TYPE="IMAGE" SRC="javascript:alert(19);">',
  '<iframe src="javascript:alert(20)"></iframe>',
  '<iframe src="https://evil.example/embed/x"></iframe>',
  '<iframe srcdoc="<script>alert(21)</script>"></iframe>',
  '<iframe src="https://www.youtube.com/embed/x" onload="alert(22)"></iframe>',
  '<object data="javascript:alert(23)"></object>',
  '<embed src="javascript:alert(24)">',
  '<form action="javascript:alert(25)"><button>x</button></form>',
  '<button formaction="javascript:alert(26)">x</button>',
  '<details open ontoggle=alert(27)>',
  '<video><source onerror="alert(28)"></video>',
  '<audio src=x onerror=alert(29)>',
  '<style>@import "javascript:alert(30)";</style>',
  '<div style="background:url(javascript:alert(31))">x</div>',
  '<link rel=stylesheet href="javascript:alert(32)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(33)">',
  '<base href="javascript:alert(34)//">',
  '<scr<script>ipt>alert(35)</scr</script>ipt>',
  '<<script>script>alert(36)<</script>/script>',
  '<noscript><p title="</noscript><img src=x onerror=alert(37)>">',
  '<!--<img src=x onerror=alert(38)>-->',
  '<!--><img src=x onerror=alert(39)>-->',
  '<xmp><img src=x onerror=alert(40)></xmp>',
  '<template><img src=x onerror=alert(41)></template>',
  '<svg><script>alert(42)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(43)>',
  '<a href="https://ok.example" onclick="alert(44)">ok</a>',
  '<a href=https://ok.example/"onmouseover="alert(45)>x</a>',
  '<p/onclick=alert(46)>x',
  '<td colspan="2 onmouseover=alert(47)">x</td>',
  '<code class="language-js onmouseover=alert(48)">x</code>',
  '"><script>alert(49)</script>',
  '<isindex type=image src=1 onerror=alert(50)>',
  '<a xlink:href="javascript:alert(51)">x</a>',
  '<img src="/files/x.png" onerror="alert(52)">',
  '<img src="//evil.example/x.png">',
  '<marquee onstart=alert(53)>',
  '<select autofocus onfocus=alert(54)>',
  '<textarea autofocus onfocus=alert(55)>',
  '<keygen autofocus onfocus=alert(56)>',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:white">fake login</p>',
  '<span style="color: #b91c1c;background-image:url(javascript:alert(57))">x</span>',
  '<p style="text-align:center" onmouseover="alert(58)">x</p>',
  '<td style="text-align: center&quot; onmouseover=&quot;alert(59)">x</td>',
  '<span style="color: expression(alert(60))">x</span>',
  '<p style="text-align: center\\;background:url(//evil.example/61)">x</p>',
];

/** Every tag in the output, and what is left once the tags are removed. */
const TAG = /<[^>]*>/g;

function expectInert(html: string) {
  expect(html.replace(TAG, '')).not.toContain('<');
  for (const tag of html.match(TAG) ?? []) {
    expect(tag).not.toMatch(
      /^<\/?(?:script|style|object|embed|form|input|button|svg|math|base|link|meta|body|template|select|textarea)\b/i,
    );
    expect(tag).not.toMatch(/\son[a-z]+\s*=/i);
    expect(tag).not.toMatch(/\s(?:srcdoc|formaction|action|xlink:href)\s*=/i);
    // A style is only the editor's alignment or a palette colour, nothing else.
    for (const [, value] of tag.matchAll(/\sstyle="([^"]*)"/g)) {
      expect(value).toMatch(
        /^(?:text-align: (?:left|center|right|justify)|color: #(?:b91c1c|c2410c|15803d|1d4ed8|7e22ce))$/,
      );
    }
    for (const [, value] of tag.matchAll(/\s(?:href|src)="([^"]*)"/g)) {
      expect(value).toMatch(/^(?:https?:\/\/|mailto:|tel:|\/(?!\/)|data:image\/(?:png|jpeg|gif|webp);base64,)/);
    }
    if (tag.startsWith('<iframe'))
      expect(tag).toMatch(/ src="https:\/\/(?:www\.)?(?:youtube|player\.vimeo|loom|fast\.wistia|player\.twitch)/);
  }
}

describe('article bodies through the API', () => {
  it('another user reads back every payload inert', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'Security');
    const bodies = await Promise.all(
      PAYLOADS.map(async (payload) => {
        const created = await createArticle(ctx, c.admin, { article_category: category, body: payload, visibility: 1 });
        const read = await getArticle(ctx, c.staff, created.id);
        return read.json<Article>().body;
      }),
    );
    bodies.forEach((body, i) => {
      try {
        expectInert(body);
      } catch (err) {
        throw new Error(`payload ${i}: ${PAYLOADS[i]} → ${body}`, { cause: err });
      }
    });
    // Escaped words may remain; markup that runs them may not.
    expect(bodies.join('')).not.toMatch(/<script|javascript:|onerror=/i);
  });

  it('keeps what the editor makes: headings, lists, links, images, tables, quotes, code and player embeds', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'Docs');
    const body =
      '<h1>T</h1><h5>Small</h5><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub><sup>3</sup></p>' +
      '<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote>q</blockquote>' +
      '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><hr>' +
      '<p><a href="https://example.com/x" target="_blank">link</a> <a href="tel:+15550100">call</a></p>' +
      '<img src="https://cdn.example.com/a.png" alt="A forklift" width="300">' +
      '<img src="/knowledgebase/api/files/1/a.png">' +
      '<img src="data:image/png;base64,iVBORw0KGgo=">' +
      '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td>1</td><td rowspan="1">2</td></tr></tbody></table>' +
      '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315"></iframe>';
    const article = await createArticle(ctx, c.admin, { article_category: category, body });
    const read = (await getArticle(ctx, c.staff, article.id)).json<Article>().body;
    expect(read).toBe(
      '<h1>T</h1><h5>Small</h5><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> <sub>2</sub><sup>3</sup></p>' +
        '<ul><li>a</li></ul><ol start="3"><li>b</li></ol><blockquote>q</blockquote>' +
        '<pre><code class="language-ts">const a = 1 &lt; 2;</code></pre><hr>' +
        '<p><a href="https://example.com/x" target="_blank" rel="noopener noreferrer nofollow">link</a>' +
        ' <a href="tel:+15550100" rel="noopener noreferrer nofollow">call</a></p>' +
        '<img src="https://cdn.example.com/a.png" alt="A forklift" width="300">' +
        '<img src="/knowledgebase/api/files/1/a.png">' +
        '<img src="data:image/png;base64,iVBORw0KGgo=">' +
        '<table><thead><tr><th colspan="2">H</th></tr></thead><tbody><tr><td>1</td><td rowspan="1">2</td></tr></tbody></table>' +
        '<iframe src="https://www.youtube.com/embed/abc123" width="560" height="315" allowfullscreen' +
        ' sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"' +
        ' referrerpolicy="strict-origin-when-cross-origin" loading="lazy"></iframe>',
    );
    expect(sanitizeArticleHtml(read)).toBe(read);
  });

  it("keeps the editor's alignment and palette colours, in its own form, and no other style", () => {
    expect(
      sanitizeArticleHtml(
        '<p style="text-align: center">c</p><h2 style="TEXT-ALIGN:Right;">r</h2><p style="text-align:left">l</p>' +
          '<table><tr><td colspan="2" style="text-align: justify">j</td><th style="text-align&#58; center">h</th></tr></table>' +
          '<p>A <span style="color: #B91C1C">red</span> and <span style="color:#1d4ed8;">blue</span> word</p>',
      ),
    ).toBe(
      '<p style="text-align: center">c</p><h2 style="text-align: right">r</h2><p style="text-align: left">l</p>' +
        '<table><tr><td colspan="2" style="text-align: justify">j</td><th style="text-align: center">h</th></tr></table>' +
        '<p>A <span style="color: #b91c1c">red</span> and <span style="color: #1d4ed8">blue</span> word</p>',
    );
    expect(
      sanitizeArticleHtml(
        '<p style="text-align: center; position: fixed; top: 0">kept centred</p>' +
          '<p style="position: fixed">p</p><p style="color: #b91c1c">a block gets no colour</p>' +
          '<p style="text-align: middle">m</p><p style="text-align: center /* x */">c</p>' +
          '<span style="color: red">not in the palette</span><span style="color: #b91c1c; background: url(x)">r</span>' +
          '<span style="text-align: center">s</span><div style="text-align: center">d</div>' +
          '<img src="/a.png" style="width: 9999px">',
      ),
    ).toBe(
      '<p style="text-align: center">kept centred</p>' +
        '<p>p</p><p>a block gets no colour</p><p>m</p><p>c</p>' +
        '<span>not in the palette</span><span style="color: #b91c1c">r</span><span>s</span><div>d</div>' +
        '<img src="/a.png">',
    );
  });

  it("keeps an imported Word document's footnotes (superscript links with anchors and back-links) and list starts", () => {
    const written =
      '<p>Price<a href="#i1-footnote-1" id="i1-footnote-ref-1"><sup>[1]</sup></a> and m<sup>2</sup>, H<sub>2</sub>O</p>' +
      '<ol start="12"><li>twelfth</li></ol>' +
      '<ol><li id="i1-footnote-1">Excluding tax <a href="#i1-footnote-ref-1">↑</a></li></ol>';
    const kept = written.replace(/<a ([^>]*)>/g, '<a $1 rel="noopener noreferrer nofollow">');
    expect(sanitizeArticleHtml(written)).toBe(kept);
    expect(sanitizeArticleHtml(kept)).toBe(kept);
    // Only an anchor's plain form: no id that could clash with the app's own or carry markup.
    expect(
      sanitizeArticleHtml(
        '<a href="#x" id="1x">a</a><a href="#x" id="a b">b</a><li id="x&quot;y">c</li><p id="p1">d</p>',
      ),
    ).toBe(
      '<a href="#x" rel="noopener noreferrer nofollow">a</a><a href="#x" rel="noopener noreferrer nofollow">b</a>' +
        '<li>c</li><p>d</p>',
    );
  });

  it('a PATCHed body is sanitized too', async () => {
    const c = await createTestCompany(ctx);
    const category = await seedCategory(ctx.database.db, c.companyId, 'Docs');
    const article = await createArticle(ctx, c.admin, { article_category: category });
    const res = await api(ctx, c.admin, {
      method: 'PATCH',
      url: `${KB}/retrieve-update-delete/${article.id}/`,
      payload: { body: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
    });
    expect(res.json<Article>().body).toBe('<p>Hi</p>');
  });
});

describe('attribute checks', () => {
  it.each([
    ['https://player.vimeo.com/video/1', true],
    ['https://www.loom.com/embed/abc', true],
    ['https://fast.wistia.net/embed/iframe/abc', true],
    ['https://player.twitch.tv/?video=1&parent=x', true],
    ['http://www.youtube.com/embed/x', false],
    ['https://youtube.com.evil.example/embed/x', false],
    ['https://www.youtube.com/watch?v=x', false],
  ])('embeds %s: %s', (src, ok) => {
    expect(embedSrc(src) !== null).toBe(ok);
  });

  it.each([
    ['/a.png', '/a.png'],
    ['//evil.example/a.png', null],
    ['/\\evil.example/a.png', null],
    ['https://a.example/x.png', 'https://a.example/x.png'],
    ['data:image/svg+xml;base64,AAAA', null],
    ['javascript:alert(1)', null],
  ])('image source %s → %s', (src, out) => {
    expect(imageSrc(src)).toBe(out);
  });
});
