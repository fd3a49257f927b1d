// A version's page for a KB admin: compare it with a newer version (the words changed, marked with
// <ins>/<del> and announced, not by colour alone) and restore it with or without notifying readers,
// which is the update PATCH with the version's content. Staff see the version only.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ArticleVersion } from '../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { VersionPage } from './version-page';

const server = setupApiServer();

const version = (id: number, number: number, body: string): ArticleVersion => ({
  id,
  article: 9,
  version_number: number,
  title: 'Forklift rules',
  published_by_name: 'Ada Admin',
  created_on: `2026-11-0${number}T10:00:00Z`,
  body,
  article_category: 3,
  type: null,
  tags: ['safety'],
  video_url: null,
  file_url: null,
  file_urls: [],
  decision_chart: null,
});
const V1 = version(101, 1, '<p>Wear gloves on the forklift.</p>');
const V2 = version(102, 2, '<p>Wear boots on the forklift.</p><p>Check the brakes.</p>');

function serve() {
  const patches: unknown[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.kbVersion(101)), () => HttpResponse.json(V1)),
    http.get(apiUrl(API_PATHS.kbVersion(102)), () => HttpResponse.json(V2)),
    http.get(apiUrl(API_PATHS.kbVersionHistory(9)), () => HttpResponse.json([V2, V1])),
    http.patch(apiUrl(API_PATHS.kbArticleDetail(9)), async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json({ id: 9, title: 'Forklift rules' });
    }),
  );
  return patches;
}

const render = (me = meFixture()) =>
  renderRoutes(
    [
      { path: '/knowledgebase/articles/version/:id', element: <VersionPage /> },
      { path: '/knowledgebase/articles/:id', element: <p>article page</p> },
    ],
    '/knowledgebase/articles/version/101',
    { me },
  );

describe('VersionPage', () => {
  it('compares the version with a newer one, word by word', async () => {
    serve();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Compare' }));
    const other = screen.getByRole('combobox', { name: 'Compare with' });
    await waitFor(() => expect(within(other).getByRole('option', { name: /Version 2/ })).toBeInTheDocument());
    await user.selectOptions(other, '102');
    expect(await screen.findByText('Changes from Version 1 to Version 2')).toBeInTheDocument();
    const diff = screen.getByTestId('version-diff');
    expect(diff.querySelector('del')).toHaveTextContent('removed: gloves');
    expect([...diff.querySelectorAll('ins')].map((e) => e.textContent)).toEqual([
      'added: boots',
      'added: \nCheck the brakes.',
    ]);
    expect(screen.getByTestId('diff-summary')).toHaveTextContent('4 words added, 1 removed');
  });

  it('restores the version without notifying: the update PATCH with its content and dont_notify', async () => {
    const patches = serve();
    const { user, currentUrl } = render();
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Restore version 1?' });
    await user.click(within(dialog).getByRole('button', { name: "Restore & Don't Notify" }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      title: 'Forklift rules',
      body: '<p>Wear gloves on the forklift.</p>',
      article_category: 3,
      type: null,
      tags: ['safety'],
      video_url: null,
      file_url: null,
      file_urls: [],
      decision_chart: null,
      dont_notify: true,
    });
    await waitFor(() => expect(currentUrl()).toBe('/knowledgebase/articles/9'));
  });

  it('restores and notifies as an update does (status 0)', async () => {
    const patches = serve();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Restore this version' }));
    await user.click(await screen.findByRole('button', { name: 'Restore & Notify' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ body: '<p>Wear gloves on the forklift.</p>', status: 0 });
    expect(patches[0]).not.toHaveProperty('dont_notify');
  });

  it('shows staff the version without compare or restore', async () => {
    serve();
    render(meFixture({ user_roles: { ...meFixture().user_roles, user_is_admin: false, user_is_kb_admin: false } }));
    expect(await screen.findByText('Wear gloves on the forklift.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Compare' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Restore this version' })).toBeNull();
  });
});
