// The AI search dialog with no network (issue 10): it searches the articles downloaded on this
// device instead of the server, says there is no AI answer offline, and links each hit to its
// course; nothing is asked of the server.
import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { storeSearchDocuments } from '../../../offline/offline-search';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { AiSearchDialog } from './ai-search-dialog';

const server = setupApiServer();

afterEach(() => vi.restoreAllMocks());

describe('AiSearchDialog offline', () => {
  it('lists the matching downloaded articles, says why there is no AI answer, and never calls the server', async () => {
    const calls: string[] = [];
    server.use(
      http.post(apiUrl(API_PATHS.aiSuggestedArticles), () => {
        calls.push('suggested');
        return HttpResponse.json({ articles: [] });
      }),
    );
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderWithProviders(<AiSearchDialog open onOpenChange={() => undefined} />);
    await storeSearchDocuments(3, [
      {
        article: 11,
        title: 'Battery charging',
        text: 'Charge forklift batteries in the bay.',
        course: 3,
        course_name: 'Forklifts',
        item: 31,
      },
      { article: 12, title: 'Tyre check', text: 'Look for cuts.', course: 3, course_name: 'Forklifts', item: 32 },
    ]);
    await user.type(screen.getByLabelText('Your question'), 'How do I charge the forklift batteries?');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const offline = await screen.findByTestId('ai-offline');
    expect(within(offline).getByRole('status')).toHaveTextContent('You are offline: AI answers need a connection.');
    expect(within(offline).getByRole('link', { name: 'Battery charging' })).toHaveAttribute(
      'href',
      '/knowledgebase/courses/3?item=31',
    );
    expect(within(offline).queryByRole('link', { name: 'Tyre check' })).toBeNull();
    expect(calls).toEqual([]);
  });

  it('says when nothing downloaded matches', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user } = renderWithProviders(<AiSearchDialog open onOpenChange={() => undefined} />);
    await user.type(screen.getByLabelText('Your question'), 'payroll calendar');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'You are offline, and no article downloaded on this device matches.',
    );
  });
});
