// The query key prefix of every checklist query: one invalidation refreshes the area.
export const CHECKLISTS_KEY = ['checklists'] as const;
