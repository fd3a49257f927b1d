// The article body as readers see it: the server's sanitized HTML read once more through the
// editor's reader (only the document model's elements and safe URLs survive: a second pass for HTML
// that came any other way, such as an old cache), and the company's definitions marked where their
// terms appear (§3 found_definitions), never inside links or code.
import type { FoundDefinition } from '../../../../contract/knowledge-base';
import { htmlToSlate } from '../editor/html-to-slate';
import { slateToHtml } from '../editor/slate-to-html';

export function cleanArticleHtml(html: string): string {
  return slateToHtml(htmlToSlate(html));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Wraps each term's occurrences in <dfn class="kb-definition" title="…">. */
export function highlightDefinitions(html: string, definitions: FoundDefinition[]): string {
  const terms = definitions.filter((d) => d.term.trim()).sort((a, b) => b.term.length - a.term.length);
  if (!terms.length || !html) return html;
  const byTerm = new Map(terms.map((d) => [d.term.toLowerCase(), d]));
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(${terms.map((d) => escapeRegExp(d.term)).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  while (walker.nextNode()) {
    const node = walker.currentNode as Text;
    if (!node.parentElement?.closest('a, code, pre, dfn')) texts.push(node);
  }
  for (const node of texts) {
    const text = node.data;
    pattern.lastIndex = 0;
    if (!pattern.test(text)) continue;
    pattern.lastIndex = 0;
    const fragment = doc.createDocumentFragment();
    let last = 0;
    for (const match of text.matchAll(pattern)) {
      const definition = byTerm.get(match[0].toLowerCase());
      if (!definition) continue;
      fragment.append(text.slice(last, match.index));
      const dfn = doc.createElement('dfn');
      dfn.className = 'kb-definition';
      dfn.title = definition.definition;
      dfn.tabIndex = 0;
      dfn.textContent = match[0];
      fragment.append(dfn);
      last = match.index + match[0].length;
    }
    fragment.append(text.slice(last));
    node.replaceWith(fragment);
  }
  return doc.body.innerHTML;
}
