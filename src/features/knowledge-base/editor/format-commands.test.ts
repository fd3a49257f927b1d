// Alignment and text colour (issue 20, item 5): the toolbar's commands on the document model, and
// what they write as HTML (the form the server keeps, server/modules/knowledge-base/sanitization.test.ts).
import { describe, expect, it } from 'vitest';
import { toggleBlock } from './commands';
import { assertSound, caret, newEditor } from './editor-test-kit';
import { canAlign, currentAlign, currentTextColor, setAlign, setTextColor } from './format-commands';

describe('alignment', () => {
  it('aligns the paragraphs, headings and cells in the selection; left takes the alignment away', () => {
    const editor = newEditor('<p>one</p><h2>two</h2><table><tbody><tr><td>three</td></tr></tbody></table><p>four</p>');
    editor.select({ anchor: { path: [0, 0], offset: 1 }, focus: { path: [2, 0, 0, 0], offset: 2 } });
    setAlign(editor, 'center');
    expect(assertSound(editor)).toBe(
      '<p style="text-align: center">one</p><h2 style="text-align: center">two</h2>' +
        '<table><tbody><tr><td style="text-align: center">three</td></tr></tbody></table><p>four</p>',
    );
    caret(editor, 'two');
    expect(currentAlign(editor)).toBe('center');
    setAlign(editor, 'left');
    expect(currentAlign(editor)).toBe('left');
    expect(assertSound(editor)).toContain('<h2>two</h2>');
  });

  it('is off in a list or code, and a paragraph turned into a list item loses it', () => {
    const editor = newEditor('<ul><li>item</li></ul><pre><code>x</code></pre><p style="text-align: right">p</p>');
    caret(editor, 'item');
    expect(canAlign(editor)).toBe(false);
    caret(editor, 'x');
    expect(canAlign(editor)).toBe(false);
    caret(editor, 'p');
    expect(canAlign(editor)).toBe(true);
    toggleBlock(editor, 'bulleted-list');
    expect(assertSound(editor)).toBe('<ul><li>item</li></ul><pre><code>x</code></pre><ul><li>p</li></ul>');
  });
});

describe('text colour', () => {
  it('colours the selection, and what is typed next at a caret; the default takes it away', () => {
    const editor = newEditor('<p>Stop here now</p>');
    editor.select({ anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 4 } });
    setTextColor(editor, '#b91c1c');
    expect(currentTextColor(editor)).toBe('#b91c1c');
    caret(editor, 'now', -1);
    setTextColor(editor, '#1d4ed8');
    editor.insertText('!');
    expect(assertSound(editor)).toBe(
      '<p><span style="color: #b91c1c">Stop</span> here now<span style="color: #1d4ed8">!</span></p>',
    );
    editor.select({ anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 4 } });
    setTextColor(editor, null);
    expect(assertSound(editor)).toBe('<p>Stop here now<span style="color: #1d4ed8">!</span></p>');
  });

  it('is taken out of code', () => {
    const editor = newEditor('<p>code me</p>');
    editor.select({ anchor: { path: [0, 0], offset: 0 }, focus: { path: [0, 0], offset: 4 } });
    setTextColor(editor, '#15803d');
    toggleBlock(editor, 'code-block');
    expect(assertSound(editor)).toBe('<pre><code>code me</code></pre>');
  });
});
