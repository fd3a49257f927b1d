// Links from the link dialog (issue 20, item 5): what the dialog starts with (the link the caret is
// in, or the selected text), adding a link (around the selection, or as new text at the caret),
// changing an existing link's text and address, and removing a link (its text stays). After each the
// caret is after the link, so what is typed next is not part of it.
import { Editor, Element, Node, Path, Range, Transforms } from 'slate';
import type { ArticleEditor, LinkElement } from './types';

const isLink = (n: Node): n is LinkElement => Element.isElement(n) && n.type === 'link';

/** The link the selection is in (both ends in the same link). */
export function linkAtSelection(editor: ArticleEditor): { link: LinkElement; path: Path } | null {
  if (!editor.selection) return null;
  const entry = Editor.above<LinkElement>(editor, { at: editor.selection, match: isLink });
  return entry ? { link: entry[0], path: entry[1] } : null;
}

/** What the link dialog starts with: the link's text and address, or the selected text. */
export function linkDialogStart(editor: ArticleEditor): { text: string; url: string; editing: boolean } {
  const at = linkAtSelection(editor);
  if (at) return { text: Node.string(at.link), url: at.link.url, editing: true };
  const { selection } = editor;
  const text = selection && Range.isExpanded(selection) ? Editor.string(editor, selection) : '';
  // Text across blocks would become one link per block; the dialog offers the first line only.
  return { text: text.split('\n')[0] ?? '', url: '', editing: false };
}

/** The caret goes just after the link at `path` (there is always a text there: Slate's normal form). */
function caretAfter(editor: ArticleEditor, path: Path): void {
  const next = Path.next(path);
  Transforms.select(editor, Node.has(editor, next) ? Editor.start(editor, next) : Editor.end(editor, path));
}

/**
 * Makes the link: the link the caret is in gets the new address (and text, if changed); a selection
 * becomes a link (keeping its marks, unless the dialog's text differs from it); at a caret the text
 * is inserted as a link. `url` is checked already (safe-url.ts linkAddress); empty text shows the url.
 */
export function applyLink(editor: ArticleEditor, text: string, url: string): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
  const label = text.trim() ? text : url;
  const existing = linkAtSelection(editor);
  if (existing) {
    const { path, link } = existing;
    Editor.withoutNormalizing(editor, () => {
      Transforms.setNodes<LinkElement>(editor, { url }, { at: path });
      if (label !== Node.string(link)) {
        Transforms.insertText(editor, label, {
          at: { anchor: Editor.start(editor, path), focus: Editor.end(editor, path) },
        });
      }
    });
    caretAfter(editor, path);
    return;
  }
  const selection = editor.selection!;
  if (Range.isExpanded(selection) && (!text.trim() || text === linkDialogStart(editor).text)) {
    // Links inside the selection are replaced by this one (a link holds no link).
    Transforms.unwrapNodes(editor, { match: isLink, split: true });
    Transforms.wrapNodes(editor, { type: 'link', url, children: [] }, { split: true });
  } else {
    if (Range.isExpanded(selection)) Transforms.delete(editor);
    Transforms.insertNodes(editor, { type: 'link', url, children: [{ text: label }] });
  }
  const [, path] = Editor.above(editor, { at: Range.end(editor.selection!), match: isLink }) ?? [];
  if (path) caretAfter(editor, path);
}

/** The link the caret is in goes; its text stays, the caret after it. */
export function removeLink(editor: ArticleEditor): void {
  const at = linkAtSelection(editor);
  if (!at) return;
  const end = Editor.pointRef(editor, Editor.end(editor, at.path));
  Transforms.unwrapNodes(editor, { at: at.path });
  if (end.current) Transforms.select(editor, end.current);
  end.unref();
}
