// The root of every statistics query key: a saved value or a changed stat refreshes them all.
export const STATISTICS_KEY = ['statistics'] as const;
