// Issue 19: select-all and Delete after a Word import threw "Cannot find a descendant at path
// [2,0]" and reloaded the editor. Real Word documents (tests/fixtures/real/office) are converted as
// the import worker does, put in the editor as the import does, then everything is deleted.
import { Editor, Node } from 'slate';
import { describe, expect, it } from 'vitest';
import drawingDocx from '../../../../tests/fixtures/real/office/drawing.docx?inline';
import { convertWord } from '../lib/convert-office';
import { assertSound, newEditor, selectAll } from './editor-test-kit';
import { insertDocument } from './insert-document';
import { insertHtml } from './commands';

const buffer = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0)).buffer;

async function wordDocument(dataUrl: string) {
  const answer = await convertWord(buffer(dataUrl), 'n1-', () => undefined);
  if (!('document' in answer)) throw new Error(JSON.stringify(answer));
  return answer.document;
}

describe('deleting everything after a Word import', () => {
  it('leaves one empty paragraph, with no error, after the document is inserted', async () => {
    const editor = newEditor('<p>Before</p>');
    await insertDocument(editor, await wordDocument(drawingDocx));
    expect(editor.children.length).toBeGreaterThan(10);
    selectAll(editor);
    Editor.deleteFragment(editor);
    expect(Node.string(editor)).toBe('');
    assertSound(editor);
  });

  it('old path: the HTML inserted at once', async () => {
    const mammoth = await import('mammoth');
    const { value } = await mammoth.convertToHtml({ buffer: buffer(drawingDocx) } as never);
    for (const start of ['', '<p>Before</p>']) {
      const editor = newEditor(start);
      insertHtml(editor, value);
      selectAll(editor);
      Editor.deleteFragment(editor);
      expect(Node.string(editor)).toBe('');
      assertSound(editor);
    }
  });
});
