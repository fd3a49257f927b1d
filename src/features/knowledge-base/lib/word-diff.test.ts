// The version diff marks the words changed, keeps each side's text whole, and stays quick on a long
// article with a few edits.
import { describe, expect, it } from 'vitest';
import { diffCounts, diffWords, type DiffSegment } from './word-diff';

const side = (segments: DiffSegment[], keep: 'insert' | 'delete') =>
  segments
    .filter((s) => s.op === 'equal' || s.op === keep)
    .map((s) => s.text)
    .join('');

describe('diffWords', () => {
  it('marks a replaced word and an added sentence, and nothing else', () => {
    const before = 'Wear gloves on the forklift.\nCheck the brakes daily.\n';
    const after = 'Wear boots on the forklift.\nCheck the brakes daily.\nReport faults at once.\n';
    const segments = diffWords(before, after);
    expect(segments.filter((s) => s.op !== 'equal')).toEqual([
      { op: 'delete', text: 'gloves' },
      { op: 'insert', text: 'boots' },
      { op: 'insert', text: 'Report faults at once.\n' },
    ]);
    expect(side(segments, 'delete')).toBe(before);
    expect(side(segments, 'insert')).toBe(after);
    expect(diffCounts(segments)).toEqual({ added: 5, removed: 1 });
  });

  it('says nothing changed for equal texts, and everything for one empty side', () => {
    expect(diffWords('Same text.', 'Same text.')).toEqual([{ op: 'equal', text: 'Same text.' }]);
    expect(diffWords('', 'New text')).toEqual([{ op: 'insert', text: 'New text' }]);
    expect(diffWords('Old text', '')).toEqual([{ op: 'delete', text: 'Old text' }]);
  });

  it('compares a 20,000-word article with two edits quickly and exactly', () => {
    const paragraphs = Array.from(
      { length: 2000 },
      (_, i) => `Paragraph ${i} says nine words about safety rules here.\n`,
    );
    const before = paragraphs.join('');
    const edited = [...paragraphs];
    edited[10] = 'Paragraph 10 says eleven words about the safety rules here.\n';
    edited.splice(1500, 1);
    const after = edited.join('');
    const started = performance.now();
    const segments = diffWords(before, after);
    expect(performance.now() - started).toBeLessThan(2000);
    expect(side(segments, 'delete')).toBe(before);
    expect(side(segments, 'insert')).toBe(after);
    expect(segments.filter((s) => s.op === 'insert').map((s) => s.text)).toEqual(['eleven', ' the']);
    expect(diffCounts(segments).removed).toBe(1 + 9);
  });
});
