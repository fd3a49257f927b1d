// The article body in parts, so a huge article (issue 19: a 2,304-row Word tender document) opens
// on a phone without a freeze: cleaning 600 KB of HTML through the editor's reader in one go took
// over a second of blocked main thread before anything showed. The body is cut between top-level
// blocks into parts of about PART_WEIGHT rows or blocks; the reader cleans and shows the first at
// once and the others one per task after it (article-body.tsx).
//
// A cut is made only before a top-level <p>, heading or <pre>: the editor's reader (html-to-slate)
// closes any loose inline text before each of these and each always gives a block, so cleaning the
// parts one by one gives exactly the HTML that cleaning the whole body gives.
import { cleanArticleHtml, highlightDefinitions } from '../lib/article-html';
import type { FoundDefinition } from '../../../../contract/knowledge-base';

/** About this many table rows or blocks per part: each is cleaned in one task. */
export const PART_WEIGHT = 150;

const CUT_BEFORE = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'PRE']);

const weightOf = (node: ChildNode) =>
  node instanceof Element ? Math.max(1, node.tagName === 'TABLE' ? node.getElementsByTagName('tr').length : 1) : 0;

/** The body's HTML cut into parts (one part for a body smaller than PART_WEIGHT). */
export function splitArticleHtml(html: string): string[] {
  // Most articles are small: not worth a parse.
  if (html.length < 20_000) return [html];
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const parts: string[] = [];
  let current: string[] = [];
  let weight = 0;
  for (const node of Array.from(body.childNodes)) {
    if (weight >= PART_WEIGHT && node instanceof Element && CUT_BEFORE.has(node.tagName)) {
      parts.push(current.join(''));
      current = [];
      weight = 0;
    }
    current.push(
      node instanceof Element
        ? node.outerHTML
        : node.nodeType === Node.TEXT_NODE
          ? escapeText(node.textContent ?? '')
          : '',
    );
    weight += weightOf(node);
  }
  if (current.length) parts.push(current.join(''));
  return parts;
}

const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One part as readers see it: cleaned, and the definitions marked. */
export function cleanPart(html: string, definitions: FoundDefinition[]): string {
  return highlightDefinitions(cleanArticleHtml(html), definitions);
}
