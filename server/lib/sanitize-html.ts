// Server-side allowlist sanitizer for the rich text users type (company information first). The client
// sanitizes too, but only the server's copy is trusted: anything stored here is later rendered as HTML
// in other users' browsers.
//
// Why no dependency: the allowlist is tiny (a few formatting tags and a[href]), and the output is built
// only from pieces this module writes itself: allowlisted tag names, one re-serialized href, and text
// whose `<`, `>` and stray `&` are escaped. So even where this tokenizer reads markup differently from a
// browser, what it emits cannot open a tag or an attribute the allowlist does not name.
//
// Behaviour:
// - Allowed tags keep no attributes, except `a`, which keeps href when it is an absolute http:, https:
//   or mailto: URL (checked after decoding entities, so `jav&#x61;script:` is caught) and gains
//   rel="noopener noreferrer nofollow". An `a` without a usable href is dropped, its text kept.
// - Other tags are dropped and their text kept, except elements whose content is code or chrome
//   (script, style, iframe, svg, template…), which are dropped with everything inside.
// - Comments, doctypes and processing instructions are dropped.
// - Open tags are closed, stray closing tags ignored: the output is always balanced, so a stored
//   fragment cannot swallow the page it is shown in.
//
// The allowlist above is the default policy (RICH_TEXT_POLICY). A caller with richer documents
// passes its own SanitizePolicy (knowledge-base articles add images, tables, code and video embeds):
// a policy only names tags, per-attribute checks and fixed attributes, so the same guarantee holds —
// every attribute written is one a check returned, escaped.

/** Checks an attribute's raw value: the value to write, or null to leave the attribute out. */
export type AttributeCheck = (raw: string) => string | null;

export interface SanitizePolicy {
  /** Tags kept; every other tag is dropped (its text kept, unless it is code or chrome). */
  tags: ReadonlySet<string>;
  /** Attributes kept per tag, each with its check. Attributes not named here are dropped. */
  attributes?: Readonly<Record<string, Readonly<Record<string, AttributeCheck>>>>;
  /** A tag dropped (text kept) unless this attribute of it passed its check: `a` without href. */
  required?: Readonly<Record<string, string>>;
  /** Written after the checked attributes, as is: rel on links, sandbox on embeds. */
  fixed?: Readonly<Record<string, string>>;
  /** Raw-text elements kept, empty, when their required attribute passes (iframe embeds). */
  embeds?: ReadonlySet<string>;
}

const REL = 'noopener noreferrer nofollow';

export const RICH_TEXT_POLICY: SanitizePolicy = {
  tags: new Set('p br strong b em i u a ul ol li h1 h2 h3 h4 blockquote'.split(' ')),
  attributes: { a: { href: (raw) => safeHref(raw) } },
  required: { a: 'href' },
  fixed: { a: ` rel="${REL}"` },
};
const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'col', 'wbr']);
const ALLOWED_URL_PROTOCOLS: ReadonlySet<string> = new Set(['http:', 'https:', 'mailto:']);

/** Browsers read these as raw text up to their closing tag; the whole element is dropped. */
const RAW_TEXT_TAGS: ReadonlySet<string> = new Set(
  'script style textarea title xmp iframe noembed noframes noscript'.split(' '),
);
/** Elements with ordinary markup inside that is never wanted in rich text: dropped with their subtree. */
const SUBTREE_DROP_TAGS: ReadonlySet<string> = new Set('svg math template object applet head select'.split(' '));

/** Deeper nesting than any editor produces; past it tags are dropped (text kept) to bound the work. */
export const MAX_NESTING = 64;

interface Tag {
  name: string;
  closing: boolean;
  selfClosing: boolean;
  attrs: Map<string, string>;
  end: number;
}

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  colon: ':',
  tab: '\t',
  newline: '\n',
};

/** Decodes character references in an attribute value (enough to judge a URL's scheme or a style). */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '\ufffd';
    }
    return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
  });
}

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Text keeps well-formed character references (they cannot make markup); every other `&`, `<`, `>` is escaped. */
const escapeText = (text: string) =>
  text
    .replace(/&(?!(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});)/gi, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/**
 * The href to keep, normalized by the URL parser, or null when it is not an absolute URL with one of
 * the protocols (http, https and mailto unless told).
 */
