// Clipboard text from spreadsheets and the numbers people type.
import { describe, expect, it } from 'vitest';
import { parseClipboardGrid, parseNumber } from './paste';

describe('parseClipboardGrid', () => {
  it('reads a copied column (one cell per line, trailing newline)', () => {
    expect(parseClipboardGrid('1\n2\n3\n')).toEqual([['1'], ['2'], ['3']]);
    expect(parseClipboardGrid('1\r\n2\r\n')).toEqual([['1'], ['2']]);
  });

  it('reads a block of rows and tabs, keeping empty cells', () => {
    expect(parseClipboardGrid('1\t2\n\t4')).toEqual([
      ['1', '2'],
      ['', '4'],
    ]);
  });

  it('reads quoted cells holding tabs, newlines and quotes', () => {
    expect(parseClipboardGrid('"a\tb"\t"say ""hi"""\n"two\nlines"\n')).toEqual([['a\tb', 'say "hi"'], ['two\nlines']]);
  });
});

describe('parseNumber', () => {
  it.each([
    ['42', 42],
    [' 1,234.5 ', 1234.5],
    ['1 234', 1234],
    ['$12', 12],
    ['15%', 15],
    ['(30)', -30],
    ['-0.5', -0.5],
    ['.5', 0.5],
    ['12,5', 12.5],
    ['1e3', 1000],
  ])('%j is %d', (text, value) => {
    expect(parseNumber(text)).toBe(value);
  });

  it.each(['', 'abc', '1.2.3', '12a', '--1'])('%j is not a number', (text) => {
    expect(parseNumber(text)).toBeNull();
  });
});
