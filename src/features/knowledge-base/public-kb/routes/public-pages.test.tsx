// The signed-out public knowledge-base pages: articles grouped by category with links to their
// details, a base's own page asking for that base, calls sent without a token, the article body
// cleaned before rendering, and not-found for a missing article or a malformed base segment; the
// header's logo and search, the way back, and an article's files and chart in the reader's viewers.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type {
  PublicArticleDetail,
  PublicArticlesPage as Page,
  PublicCategoryWithArticles,
} from '../../../../../contract/public-knowledge-bases';
import { renderRoutes, setupApiServer } from '../../../../test/render';
import { PublicArticlePage } from './public-article-page';
import { PublicArticlesPage } from './public-articles-page';

const server = setupApiServer();
const routes = [
  { path: '/articles/public/:companySlug/', element: <PublicArticlesPage /> },
  { path: '/articles/public/:companySlug/:publicKBUrl/', element: <PublicArticlesPage /> },
  { path: '/articles/public/:companySlug/details/:id/', element: <PublicArticlePage /> },
];

const bases = [
  { id: 4, name: 'Help centre', is_default: true },
  { id: 5, name: 'Partners', is_default: false },
];
const page = (knowledgebase: Page['knowledgebase'] = null): Page => ({
  company_name: 'Acme',
  company_slug: 'acme',
  company_logo: null,
  knowledgebases: bases,
  knowledgebase,
  results: [],
});
const groups: PublicCategoryWithArticles[] = [
  { id: 1, category: 'Guides', articles: [{ id: 11, title: 'Returns policy', published_on: null }] },
];

