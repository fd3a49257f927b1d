// The root of every knowledge-base query key: a saved article, category or type refreshes them all
// (lists, counts, the category tree and the article pages all depend on each other).
export const KB_KEY = ['knowledge-base'] as const;
