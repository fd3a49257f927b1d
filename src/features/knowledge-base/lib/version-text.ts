// The text of an article version as a person reads it, for the version diff: the title, then the
// body's text with one line per paragraph, heading, list item and table row (cells apart by a tab),
// so the diff follows the article's own lines. Read with the browser's DOMParser: nothing runs and
// nothing loads (images, scripts) from a parsed document.
const BLOCKS = new Set([
  'ADDRESS',
  'ARTICLE',
  'ASIDE',
  'BLOCKQUOTE',
  'DD',
  'DIV',
  'DL',
  'DT',
  'FIGCAPTION',
  'FIGURE',
  'FOOTER',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'HEADER',
  'HR',
  'LI',
  'OL',
  'P',
  'PRE',
  'SECTION',
  'TABLE',
  'TR',
  'UL',
]);

/** Not text a reader sees. */
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);

export function htmlText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      out += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element) || SKIPPED.has(node.tagName)) return;
    if (node.tagName === 'BR') {
      out += '\n';
      return;
    }
    const block = BLOCKS.has(node.tagName);
    if (block && out && !out.endsWith('\n')) out += '\n';
    node.childNodes.forEach(walk);
    if (node.tagName === 'TD' || node.tagName === 'TH') out += '\t';
    if (block && out && !out.endsWith('\n')) out += '\n';
  };
  body.childNodes.forEach(walk);
  return out
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, '').replace(/^ +/, ''))
    .filter((line, i, all) => line !== '' || (i > 0 && all[i - 1] !== ''))
    .join('\n')
    .trim();
}

/** What the diff compares: the title on the first line, then the body. */
export const versionText = (v: { title: string; body: string }) => `${v.title}\n\n${htmlText(v.body)}\n`;
