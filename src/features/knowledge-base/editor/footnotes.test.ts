// What a Word import brings that the editor once lost (issue 19): footnote references as
// superscript links to their notes, the notes linking back, superscript and subscript text, a
// numbered list that carries on at its number, Word's Title style as a heading. Each survives the
// editor's reading, a save's writing and reading again.
import { describe, expect, it } from 'vitest';
import { assertSound, html, newEditor } from './editor-test-kit';
import { parseWrittenHtml } from '../lib/convert-office';
import { readHtmlNodes } from './html-to-slate';
import { slateToHtml } from './slate-to-html';

// mammoth's own form of a footnote (with idPrefix "i1-").
const MAMMOTH =
  '<p>Price<sup><a href="#i1-footnote-1" id="i1-footnote-ref-1">[1]</a></sup> per m<sup>2</sup> of H<sub>2</sub>O</p>' +
  '<ol start="12"><li>carrying on at 12</li></ol>' +
  '<ol><li id="i1-footnote-1"><p>Excluding tax <a href="#i1-footnote-ref-1">↑</a></p></li></ol>';
const WRITTEN =
  '<p>Price<a href="#i1-footnote-1" id="i1-footnote-ref-1"><sup>[1]</sup></a> per m<sup>2</sup> of H<sub>2</sub>O</p>' +
  '<ol start="12"><li>carrying on at 12</li></ol>' +
  '<ol><li id="i1-footnote-1">Excluding tax <a href="#i1-footnote-ref-1">↑</a></li></ol>';

describe('footnotes, superscript and list numbers', () => {
  it('are read from HTML on the page and kept through a save', () => {
    const editor = newEditor(MAMMOTH);
    expect(html(editor)).toBe(WRITTEN);
    expect(assertSound(editor)).toBe(WRITTEN);
  });

  it('are read the same way in the import worker (no DOM there)', () => {
    expect(slateToHtml(readHtmlNodes(parseWrittenHtml(MAMMOTH)).document)).toBe(WRITTEN);
  });

  it('keeps only plain anchor ids', () => {
    expect(html(newEditor('<p><a href="#x" id="1bad">a</a></p><ol><li id="a b">b</li></ol>'))).toBe(
      '<p><a href="#x">a</a></p><ol><li>b</li></ol>',
    );
  });
});
