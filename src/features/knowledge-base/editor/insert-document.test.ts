// Inserting an imported document a slice at a time (insert-document.ts): the result is the document,
// whole, in order, wherever the slices fell (a long table goes in over several), one undo takes it
// all out, and a cancel between slices leaves the article as it was.
import { describe, expect, it } from 'vitest';
import { html, newEditor } from './editor-test-kit';
import { htmlToSlate } from './html-to-slate';
import { insertDocument } from './insert-document';
import type { BlockElement } from './types';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => `<tr><td>r${i}a</td><td>r${i}b</td><td>r${i}c</td></tr>`).join('');
const imported = `<h1>Title</h1><p>Intro</p><table><tbody>${rows(400)}</tbody></table><p>Between</p><table><tbody>${rows(3)}</tbody></table><ul><li>last</li></ul>`;

describe('inserting an imported document a slice at a time', () => {
  it('gives the whole document, in order, after the text before it, as one undo step', async () => {
    const editor = newEditor('<p>Before</p>');
    let slices = 0;
    await insertDocument(editor, htmlToSlate(imported) as BlockElement[], { onProgress: () => slices++ });
    expect(slices).toBeGreaterThan(2);
    // An empty paragraph follows, to go on typing in.
    expect(html(editor)).toBe(`<p>Before</p>${html(newEditor(imported))}<p></p>`);
    editor.undo();
    expect(html(editor)).toBe('<p>Before</p>');
  });

  it('replaces the empty paragraph the caret is in', async () => {
    const editor = newEditor('');
    await insertDocument(editor, htmlToSlate('<p>Only</p>') as BlockElement[]);
    expect(html(editor)).toBe('<p>Only</p><p></p>');
  });

  it('leaves the article as it was when cancelled between slices', async () => {
    for (const after of [1, 2, 3]) {
      const editor = newEditor('<p>Before</p>');
      let slices = 0;
      const done = await insertDocument(editor, htmlToSlate(imported) as BlockElement[], {
        onProgress: () => slices++,
        cancelled: () => slices >= after,
      });
      expect(done).toBe(false);
      expect(html(editor)).toBe('<p>Before</p>');
    }
  });
});