export function safeHref(raw: string, protocols: ReadonlySet<string> = ALLOWED_URL_PROTOCOLS): string | null {
  // Browsers ignore control characters and surrounding whitespace in URLs; so must the check.
  const value = [...decodeEntities(raw)]
    .filter((c) => c > '\u001f' && c !== '\u007f')
    .join('')
    .trim();
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return protocols.has(url.protocol) ? url.href : null;
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\f';

/**
 * Reads a tag starting at `start` (which holds `<`) with the attribute states of the HTML tokenizer,
 * so quotes and `>` are read where a browser reads them: null when it is not a tag (then `<` is
 * text), 'unterminated' when the input ends inside it (then nothing after it can be a tag either).
 */
function readTag(html: string, start: number): Tag | 'unterminated' | null {
  const head = /^<(\/?)([a-zA-Z][^\s/>]*)/.exec(html.slice(start, start + 256));
  if (!head) return null;
  const attrs = new Map<string, string>();
  let state: 'before-name' | 'name' | 'after-name' | 'before-value' | 'quoted' | 'unquoted' = 'before-name';
  let name = '';
  let value = '';
  let quote = '';
  let selfClosing = false;
  const finish = () => {
    if (name && !attrs.has(name)) attrs.set(name, value);
    name = '';
    value = '';
  };
  for (let i = start + head[0].length; i < html.length; i++) {
    const c = html[i]!;
    switch (state) {
      case 'before-name':
      case 'after-name':
        if (isSpace(c)) continue;
        if (c === '/') {
          finish();
          state = 'before-name';
          selfClosing = true;
          continue;
        }
        if (c === '>') {
          finish();
          return { name: head[2]!.toLowerCase(), closing: head[1] === '/', selfClosing, attrs, end: i + 1 };
        }
        selfClosing = false;
        if (c === '=' && state === 'after-name') {
          state = 'before-value';
          continue;
        }
        finish();
        name = c.toLowerCase();
        state = 'name';
        continue;
      case 'name':
        if (isSpace(c)) state = 'after-name';
        else if (c === '=') state = 'before-value';
        else if (c === '/' || c === '>') {
          state = 'before-name';
          i--; // Reconsume: the before-name state ends the tag or marks it self-closing.
        } else name += c.toLowerCase();
        continue;
      case 'before-value':
        if (isSpace(c)) continue;
        if (c === '"' || c === "'") {
          quote = c;
          state = 'quoted';
        } else if (c === '>') {
          state = 'before-name';
          i--;
        } else {
          value = c;
          state = 'unquoted';
        }
        continue;
      case 'quoted':
        if (c === quote) {
          finish();
          state = 'before-name';
        } else value += c;
        continue;
      case 'unquoted':
        if (isSpace(c)) {
          finish();
          state = 'before-name';
        } else if (c === '>') {
          finish();
          state = 'before-name';
          i--;
        } else value += c;
        continue;
    }
  }
  return 'unterminated';
}

/** Index just past the `>` of the first `</name …>` at or after `from`, or the end of the input. */
function skipRawText(html: string, from: number, name: string): number {
  const close = new RegExp(`</${name}(?=[\\s/>])`, 'gi');
  close.lastIndex = from;
  const m = close.exec(html);
  if (!m) return html.length;
  const gt = html.indexOf('>', m.index);
  return gt === -1 ? html.length : gt + 1;
}

/** Builds the output: escaped text and allowlisted tags, kept balanced by a stack of open tags. */
class Output {
  private readonly parts: string[] = [];
  private readonly open: string[] = [];

  constructor(private readonly policy: SanitizePolicy) {}

  text(text: string): void {
    if (text) this.parts.push(escapeText(text));
  }

  /** An allowlisted tag (other tags never reach here). */
  tag(tag: Tag): void {
    if (tag.closing) {
      const at = this.open.lastIndexOf(tag.name);
      if (at !== -1) this.closeTo(at);
    } else if (VOID_TAGS.has(tag.name)) {
      const opening = openingTag(this.policy, tag);
      if (opening) this.parts.push(opening);
    } else if (this.open.length < MAX_NESTING) {
      const opening = openingTag(this.policy, tag);
      if (!opening) return;
      this.parts.push(opening);
      this.open.push(tag.name);
    }
  }

  /** A raw-text element kept empty (its content is never markup): `<iframe …></iframe>`. */
  embed(tag: Tag): void {
    const opening = openingTag(this.policy, tag);
    if (opening) this.parts.push(`${opening}</${tag.name}>`);
  }

  finish(): string {
    this.closeTo(0);
    return this.parts.join('');
  }

  private closeTo(depth: number): void {
    while (this.open.length > depth) this.parts.push(`</${this.open.pop()!}>`);
  }
}

/** The tag with its checked attributes, or null when it lacks its required one (then only its text stays). */
function openingTag(policy: SanitizePolicy, tag: Tag): string | null {
  const kept = new Set<string>();
  let attrs = '';
  for (const [name, check] of Object.entries(policy.attributes?.[tag.name] ?? {})) {
    const raw = tag.attrs.get(name);
    const value = raw === undefined ? null : check(raw);
    if (value === null) continue;
    kept.add(name);
    attrs += ` ${name}="${escapeAttr(value)}"`;
  }
  const required = policy.required?.[tag.name];
  if (required && !kept.has(required)) return null;
  return `<${tag.name}${attrs}${policy.fixed?.[tag.name] ?? ''}>`;
}

type Token =
  | { kind: 'text'; text: string; end: number }
  | { kind: 'dropped'; end: number } // comment, doctype, processing instruction
  | { kind: 'tag'; tag: Tag }
  | { kind: 'rest-as-text' };

/** The token at `lt` (which holds `<`). */
function readToken(html: string, lt: number): Token {
  if (html.startsWith('<!--', lt)) {
    const end = html.indexOf('-->', lt + 4);
    return { kind: 'dropped', end: end === -1 ? html.length : end + 3 };
  }
  if (html[lt + 1] === '!' || html[lt + 1] === '?') {
    const end = html.indexOf('>', lt);
    return { kind: 'dropped', end: end === -1 ? html.length : end + 1 };
  }
  const tag = readTag(html, lt);
  if (!tag) return { kind: 'text', text: '<', end: lt + 1 };
  // Browsers drop a tag cut off by the end of input; keeping it as escaped text loses nothing
  // typed, and stopping there keeps the scan linear on input full of unclosed `<a`.
  if (tag === 'unterminated') return { kind: 'rest-as-text' };
  return { kind: 'tag', tag };
}

/** Sanitizes an HTML fragment to a policy's allowlist. Idempotent: sanitizing its output changes nothing. */
export function sanitizeHtml(input: string, policy: SanitizePolicy = RICH_TEXT_POLICY): string {
  const html = input.replaceAll('\u0000', '');
  const out = new Output(policy);
  /** The element being dropped with its subtree, and how deep inside it the scan is. */
  let skipping: { name: string; depth: number } | null = null;
  let text = '';
  const flushText = () => {
    if (!skipping) out.text(text);
    text = '';
  };

  for (let i = 0; i < html.length;) {
    const lt = html.indexOf('<', i);
    text += html.slice(i, lt === -1 ? html.length : lt);
    if (lt === -1) break;
    const token = readToken(html, lt);
    if (token.kind === 'rest-as-text') {
      text += html.slice(lt);
      break;
    }
    if (token.kind === 'text') {
      text += token.text;
      i = token.end;
      continue;
    }
    flushText();
    if (token.kind === 'dropped') {
      i = token.end;
      continue;
    }
    const { tag } = token;
    i = tag.end;
    if (RAW_TEXT_TAGS.has(tag.name)) {
      if (!tag.closing && !skipping && policy.embeds?.has(tag.name)) out.embed(tag);
      if (!tag.closing) i = skipRawText(html, i, tag.name);
    } else if (tag.name === 'plaintext') {
      break; // Everything after it is raw text in a browser: drop it.
    } else if (skipping) {
      if (tag.name === skipping.name && !tag.selfClosing) skipping.depth += tag.closing ? -1 : 1;
      if (skipping.depth === 0) skipping = null;
    } else if (SUBTREE_DROP_TAGS.has(tag.name)) {
      if (!tag.closing && !tag.selfClosing) skipping = { name: tag.name, depth: 1 };
    } else if (policy.tags.has(tag.name)) {
      out.tag(tag);
    }
  }
  flushText();
  return out.finish();
}