describe('public knowledge-base pages', () => {
  it('lists the public articles by category, asked for without a token', async () => {
    const auth: (string | null)[] = [];
    server.use(
      http.get('*/knowledgebase/api/public-articles/acme/', ({ request }) => {
        auth.push(request.headers.get('authorization'));
        return HttpResponse.json(page());
      }),
      http.get('*/knowledgebase/api/categories-with-public-articles/acme/', () => HttpResponse.json(groups)),
    );
    renderRoutes(routes, '/articles/public/acme/');
    expect(await screen.findByRole('heading', { name: 'Guides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Returns policy' })).toHaveAttribute(
      'href',
      '/articles/public/acme/details/11/',
    );
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('href', '/articles/public/acme/5/');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Acme');
    expect(auth).toEqual([null]);
  });

  it("a base's own page asks for that base only", async () => {
    const asked: (string | null)[] = [];
    server.use(
      http.get('*/knowledgebase/api/public-articles/acme/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('knowledgebase'));
        return HttpResponse.json(page(bases[1]));
      }),
      http.get('*/knowledgebase/api/categories-with-public-articles/acme/', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('knowledgebase'));
        return HttpResponse.json([]);
      }),
    );
    renderRoutes(routes, '/articles/public/acme/5/');
    expect(await screen.findByRole('heading', { name: 'Partners' })).toBeInTheDocument();
    expect(screen.getByText('No public articles yet.')).toBeInTheDocument();
    expect(asked).toEqual(['5', '5']);
    expect(screen.getByRole('link', { name: 'Partners' })).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown company reads as not found', async () => {
    server.use(
      http.get('*/knowledgebase/api/public-articles/nobody/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
      http.get('*/knowledgebase/api/categories-with-public-articles/nobody/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderRoutes(routes, '/articles/public/nobody/');
    expect(await screen.findByText('This page does not exist or is not public.')).toBeInTheDocument();
  });

  it('a base segment that is not an id reads as not found without asking the server', async () => {
    // No handler: the msw server fails the test on any request.
    renderRoutes(routes, '/articles/public/acme/help-centre/');
    expect(await screen.findByText('This page does not exist or is not public.')).toBeInTheDocument();
  });

  it('renders the article body cleaned of scripts and handlers', async () => {
    const detail: PublicArticleDetail = {
      id: 11,
      title: 'Returns policy',
      article_category: 1,
      article_category_name: 'Guides',
      published_on: '2026-01-05T10:00:00.000Z',
      public_knowledgebases: [4],
      body: '<p>Within 30 days</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      tags: [],
      video_url: null,
      file_url: null,
      file_urls: [],
      decision_chart: null,
      company_name: 'Acme',
      company_slug: 'acme',
      company_logo: null,
    };
    let company: string | null = null;
    server.use(
      http.get('*/knowledgebase/api/public-articles/details/11/', ({ request }) => {
        company = new URL(request.url).searchParams.get('company');
        return HttpResponse.json(detail);
      }),
    );
    renderRoutes(routes, '/articles/public/acme/details/11/');
    expect(await screen.findByRole('heading', { name: 'Returns policy' })).toBeInTheDocument();
    const body = screen.getByTestId('article-body');
    expect(body).toHaveTextContent('Within 30 days');
    expect(body.innerHTML).not.toContain('onerror');
    expect(body.innerHTML).not.toContain('<script');
    expect(company).toBe('acme');
  });

  it('a missing or non-public article says not found', async () => {
    server.use(
      http.get('*/knowledgebase/api/public-articles/details/12/', () =>
        HttpResponse.json({ detail: 'Not found.' }, { status: 404 }),
      ),
    );
    renderRoutes(routes, '/articles/public/acme/details/12/');
    expect(await screen.findByRole('heading', { name: 'Not found' })).toBeInTheDocument();
  });

  it('searches the public articles from the header and lists what matches, with a way back', async () => {
    const searched: (string | null)[] = [];
    server.use(
      http.get('*/knowledgebase/api/public-articles/acme/', ({ request }) => {
        const search = new URL(request.url).searchParams.get('search');
        searched.push(search);
        const results = search
          ? [
              {
                id: 11,
                title: 'Returns policy',
                article_category: 1,
                article_category_name: 'Guides',
                published_on: null,
                public_knowledgebases: [4],
              },
            ]
          : [];
        return HttpResponse.json({ ...page(), company_logo: '/company/api/logos/1/a.png', results });
      }),
      http.get('*/knowledgebase/api/categories-with-public-articles/acme/', () => HttpResponse.json(groups)),
    );
    const { user, currentUrl } = renderRoutes(routes, '/articles/public/acme/');
    expect(await screen.findByRole('img', { name: 'Acme logo' })).toHaveAttribute(
      'src',
      expect.stringContaining('/company/api/logos/1/a.png'),
    );
    expect(screen.queryByRole('link', { name: /Back to all articles/ })).toBeNull();
    const search = within(screen.getByRole('search'));
    await user.type(search.getByRole('searchbox', { name: 'Search articles' }), 'refund');
    await user.click(search.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('heading', { name: 'Results for “refund”' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/articles/public/acme/?q=refund');
    expect(searched).toContain('refund');
    expect(
      within(screen.getByTestId('public-kb-results')).getByRole('link', { name: 'Returns policy' }),
    ).toHaveAttribute('href', '/articles/public/acme/details/11/');
    await user.click(screen.getByRole('link', { name: /Back to all articles/ }));
    expect(await screen.findByRole('heading', { name: 'Guides' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/articles/public/acme/');
  });

  it("shows a public article in the reader's viewers, with the logo and a way back to the list", async () => {
    const detail: PublicArticleDetail = {
      id: 13,
      title: 'Fire drill',
      article_category: 1,
      article_category_name: 'Guides',
      published_on: null,
      public_knowledgebases: [4],
      body: '<p>Walk to the exit.</p>',
      tags: [],
      video_url: null,
      file_url: null,
      file_urls: ['/knowledgebase/api/files/kb/1/b6db40be.pdf#Drill%20manual.pdf'],
      decision_chart: {
        nodes: [{ id: 'n1', type: 'startEndNode', position: { x: 0, y: 0 }, data: { label: 'Alarm sounds' } }],
        edges: [],
      },
      company_name: 'Acme',
      company_slug: 'acme',
      company_logo: '/company/api/logos/1/a.png',
    };
    server.use(http.get('*/knowledgebase/api/public-articles/details/13/', () => HttpResponse.json(detail)));
    renderRoutes(routes, '/articles/public/acme/details/13/');
    expect(await screen.findByRole('heading', { name: 'Fire drill' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Acme logo' })).toBeInTheDocument();
    expect(screen.getByTitle('Drill manual.pdf')).toHaveAttribute('data-testid', 'pdf-view');
    expect(screen.getByRole('heading', { level: 3, name: 'Decision Chart' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to all articles/ })).toHaveAttribute(
      'href',
      '/articles/public/acme/',
    );
  });
});
