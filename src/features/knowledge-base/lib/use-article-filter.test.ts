import { describe, expect, it } from 'vitest';
import { readFilter, toQuery } from './use-article-filter';

describe('article list filter in the URL', () => {
  it('reads the URL and asks the status only for admins', () => {
    const filter = readFilter(
      new URLSearchParams('search=ladder&category=4&type=2&tag=safety&status=1&unread=true&page=3'),
    );
    expect(filter).toEqual({ search: 'ladder', category: 4, type: 2, tag: 'safety', status: 1, unread: true, page: 3 });
    expect(toQuery(filter, true)).toMatchObject({
      search: 'ladder',
      category: 4,
      type: 2,
      tag: 'safety',
      status: 1,
      unread: 'true',
      page: 3,
    });
    expect(toQuery(filter, false).status).toBeUndefined();
  });

  it('ignores malformed values and keeps a category page on its category', () => {
    expect(readFilter(new URLSearchParams('category=x&page=-1'))).toMatchObject({ category: null, page: 1 });
    expect(readFilter(new URLSearchParams('category=4'), 9).category).toBe(9);
  });
});
