import { describe, expect, it } from 'vitest';
import { needsNewArticlesNote, sources } from './search-state';

describe('AI search results', () => {
  it('lists sources from 0.65 as a percent match', () => {
    expect(
      sources([
        { id: 1, title: 'A', similarity_score: 0.912 },
        { id: 2, title: 'B', similarity_score: 0.65 },
        { id: 3, title: 'C', similarity_score: 0.649 },
      ]),
    ).toEqual([
      { id: 1, title: 'A', similarity_score: 0.912, percent: 91 },
      { id: 2, title: 'B', similarity_score: 0.65, percent: 65 },
    ]);
  });

  it("adds the note to an answer that doesn't have sufficient information", () => {
    expect(needsNewArticlesNote("The knowledge base doesn't have sufficient information to answer.")).toBe(true);
    expect(needsNewArticlesNote('Your manager approves it [1].')).toBe(false);
  });
});
