// A small, strict XML reader for imsmanifest.xml (the server has no XML library, and a manifest
// needs only elements, attributes and text). It refuses what is not well-formed (unclosed or
// mismatched tags, bad attributes, stray text after the root) with a message naming the line, and
// never expands entities beyond XML's five and character references: a DOCTYPE is skipped, so no
// external entity or "billion laughs" expansion can happen.

export interface XmlElement {
  /** The name as written, with its prefix (`adlcp:location`). */
  name: string;
  /** The name without its prefix (`location`). */
  local: string;
  attrs: Record<string, string>;
  children: XmlElement[];
  text: string;
}

export class XmlError extends Error {}

const NAME = /[A-Za-z_:][-A-Za-z0-9_:.]*/y;
const SPACE = /\s*/y;
const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function decode(text: string, fail: (message: string) => never): string {
  return text.replace(/&([^;\s&]*);?/g, (whole, ref: string) => {
    if (!whole.endsWith(';')) fail('a "&" that starts no entity');
    if (ref in ENTITIES) return ENTITIES[ref]!;
    const code = /^#x[0-9a-f]+$/i.test(ref)
      ? parseInt(ref.slice(2), 16)
      : /^#\d+$/.test(ref)
        ? Number(ref.slice(1))
        : NaN;
    if (!Number.isFinite(code) || code > 0x10ffff) fail(`unknown entity &${ref};`);
    return String.fromCodePoint(code);
  });
}

export function parseXml(source: string): XmlElement {
  let pos = source.charCodeAt(0) === 0xfeff ? 1 : 0;
  const fail = (message: string): never => {
    const line = source.slice(0, pos).split('\n').length;
    throw new XmlError(`line ${line}: ${message}`);
  };
  const skipSpace = () => {
    SPACE.lastIndex = pos;
    SPACE.exec(source);
    pos = SPACE.lastIndex;
  };
  const readName = () => {
    NAME.lastIndex = pos;
    const match = NAME.exec(source);
    if (!match) fail('a name was expected');
    pos = NAME.lastIndex;
    return match![0];
  };
  const skipPast = (end: string, what: string) => {
    const at = source.indexOf(end, pos);
    if (at < 0) fail(`${what} is not closed`);
    pos = at + end.length;
  };
  /** Comments, processing instructions and the DOCTYPE (skipped whole, internal subset included). */
  const skipMarkup = (): boolean => {
    if (source.startsWith('<!--', pos)) skipPast('-->', 'a comment');
    else if (source.startsWith('<?', pos)) skipPast('?>', 'a processing instruction');
    else if (source.startsWith('<!DOCTYPE', pos)) {
      const bracket = source.indexOf('[', pos);
      const close = source.indexOf('>', pos);
      if (bracket >= 0 && bracket < close) skipPast(']', 'the DOCTYPE');
      skipPast('>', 'the DOCTYPE');
    } else return false;
    return true;
  };

  const readElement = (): XmlElement => {
    pos += 1; // '<'
    const name = readName();
    const element: XmlElement = { name, local: localName(name), attrs: {}, children: [], text: '' };
    for (;;) {
      skipSpace();
      if (source.startsWith('/>', pos)) {
        pos += 2;
        return element;
      }
      if (source[pos] === '>') {
        pos += 1;
        break;
      }
      if (pos >= source.length) fail(`the tag <${name}> is not closed`);
      const attr = readName();
      skipSpace();
      if (source[pos] !== '=') fail(`the attribute ${attr} of <${name}> has no value`);
      pos += 1;
      skipSpace();
      const quote = source[pos];
      if (quote !== '"' && quote !== "'") fail(`the value of ${attr} must be in quotes`);
      const end = source.indexOf(quote!, pos + 1);
      if (end < 0) fail(`the value of ${attr} is not closed`);
      const raw = source.slice(pos + 1, end);
      if (raw.includes('<')) fail(`the value of ${attr} holds a "<"`);
      if (attr in element.attrs) fail(`the attribute ${attr} appears twice on <${name}>`);
      element.attrs[attr] = decode(raw, fail);
      pos = end + 1;
    }
    let text = '';
    for (;;) {
      const lt = source.indexOf('<', pos);
      if (lt < 0) fail(`<${name}> is not closed`);
      text += decode(source.slice(pos, lt), fail);
      pos = lt;
      if (source.startsWith('</', pos)) {
        pos += 2;
        const closing = readName();
        if (closing !== name) fail(`</${closing}> closes <${name}>`);
        skipSpace();
        if (source[pos] !== '>') fail(`</${closing}> is not closed`);
        pos += 1;
        element.text = text.trim();
        return element;
      }
      if (source.startsWith('<![CDATA[', pos)) {
        const end = source.indexOf(']]>', pos);
        if (end < 0) fail('a CDATA section is not closed');
        text += source.slice(pos + 9, end);
        pos = end + 3;
      } else if (!skipMarkup()) element.children.push(readElement());
    }
  };

  let root: XmlElement | null = null;
  for (;;) {
    skipSpace();
    if (pos >= source.length) break;
    if (source[pos] !== '<') fail('text outside the root element');
    if (skipMarkup()) continue;
    if (root) fail('more than one root element');
    root = readElement();
  }
  if (!root) fail('the document is empty');
  return root!;
}

/** The children of `element` with the local name, in document order. */
export const childrenNamed = (element: XmlElement, local: string) => element.children.filter((c) => c.local === local);
export const childNamed = (element: XmlElement, local: string) => element.children.find((c) => c.local === local);

/** An attribute by its local name (`adlcp:scormtype` and `adlcp:scormType` alike). */
export function attrNamed(element: XmlElement, local: string): string | undefined {
  const wanted = local.toLowerCase();
  for (const [name, value] of Object.entries(element.attrs)) {
    if (localName(name).toLowerCase() === wanted) return value;
  }
  return undefined;
}
