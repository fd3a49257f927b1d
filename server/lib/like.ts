// Search text for SQL LIKE/ILIKE. Several modules build the same pattern inline; new code uses this.
/** A LIKE pattern matching `text` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
