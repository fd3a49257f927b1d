// Word's list numbers through mammoth (word-numbering.ts): on a real tender document whose first
// list Word numbers 1–8 across paragraphs of text between its items (mammoth alone wrote eight
// lists of "1."), and on the counter rules (a level's w:start, an instance's startOverride, deeper
// levels starting again).
import { describe, expect, it } from 'vitest';
import tender from '../../../../tests/fixtures/real/big/tender-21-tables.docx?inline';
import type { BlockElement } from '../editor/types';
import { convertWord } from './convert-office';
import { applyListStarts, markNumberedParagraphs, readListStarts } from './word-numbering';

const buffer = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0)).buffer;
const m = (numId: number, level: number) => `\uE000${numId}.${level}\uE001`;

describe("Word's list numbers", () => {
  it('numbers the tender’s first list 1 to 8 across the text between its items', async () => {
    const answer = await convertWord(buffer(tender), 'i1-', () => undefined);
    if (!('document' in answer)) throw new Error(JSON.stringify(answer));
    const lists = answer.document.filter((b: BlockElement) => b.type === 'numbered-list') as {
      start?: number;
      children: { children: { text?: string }[] }[];
    }[];
    const text = (list: (typeof lists)[number]) => JSON.stringify(list.children[0]).replace(/\\u[0-9a-f]{4}/g, '');
    const first = lists.findIndex((l) => text(l).includes('Предмет аукциона'));
    const starts = lists.slice(first, first + 8).map((l) => l.start ?? 1);
    expect(starts).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(text(lists[first + 7]!)).toContain('Описание объекта закупки');
    // No marker is left anywhere in the text.
    expect(JSON.stringify(answer.document)).not.toMatch(/[\uE000\uE001]/);
    // A 475 KB document: a few seconds alone, several times that beside the other test files.
  }, 90_000);

  it('takes the level’s start and an instance’s override, and restarts deeper levels', () => {
    const numbering = `<w:numbering>
      <w:abstractNum w:abstractNumId="0"><w:lvl w:ilvl="0"><w:start w:val="3"/></w:lvl><w:lvl w:ilvl="1"><w:start w:val="1"/></w:lvl></w:abstractNum>
      <w:num w:numId="1"><w:abstractNumId w:val="0"/></w:num>
      <w:num w:numId="2"><w:abstractNumId w:val="0"/><w:lvlOverride w:ilvl="0"><w:startOverride w:val="10"/></w:lvlOverride></w:num>
    </w:numbering>`;
    const starts = readListStarts(numbering);
    expect(starts.get('1.0')).toBe(3);
    expect(starts.get('2.0')).toBe(10);
    const html =
      `<ol><li>${m(1, 0)}a<ol><li>${m(1, 1)}a.i</li><li>${m(1, 1)}a.ii</li></ol></li></ol><p>text</p>` +
      `<ol><li>${m(1, 0)}b<ol><li>${m(1, 1)}b.i</li></ol></li></ol>` +
      `<ol><li>${m(2, 0)}x</li></ol>`;
    expect(applyListStarts(html, starts)).toBe(
      '<ol start="3"><li>a<ol><li>a.i</li><li>a.ii</li></ol></li></ol><p>text</p>' +
        '<ol start="4"><li>b<ol><li>b.i</li></ol></li></ol>' +
        '<ol start="10"><li>x</li></ol>',
    );
  });

  it('marks only paragraphs numbered by their own numPr, not numId 0', () => {
    const xml =
      '<w:body><w:p><w:pPr><w:numPr><w:ilvl w:val="1"/><w:numId w:val="7"/></w:numPr></w:pPr><w:r><w:t>a</w:t></w:r></w:p>' +
      '<w:p><w:pPr><w:pStyle w:val="List"/><w:numPr><w:numId w:val="0"/></w:numPr></w:pPr></w:p>' +
      '<w:p><w:pPr><w:jc w:val="center"/></w:pPr></w:p></w:body>';
    const marked = markNumberedParagraphs(xml);
    expect(marked.match(/\uE000[\d.]+\uE001/g)).toEqual([m(7, 1)]);
  });
});
