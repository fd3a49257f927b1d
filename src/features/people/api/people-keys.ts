// The first element of every people query key, so one invalidation refreshes what a change touched.
export const PEOPLE_KEY = 'people' as const;
