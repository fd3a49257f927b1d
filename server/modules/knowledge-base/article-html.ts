// What an article body may hold once stored: the shared allowlist sanitizer with a richer policy
// (headings to h6, lists, links, images, tables, quotes, code, and video embeds from the five hosts
// the form accepts, spec knowledge-base §4). Only the server's copy is trusted: staff render it.
// Style attributes keep only the editor's alignment and palette colours (contract/article-format.ts):
// free CSS can hide content or fake the app's own controls.
import { alignStyle, colorStyle, readArticleStyle } from '../../../contract/article-format';
import {
  decodeEntities,
  RICH_TEXT_POLICY,
  safeHref,
  sanitizeHtml,
  type AttributeCheck,
  type SanitizePolicy,
} from '../../lib/sanitize-html';

const TAGS =
  'p br strong b em i u s strike del ins sub sup mark small a ul ol li h1 h2 h3 h4 h5 h6 blockquote pre code hr ' +
  'img figure figcaption table caption thead tbody tfoot tr th td colgroup col div span iframe';

const digits: AttributeCheck = (raw) => (/^\s*\d{1,4}\s*$/.test(raw) ? raw.trim() : null);
const text: AttributeCheck = (raw) => raw.slice(0, 500);
const httpsOrHttp = (raw: string) => {
  const href = safeHref(raw);
  return href && /^https?:/.test(href) ? href : null;
};

/** Pasted or converted images arrive inline; only raster types (an SVG can carry script). */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[a-z0-9+/]+=*$/i;

/** An image source: an absolute web URL, a path on this server (uploads), or an inline raster image. */
export const imageSrc: AttributeCheck = (raw) => {
  const value = raw.trim();
  if (DATA_IMAGE.test(value)) return value;
  if (/^\/(?![/\\])/.test(value)) {
    const url = new URL(value, 'http://self.invalid');
    return url.origin === 'http://self.invalid' ? url.pathname + url.search : null;
  }
  return httpsOrHttp(value);
};

/** Embeds the form creates (§4: YouTube, Vimeo, Loom, Wistia or Twitch players only), over https. */
const EMBED_PLAYERS: ReadonlyArray<readonly [host: RegExp, path: RegExp]> = [
  [/^(?:www\.)?youtube(?:-nocookie)?\.com$/, /^\/embed\//],
  [/^player\.vimeo\.com$/, /^\/video\//],
  [/^(?:www\.)?loom\.com$/, /^\/embed\//],
  [/^(?:fast\.wistia\.(?:net|com)|[a-z0-9-]+\.wistia\.com)$/, /^\/embed\//],
  [/^(?:player|clips)\.twitch\.tv$/, /^\//],
];
export const embedSrc: AttributeCheck = (raw) => {
  const href = safeHref(raw);
  if (!href?.startsWith('https:')) return null;
  const url = new URL(href);
  return EMBED_PLAYERS.some(([host, path]) => host.test(url.hostname) && path.test(url.pathname)) ? href : null;
};

/** What the editor's link dialog accepts: web, e-mail and phone links. */
const ARTICLE_LINK_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/** A block's style: its text-align, if one of the four, in the editor's form; nothing else. */
export const alignOnly: AttributeCheck = (raw) => {
  const { align } = readArticleStyle(decodeEntities(raw));
  return align ? alignStyle(align) : null;
};
/** A span's style: its colour, if from the editor's palette, in the editor's form; nothing else. */
export const colorOnly: AttributeCheck = (raw) => {
  const { color } = readArticleStyle(decodeEntities(raw));
  return color ? colorStyle(color) : null;
};
/** An anchor other links point at (an imported footnote and its reference): the editor's ANCHOR_ID. */
const anchorId: AttributeCheck = (raw) => (/^[A-Za-z][\w-]{0,79}$/.test(raw.trim()) ? raw.trim() : null);

const ALIGNED = Object.fromEntries('p h1 h2 h3 h4 h5 h6'.split(' ').map((tag) => [tag, { style: alignOnly }]));

export const ARTICLE_HTML_POLICY: SanitizePolicy = {
  tags: new Set(TAGS.split(' ')),
  attributes: {
    a: {
      // A link to an anchor of the article itself (a footnote and its back-link) is kept too.
      href: (raw) => (/^#[A-Za-z][\w-]{0,79}$/.test(raw.trim()) ? raw.trim() : safeHref(raw, ARTICLE_LINK_PROTOCOLS)),
      target: (raw) => (raw.trim() === '_blank' ? '_blank' : null),
      id: anchorId,
    },
    li: { id: anchorId },
    img: { src: imageSrc, alt: text, title: text, width: digits, height: digits },
    ...ALIGNED,
    span: { style: colorOnly },
    td: { colspan: digits, rowspan: digits, style: alignOnly },
    th: { colspan: digits, rowspan: digits, style: alignOnly },
    col: { span: digits },
    ol: { start: digits },
    code: { class: (raw) => (/^language-[a-z0-9+#-]{1,30}$/i.test(raw.trim()) ? raw.trim() : null) },
    iframe: { src: embedSrc, width: digits, height: digits, title: text },
  },
  required: { a: 'href', img: 'src', iframe: 'src' },
  fixed: {
    ...RICH_TEXT_POLICY.fixed,
    iframe:
      ' allowfullscreen sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"' +
      ' referrerpolicy="strict-origin-when-cross-origin" loading="lazy"',
  },
  embeds: new Set(['iframe']),
};

/** The body as stored and served: idempotent, so a body saved twice stays the same. */
export const sanitizeArticleHtml = (html: string) => sanitizeHtml(html, ARTICLE_HTML_POLICY);

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words of sanitized HTML, for search and for finding definitions in an article. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(?:br|\/p|\/li|\/h\d|\/tr|\/td|\/th|\/div|\/blockquote|\/pre)[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
      if (ref[0] !== '#') return ENTITIES[ref.toLowerCase()] ?? whole;
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    })
    .replace(/[ \t\f\r]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** The column search matches: title, body text and tags. */
export function articleSearchText(title: string, sanitizedBody: string, tags: readonly string[]): string {
  return [title, htmlToText(sanitizedBody), tags.join(' ')].join('\n');
}
