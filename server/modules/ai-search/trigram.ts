// Trigram similarity as PostgreSQL's pg_trgm computes it: each word, lower-cased and padded with two
// spaces before and one after, gives its three-letter pieces; similarity is shared pieces over all
// pieces (0–1). Computed here rather than by the extension: the embedded database (PGlite) loads no
// extensions, and the candidates it is applied to are already few (search.ts).

const WORD = /[\p{L}\p{N}]+/gu;

export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().match(WORD) ?? []) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

export function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const piece of a) if (b.has(piece)) shared++;
  return shared / (a.size + b.size - shared);
}

// Words that say nothing about what is asked ("how do I …"), in the app's two languages.
const STOP_WORDS = new Set(
  (
    'a an and are as at be by can do does for from has have how i if in is it me my of on or our should the to ' +
    'we what when where which who why will with you your el la los las un una de del que como cómo en es por ' +
    'para con se mi y o qué cuál cuándo dónde'
  ).split(' '),
);

/** The query's meaningful words: lower-case letters and digits, no stop words, at most 12. */
export function queryWords(query: string): string[] {
  const words = (query.toLowerCase().match(WORD) ?? []).filter((w) => w.length >= 2 && !STOP_WORDS.has(w));
  return [...new Set(words)].slice(0, 12);
}
