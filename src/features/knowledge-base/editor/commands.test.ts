// Inserting converted files and AI answers: structure goes beside the caret's block, never into a
// table cell; plain text goes where the caret is.
import { createEditor, Transforms } from 'slate';
import { withHistory } from 'slate-history';
import { withReact } from 'slate-react';
import { describe, expect, it } from 'vitest';
import { insertHtml } from './commands';
import { htmlToSlate } from './html-to-slate';
import { slateToHtml } from './slate-to-html';
import type { ArticleDocument, ArticleEditor } from './types';
import { withArticle } from './with-article';

function editorWith(html: string): ArticleEditor {
  const editor = withArticle(withHistory(withReact(createEditor()))) as ArticleEditor;
  editor.children = htmlToSlate(html);
  return editor;
}
const html = (editor: ArticleEditor) => slateToHtml(editor.children as ArticleDocument);

describe('insertHtml', () => {
  it('puts a table after the table the caret is in', () => {
    const editor = editorWith('<table><tbody><tr><td>a</td></tr></tbody></table>');
    Transforms.select(editor, { path: [0, 0, 0, 0], offset: 1 });
    insertHtml(editor, '<table><tr><td>b</td></tr></table>');
    expect(html(editor)).toBe(
      '<table><tbody><tr><td>a</td></tr></tbody></table><table><tbody><tr><td>b</td></tr></tbody></table><p></p>',
    );
  });

  it('replaces an empty paragraph with a converted document', () => {
    const editor = editorWith('<p>Intro</p><p></p>');
    Transforms.select(editor, { path: [1, 0], offset: 0 });
    insertHtml(editor, '<h1>Title</h1><ul><li>x</li></ul>');
    expect(html(editor)).toBe('<p>Intro</p><h1>Title</h1><ul><li>x</li></ul><p></p>');
  });

  it('inserts plain text at the caret', () => {
    const editor = editorWith('<p>Hello world</p>');
    Transforms.select(editor, { path: [0, 0], offset: 6 });
    insertHtml(editor, '<p><strong>big</strong></p>');
    expect(html(editor)).toBe('<p>Hello <strong>big</strong>world</p>');
  });
});
