// The import worker's conversion (convert-office.ts) on a real Word document with pictures and
// tables inside table cells, a WMF picture and drawn shapes (tests/fixtures/real/office): nothing
// is dropped without the report saying so.
import { describe, expect, it } from 'vitest';
import drawingDocx from '../../../../tests/fixtures/real/office/drawing.docx?inline';
import type { BlockElement } from '../editor/types';
import { convertWord, IMPORT_MAX_BYTES, PICTURE_PLACEHOLDER, UNSHOWN_PLACEHOLDER } from './convert-office';

const buffer = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0)).buffer;

describe('converting a Word document in the import worker', () => {
  it('keeps every table and picture of drawing.docx, moving those in cells after their table, and reports it', async () => {
    const stages: string[] = [];
    const answer = await convertWord(buffer(drawingDocx), 'i1-', (stage) => stages.push(stage));
    if (!('document' in answer)) throw new Error(JSON.stringify(answer));
    const top = (type: string) => answer.document.filter((b: BlockElement) => b.type === type);
    expect(top('table')).toHaveLength(12);
    const urls = top('image').map((b) => (b as { url: string }).url);
    expect(urls.filter((u) => u.startsWith(PICTURE_PLACEHOLDER))).toHaveLength(answer.pictures.length);
    expect(urls.filter((u) => u.startsWith(UNSHOWN_PLACEHOLDER))).toHaveLength(1);
    expect(answer.pictures.length + 1).toBe(16);
    expect(answer.report).toEqual({ picturesOutOfCells: 11, tablesOutOfCells: 7, unshownPictures: ['WMF'], shapes: 5 });
    // The WMF (90 × 50 units at 95 to the inch) played into SVG at twice its size, for the page to draw.
    expect(answer.drawings).toHaveLength(1);
    expect(answer.drawings[0]).toMatchObject({ width: 182, height: 101 });
    expect(answer.drawings[0]!.svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(stages).toContain('building');
  });

  it('refuses a file over the size limit before reading it', async () => {
    expect(await convertWord(new ArrayBuffer(IMPORT_MAX_BYTES + 1), 'i1-', () => undefined)).toEqual({
      error: 'tooLarge',
    });
  });
});
