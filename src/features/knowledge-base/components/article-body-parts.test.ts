// The reader's parts (issue 19): a huge real article (Apache POI's 2,304-row tender document,
// tests/fixtures/real/big) is cut into parts that, cleaned one by one, give exactly the cleaned body.
import mammoth from 'mammoth';
import tender from '../../../../tests/fixtures/real/big/tender-21-tables.docx?inline';
import { describe, expect, it } from 'vitest';
import { cleanArticleHtml } from '../lib/article-html';
import { cleanPart, PART_WEIGHT, splitArticleHtml } from './article-body-parts';

const bytes = (dataUrl: string) => Uint8Array.from(atob(dataUrl.split(',')[1]!), (c) => c.charCodeAt(0));

describe('splitArticleHtml', () => {
  it('keeps a small body whole', () => {
    expect(splitArticleHtml('<p>One</p><table><tr><td>x</td></tr></table>')).toEqual([
      '<p>One</p><table><tr><td>x</td></tr></table>',
    ]);
  });

  it('cuts a huge real document into parts that clean to exactly the cleaned whole', async () => {
    // Vitest resolves mammoth's Node build, which reads `buffer` (the app's browser build, arrayBuffer).
    const { value: html } = await mammoth.convertToHtml({ buffer: bytes(tender) } as never);
    const parts = splitArticleHtml(html);
    expect(parts.length).toBeGreaterThan(2_304 / PART_WEIGHT / 2);
    expect(parts.map((part) => cleanPart(part, [])).join('')).toBe(cleanArticleHtml(html));
  }, 120_000);

  it('cuts only before a paragraph, heading or code block, and keeps loose text with its neighbours', () => {
    const rows = Array.from({ length: PART_WEIGHT }, (_, i) => `<tr><td>${i}</td></tr>`).join('');
    const html = `<table>${rows}</table>loose <b>text</b><ul><li>item</li></ul><h2>Next</h2><p>after</p>`.padEnd(
      20_000,
      ' ',
    );
    const parts = splitArticleHtml(html);
    expect(parts).toHaveLength(2);
    expect(parts[0]).toContain('loose <b>text</b><ul>');
    expect(parts[1]!.startsWith('<h2>Next</h2>')).toBe(true);
    expect(parts.map((part) => cleanPart(part, [])).join('')).toBe(cleanArticleHtml(html));
  });
});
