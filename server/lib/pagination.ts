// Page arithmetic and the {count, next, previous, results} envelope of every paginated list.
// next/previous are absolute URLs (like the Django REST framework answers the specs were written
// against), built from the request so the client can follow them as they are.
import type { FastifyRequest } from 'fastify';
import type { Paginated, PaginationQuery } from '../../contract/pagination';

export function pageWindow(query: PaginationQuery): { limit: number; offset: number } {
  return { limit: query.page_size, offset: (query.page - 1) * query.page_size };
}

function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

export function paginated<T>(
  request: FastifyRequest,
  query: PaginationQuery,
  count: number,
  results: T[],
): Paginated<T> {
  const lastPage = Math.max(1, Math.ceil(count / query.page_size));
  return {
    count,
    next: query.page < lastPage ? pageUrl(request, query.page + 1) : null,
    // A page past the end still points back to the last real page.
    previous: query.page > 1 ? pageUrl(request, Math.min(query.page - 1, lastPage)) : null,
    results,
  };
}

/**
 * The count of all the rows a page was read from, where the page carries it beside each row as
 * `total` (a window `count(*) OVER ()`, or a count subquery) to save a second statement. Past the
 * last page no row carries it: `countAll` counts on its own then.
 */
export async function windowCount(
  rows: readonly { total: number | string }[],
  offset: number,
  countAll: () => Promise<number | string>,
): Promise<number> {
  if (rows.length > 0) return Number(rows[0]!.total);
  return offset === 0 ? 0 : Number(await countAll());
}
