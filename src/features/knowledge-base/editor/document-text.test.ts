// checkedHtml on a huge article (issue 19): after the first check, a pause in typing reads back only
// what the edit changed (the edited row of a table), and checkAhead does the first check in slices.
import { Editor, Transforms } from 'slate';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkAhead, checkedHtml } from './document-text';
import { newEditor, pointIn } from './editor-test-kit';

const rows = (n: number) =>
  Array.from({ length: n }, (_, i) => `<tr><td>row ${i}</td><td>value ${i}</td></tr>`).join('');
const BIG = `<p>Intro</p><table><tbody>${rows(200)}</tbody></table><p>Outro</p>`;

describe('checkedHtml on a big document', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads back only the edited row of a table after an edit', () => {
    const editor = newEditor(BIG);
    expect(checkedHtml(editor.children)).toContain('<td>row 199</td>');
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    Transforms.select(editor, pointIn(editor, 'row 120', -1));
    Editor.insertText(editor, 'x');
    const html = checkedHtml(editor.children);
    expect(html).toContain('<td>row 120x</td>');
    const parsed = parse.mock.calls.map(([html]) => html).join('');
    expect(parsed).toContain('row 120x');
    expect(parsed).not.toContain('row 119');
    expect(parsed).not.toContain('Intro');
  });

  it('still refuses HTML that loses text, in a block checked before', () => {
    const editor = newEditor(BIG);
    expect(checkedHtml(editor.children)).not.toBeNull();
    // A loose text in a list has no HTML form (what normalization would repair).
    const broken = [...editor.children, { type: 'bulleted-list', children: [{ text: 'loose' }] }];
    expect(checkedHtml(broken as typeof editor.children)).toBeNull();
  });

  it('checks ahead a slice at a time, and then a pause reads nothing back', () => {
    const editor = newEditor(BIG);
    let budget = 50;
    expect(checkAhead(editor.children, () => budget-- > 0)).toBe(false);
    while (!checkAhead(editor.children, () => budget-- > 0)) budget = 50;
    const parse = vi.spyOn(DOMParser.prototype, 'parseFromString');
    expect(checkedHtml(editor.children)).toContain('Outro');
    expect(parse).not.toHaveBeenCalled();
  });
});
