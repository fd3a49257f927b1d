// Test helpers of the editor's model tests (editing.test.ts, editing.property.test.ts): an editor as
// the page builds it, carets placed by the text around them, and the checks every edit must pass —
// the document has the shape types.ts describes and is in Slate's normal form, it writes out as HTML,
// and reading that HTML back loses no text.
import { createEditor, Editor, Element, Node, Text, Transforms, type Descendant, type Point } from 'slate';
import { ARTICLE_TEXT_COLORS } from '../../../../contract/article-format';
import { HistoryEditor, withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { visibleText } from './document-text';
import { htmlToSlate } from './html-to-slate';
import { slateToHtml } from './slate-to-html';
import { ALIGNABLE_TYPES, BLOCK_ALIGNS, type ArticleDocument, type ArticleEditor } from './types';
import { withArticle } from './with-article';

/** Documents read once (parsing HTML is the slow part in jsdom), normalized as the editor would. */
const opened = new Map<string, Descendant[]>();

export function newEditor(html = ''): ArticleEditor {
  const editor = withArticle(withHistory(withReact(createEditor()))) as ArticleEditor;
  const cached = opened.get(html);
  if (cached) editor.children = structuredClone(cached);
  else {
    editor.children = htmlToSlate(html) as Descendant[];
    HistoryEditor.withoutSaving(editor, () => Editor.normalize(editor, { force: true }));
    opened.set(html, structuredClone(editor.children));
  }
  Transforms.select(editor, Editor.start(editor, []));
  return editor;
}

export const html = (editor: ArticleEditor) => slateToHtml(editor.children as ArticleDocument);

export { visibleText };

/** The point `offset` characters into the first text that contains `marker` (-1: its end). */
export function pointIn(editor: ArticleEditor, marker: string, offset = 0): Point {
  for (const [node, path] of Node.texts(editor)) {
    const at = node.text.indexOf(marker);
    if (at >= 0) return { path, offset: offset < 0 ? at + marker.length : at + offset };
  }
  throw new Error(`No text "${marker}" in ${JSON.stringify(editor.children)}`);
}

export function caret(editor: ArticleEditor, marker: string, offset = 0): void {
  Transforms.select(editor, pointIn(editor, marker, offset));
}

export function selectAll(editor: ArticleEditor): void {
  Transforms.select(editor, { anchor: Editor.start(editor, []), focus: Editor.end(editor, []) });
}

const TOP = new Set([
  'paragraph',
  'heading',
  'blockquote',
  'code-block',
  'bulleted-list',
  'numbered-list',
  'table',
  'image',
  'embed',
  'divider',
]);
const VOIDS = new Set(['image', 'embed', 'divider']);

/** Where the document breaks types.ts's rules (empty when it keeps them). */
export function schemaProblems(document: readonly Node[]): string[] {
  const problems: string[] = [];
  const problem = (path: number[], what: string) => problems.push(`${JSON.stringify(path)}: ${what}`);
  const palette: readonly string[] = ARTICLE_TEXT_COLORS.map((c) => c.value);
  const inlines = (children: Node[], path: number[], links = true) =>
    children.forEach((child, i) => {
      const texts = Text.isText(child) ? [child] : Element.isElement(child) ? child.children.filter(Text.isText) : [];
      for (const text of texts) {
        if (text.color !== undefined && !palette.includes(text.color)) problem([...path, i], `colour ${text.color}`);
      }
      if (Text.isText(child)) return;
      if (links && Element.isElement(child) && child.type === 'link') {
        if (!child.children.every((c) => Text.isText(c))) problem([...path, i], 'link holds more than text');
        return;
      }
      problem([...path, i], `${Element.isElement(child) ? child.type : 'node'} among inline content`);
    });
  const block = (node: Node, path: number[], allowed: Set<string>) => {
    if (!Element.isElement(node)) return problem(path, 'text where a block belongs');
    if (!allowed.has(node.type))
      return problem(path, `${node.type} inside ${allowed.has('list-item') ? 'a list' : 'its parent'}`);
    const children = node.children as Node[];
    if (children.length === 0) return problem(path, `empty ${node.type}`);
    if ('align' in node && (!ALIGNABLE_TYPES.has(node.type) || !BLOCK_ALIGNS.includes(node.align as never))) {
      problem(path, `${node.type} aligned ${String(node.align)}`);
    }
    const each = (allowedChildren: Set<string>) =>
      children.forEach((child, i) => block(child, [...path, i], allowedChildren));
    switch (node.type) {
      case 'paragraph':
      case 'heading':
      case 'list-item':
      case 'table-cell':
        inlines(children, path);
        if (node.type === 'heading' && !(node.level >= 1 && node.level <= 6)) problem(path, 'heading level');
        return;
      case 'code-block':
        inlines(children, path, false);
        if (children.some((c) => Text.isText(c) && Object.keys(c).length > 1)) problem(path, 'marks in code');
        return;
      case 'blockquote':
        return each(new Set(['paragraph', 'heading']));
      case 'bulleted-list':
      case 'numbered-list':
        if (Element.isElement(children[0]!) && children[0].type !== 'list-item')
          problem(path, 'list starts with a list');
        return each(new Set(['list-item', 'bulleted-list', 'numbered-list']));
      case 'table':
        return each(new Set(['table-row']));
      case 'table-row':
        return each(new Set(['table-cell']));
      default:
        if (VOIDS.has(node.type) && !(children.length === 1 && Text.isText(children[0]) && children[0].text === '')) {
          problem(path, `${node.type} holds text`);
        }
    }
  };
  if (document.length === 0) problem([], 'empty document');
  document.forEach((node, i) => block(node, [i], TOP));
  return problems;
}

/** True when Slate's normalization (with the article's rules) would change nothing. */
export function isNormal(document: readonly Node[]): boolean {
  const probe = withArticle(withReact(createEditor())) as ArticleEditor;
  probe.children = structuredClone(document) as Descendant[];
  Editor.normalize(probe, { force: true });
  return JSON.stringify(probe.children) === JSON.stringify(document);
}

/**
 * Every check an edited document must pass; throws with the reason. Answers its HTML.
 * - types.ts's shape, and Slate's normal form;
 * - it writes out as HTML;
 * - read back, the HTML has the same text, and writes out again unchanged.
 */
export function assertSound(editor: ArticleEditor): string {
  const document = editor.children as Node[];
  const problems = schemaProblems(document);
  if (problems.length) throw new Error(`Invalid document (${problems.join('; ')}): ${JSON.stringify(document)}`);
  if (!isNormal(document)) throw new Error(`Not in normal form: ${JSON.stringify(document)}`);
  const written = slateToHtml(document as ArticleDocument);
  const read = htmlToSlate(written);
  if (visibleText(read) !== visibleText(document)) {
    throw new Error(`Text lost in HTML: "${visibleText(document)}" wrote ${written}`);
  }
  const again = slateToHtml(read);
  if (again !== written && again !== slateToHtml(htmlToSlate(again))) {
    throw new Error(`HTML not stable: ${written} → ${again}`);
  }
  return written;
}
