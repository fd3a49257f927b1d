// Alignment and text colour from the toolbar (issue 20, item 5). Alignment applies to the paragraphs,
// headings and table cells in the selection (left is the default and is stored as no alignment); a
// colour is a mark with a palette value (contract/article-format.ts), like bold, so it follows typing.
import { Editor, Element, Transforms, type Node } from 'slate';
import type { ArticleTextAlign, ArticleTextColor } from '../../../../contract/article-format';
import { ALIGNABLE_TYPES, type ArticleEditor, type ArticleElement, type BlockAlign } from './types';

const isAlignable = (n: Node): n is ArticleElement & { align?: BlockAlign } =>
  Element.isElement(n) && ALIGNABLE_TYPES.has(n.type);

/** The alignable blocks in the selection. */
function alignableBlocks(editor: ArticleEditor) {
  if (!editor.selection) return [];
  return Array.from(
    Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: isAlignable, mode: 'lowest' }),
  );
}

/** Whether anything in the selection can be aligned (the buttons are off in a list or code). */
export const canAlign = (editor: ArticleEditor) => alignableBlocks(editor).length > 0;

/** The alignment of the first alignable block in the selection. */
export function currentAlign(editor: ArticleEditor): ArticleTextAlign {
  const [first] = alignableBlocks(editor);
  return first?.[0].align ?? 'left';
}

export function setAlign(editor: ArticleEditor, align: ArticleTextAlign): void {
  Editor.withoutNormalizing(editor, () => {
    for (const [, path] of alignableBlocks(editor)) {
      if (align === 'left') Transforms.unsetNodes(editor, 'align', { at: path });
      else Transforms.setNodes<ArticleElement & { align?: BlockAlign }>(editor, { align }, { at: path });
    }
  });
}

export const currentTextColor = (editor: ArticleEditor): ArticleTextColor | null => Editor.marks(editor)?.color ?? null;

/** Colours the selection (or what is typed next); null takes the colour away. */
export function setTextColor(editor: ArticleEditor, color: ArticleTextColor | null): void {
  if (color) Editor.addMark(editor, 'color', color);
  else Editor.removeMark(editor, 'color');
}
