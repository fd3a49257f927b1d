// A Word list's numbers as Word shows them (issue 19: a list "carrying on at 12" came in as 1).
// mammoth writes every run of numbered paragraphs as an <ol> from 1: a list that Word continues
// after a paragraph of text, or that starts at 3, loses its numbers, and mammoth's document model
// does not say which list (w:numId) a paragraph belongs to. So before mammoth reads the file, each
// numbered paragraph gets a marker at its start naming its list and level; in mammoth's HTML the
// markers come out in document order, Word's counters are replayed over them, each <ol> takes the
// number of its first item as `start`, and the markers are removed.
//
// Counters are kept per list instance (w:num), starting from the level's w:start or the instance's
// w:startOverride; an item restarts the deeper levels of its list. Paragraphs numbered only through
// their style (no w:numPr of their own) carry no marker: their lists keep mammoth's numbering.

/** The level's first number, per list instance and level. */
export type ListStarts = Map<string, number>;

const MARKER = /\uE000(\d+)\.(\d+)\uE001/g;
const marker = (numId: string, level: string) => `\uE000${numId}.${level}\uE001`;
const attribute = (xml: string, element: string) => new RegExp(`<w:${element}\\b[^>]*\\bw:val="(\\d+)"`).exec(xml)?.[1];

/** Each list instance's first number at each level (numbering.xml). */
export function readListStarts(numberingXml: string): ListStarts {
  const abstractStarts = new Map<string, Map<string, number>>();
  for (const [, id, body] of numberingXml.matchAll(
    /<w:abstractNum\b[^>]*\bw:abstractNumId="(\d+)"[^>]*>([\s\S]*?)<\/w:abstractNum>/g,
  )) {
    const levels = new Map<string, number>();
    for (const [, level, lvl] of body!.matchAll(/<w:lvl\b[^>]*\bw:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvl>/g)) {
      levels.set(level!, Number(attribute(lvl!, 'start') ?? 1));
    }
    abstractStarts.set(id!, levels);
  }
  const starts: ListStarts = new Map();
  for (const [, numId, body] of numberingXml.matchAll(/<w:num\b[^>]*\bw:numId="(\d+)"[^>]*>([\s\S]*?)<\/w:num>/g)) {
    const abstract = abstractStarts.get(attribute(body!, 'abstractNumId') ?? '');
    for (const [level, start] of abstract ?? []) starts.set(`${numId}.${level}`, start);
    for (const [, level, override] of body!.matchAll(
      /<w:lvlOverride\b[^>]*\bw:ilvl="(\d+)"[^>]*>([\s\S]*?)<\/w:lvlOverride>/g,
    )) {
      const start = attribute(override!, 'startOverride');
      if (start !== undefined) starts.set(`${numId}.${level}`, Number(start));
    }
  }
  return starts;
}

/** document.xml with a marker run at the start of each paragraph numbered by its own w:numPr. */
export function markNumberedParagraphs(documentXml: string): string {
  return documentXml.replace(
    /(<w:p\b[^>]*>\s*<w:pPr>)([\s\S]*?)(<\/w:pPr>)/g,
    (whole, open: string, properties: string, close: string) => {
      const numPr = /<w:numPr>([\s\S]*?)<\/w:numPr>/.exec(properties)?.[1];
      const numId = numPr && attribute(numPr, 'numId');
      // numId 0 takes a style's numbering away: not a list item.
      if (!numId || numId === '0') return whole;
      const level = attribute(numPr, 'ilvl') ?? '0';
      return `${open}${properties}${close}<w:r><w:t xml:space="preserve">${marker(numId, level)}</w:t></w:r>`;
    },
  );
}

/**
 * mammoth's HTML with each <ol> starting at Word's number for its first item, and no markers.
 * Word's counters run over every marked item in document order, whatever element mammoth made of
 * it (a numbered heading counts as Word counts it).
 */
export function applyListStarts(html: string, starts: ListStarts): string {
  const counters = new Map<string, number[]>();
  const valueOf = (numId: string, level: number) => {
    const levels = counters.get(numId) ?? [];
    counters.set(numId, levels);
    levels[level] = (levels[level] ?? (starts.get(`${numId}.${level}`) ?? 1) - 1) + 1;
    levels.length = level + 1; // the deeper levels start again
    return levels[level];
  };
  let out = '';
  let from = 0;
  // An <ol> waits for its first item's marker; only tags (its <li>, a bookmark) may come between.
  let waiting: number | null = null;
  for (const match of html.matchAll(/<ol>|\uE000(\d+)\.(\d+)\uE001/g)) {
    const at = match.index;
    if (match[0] === '<ol>') {
      out += html.slice(from, at);
      waiting = out.length;
      out += '<ol>';
      from = at + match[0].length;
      continue;
    }
    const value = valueOf(match[1]!, Number(match[2]));
    const between = html.slice(from, at);
    if (waiting !== null && /^<li>(?:<[^>]*>)*$/.test(between) && value !== 1) {
      out = `${out.slice(0, waiting)}<ol start="${value}">${out.slice(waiting + '<ol>'.length)}`;
    }
    waiting = null;
    out += between;
    from = at + match[0].length;
  }
  return (out + html.slice(from)).replace(MARKER, '');
}
