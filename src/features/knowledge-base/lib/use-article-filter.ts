// The article list's filters live in the URL (search, category, type, tag, status for admins, unread,
// page), so a filtered list can be bookmarked, shared and restored by Back.
import { useSearchParams } from 'react-router-dom';
import type { ArticleListQuery } from '../../../../contract/knowledge-base';
import { ARTICLE_PAGE_SIZE_DEFAULT } from '../../../../contract/knowledge-base-constants';

export interface ArticleFilter {
  search: string;
  category: number | null;
  type: number | null;
  tag: string;
  status: 0 | 1;
  unread: boolean;
  page: number;
}

const int = (value: string | null) => (value && /^\d+$/.test(value) ? Number(value) : null);

export function readFilter(params: URLSearchParams, fixedCategory: number | null = null): ArticleFilter {
  return {
    search: params.get('search') ?? '',
    category: fixedCategory ?? int(params.get('category')),
    type: int(params.get('type')),
    tag: params.get('tag') ?? '',
    status: params.get('status') === '1' ? 1 : 0,
    unread: params.get('unread') === 'true',
    page: Math.max(1, int(params.get('page')) ?? 1),
  };
}

export function toQuery(filter: ArticleFilter, admin: boolean): ArticleListQuery {
  return {
    page: filter.page,
    page_size: ARTICLE_PAGE_SIZE_DEFAULT,
    search: filter.search.trim() || undefined,
    category: filter.category ?? undefined,
    type: filter.type ?? undefined,
    tag: filter.tag || undefined,
    status: admin ? filter.status : undefined,
    unread: filter.unread ? 'true' : undefined,
  };
}

export function useArticleFilter(fixedCategory: number | null = null) {
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params, fixedCategory);
  const update = (patch: Partial<ArticleFilter>) => {
    const next = { ...filter, page: 1, ...patch };
    const out = new URLSearchParams();
    if (next.search) out.set('search', next.search);
    if (next.category !== null && fixedCategory === null) out.set('category', String(next.category));
    if (next.type !== null) out.set('type', String(next.type));
    if (next.tag) out.set('tag', next.tag);
    if (next.status === 1) out.set('status', '1');
    if (next.unread) out.set('unread', 'true');
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return [filter, update] as const;
}
