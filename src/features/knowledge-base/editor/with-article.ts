// The editor's behaviour beyond Slate's defaults: links are inline; images, embedded videos and
// dividers are void; Enter leaves a heading for a paragraph and an empty list item for the text
// below the list, and inside code it is a new line; pasted HTML goes through html-to-slate (so a
// paste is cleaned exactly like an opened article).
import { Editor, Element, Node, Path, Transforms, type Descendant } from 'slate';
import { currentBlock } from './commands';
import { htmlToSlate } from './html-to-slate';
import { VOID_TYPES, type ArticleEditor, type ParagraphElement } from './types';

export function withArticle<E extends ArticleEditor>(editor: E): E {
  const { isInline, isVoid, insertBreak, insertData, normalizeNode } = editor;

  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => VOID_TYPES.has(element.type) || isVoid(element);

  editor.insertBreak = () => {
    const entry = currentBlock(editor);
    if (entry) {
      const [block, path] = entry;
      if (block.type === 'code-block') {
        editor.insertText('\n');
        return;
      }
      if (block.type === 'list-item' && Node.string(block) === '') {
        // An empty item ends the list: it becomes a paragraph after the list.
        Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' }, { at: path });
        Transforms.liftNodes(editor, { at: path, match: (n) => n === block, mode: 'all' });
        return;
      }
      if (block.type === 'heading') {
        const atEnd = Editor.isEnd(editor, editor.selection!.anchor, path);
        insertBreak();
        if (atEnd) Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' }, { at: Path.next(path) });
        return;
      }
    }
    insertBreak();
  };

  editor.insertSoftBreak = () => editor.insertText('\n');

  editor.insertData = (data) => {
    const html = data.getData('text/html');
    if (html) {
      Transforms.insertFragment(editor, htmlToSlate(html) as Descendant[]);
      return;
    }
    insertData(data);
  };

  editor.normalizeNode = (entry, options) => {
    const [node, path] = entry;
    // Code is plain text: marks pasted into it are removed.
    if (Element.isElement(node) && node.type === 'code-block') {
      for (const [child, childPath] of Node.children(editor, path)) {
        if (Object.keys(child).length > 1) {
          Transforms.unsetNodes(editor, ['bold', 'italic', 'underline', 'strikethrough', 'code'], { at: childPath });
          return;
        }
      }
    }
    // A list item outside a list (e.g. lifted out of one) is a paragraph.
    if (Element.isElement(node) && node.type === 'list-item' && path.length > 0) {
      const parent = Node.parent(editor, path);
      if (!Element.isElement(parent) || (parent.type !== 'bulleted-list' && parent.type !== 'numbered-list')) {
        Transforms.setNodes<ParagraphElement>(editor, { type: 'paragraph' }, { at: path });
        return;
      }
    }
    normalizeNode(entry, options);
  };

  return editor;
}
