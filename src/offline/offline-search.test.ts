// Ranking of the offline search over downloaded articles: every word found counts, titles count
// more, all words beat some, prefixes and accents match, and an article in two courses shows once.
import { describe, expect, it } from 'vitest';
import { rankDocuments, tokenize, type SearchDocument } from './offline-search';

const doc = (article: number, title: string, text: string, course = 1): SearchDocument => ({
  article,
  title,
  text,
  course,
  course_name: `Course ${course}`,
  item: article * 10,
});

describe('tokenize', () => {
  it('lower-cases, drops accents, punctuation and one-letter words', () => {
    expect(tokenize('Café: Lock-out a B2 step!')).toEqual(['cafe', 'lock', 'out', 'b2', 'step']);
  });
});

describe('rankDocuments', () => {
  const docs = [
    doc(1, 'Ladder safety', 'Check the feet of the ladder. Lockout is not needed.'),
    doc(2, 'Lockout procedure', 'Isolate every energy source, then lock and tag it.'),
    doc(3, 'Forklift basics', 'Energy source of a forklift is its battery. Energy energy energy.'),
    doc(4, 'Canteen menu', 'Soup and bread.'),
  ];

  it('puts the article with every word, in its title, first and leaves out those without any', () => {
    const hits = rankDocuments(docs, 'lockout energy');
    expect(hits.map((h) => h.article)).toEqual([2, 3, 1]);
    expect(hits.find((h) => h.article === 4)).toBeUndefined();
  });

  it('ranks a title match above text matches, and repeats count less than a new word', () => {
    expect(rankDocuments(docs, 'forklift').map((h) => h.article)).toEqual([3]);
    expect(rankDocuments(docs, 'energy').map((h) => h.article)).toEqual([3, 2]);
  });

  it('matches word beginnings and ignores accents', () => {
    expect(rankDocuments(docs, 'LOCK').map((h) => h.article)).toEqual([2, 1]);
    expect(rankDocuments([doc(9, 'Café rules', 'x')], 'cafe').map((h) => h.article)).toEqual([9]);
  });

  it('shows an article held by two courses once, and a snippet around the first word found', () => {
    const hits = rankDocuments([...docs, doc(2, 'Lockout procedure', 'Isolate every energy source.', 7)], 'isolate');
    expect(hits).toHaveLength(1);
    expect(hits[0]!.snippet).toContain('Isolate every energy source');
  });

  it('finds nothing for a blank query and keeps to the limit', () => {
    expect(rankDocuments(docs, '  ')).toEqual([]);
    const many = Array.from({ length: 40 }, (_, i) => doc(i + 1, `Safety ${i}`, 'safety first'));
    expect(rankDocuments(many, 'safety', 20)).toHaveLength(20);
  });
});
