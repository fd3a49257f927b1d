// The SCORM list: packages with their version and size and the person's own status on each (not
// started, in progress, completed, passed, failed); a KB admin renames one (PATCH with the new name)
// and deletes one after confirming (DELETE); staff see the packages without those actions.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SCORM_PATHS, type ScormPackage, type ScormStatus } from '../../../../../contract/scorm';
import { apiUrl } from '../../../../api/client';
import { meFixture, renderWithProviders, setupApiServer } from '../../../../test/render';
import { ScormListPage } from './scorm-list-page';

const server = setupApiServer();

const pkg = (id: number, name: string): ScormPackage => ({
  id,
  name,
  scorm_version: id === 1 ? '1.2' : '2004',
  launch_path: 'index.html',
  file_count: 12,
  total_bytes: 2_500_000,
  created_at: '2026-11-01T10:00:00Z',
  launch_url: `http://localhost:8081/knowledgebase/api/scorm/content/10/${id}/11-x/index.html`,
  launcher_url: 'http://localhost:8081/knowledgebase/api/scorm/launcher/',
  content_base_url: `http://localhost:8081/knowledgebase/api/scorm/content/10/${id}/11-x/`,
});

describe('ScormListPage', () => {
  it('lists packages; an admin renames and deletes', async () => {
    const sent: { method: string; body?: unknown }[] = [];
    let packages = [pkg(1, 'Fire safety'), pkg(2, 'Ladders')];
    server.use(
      http.get(apiUrl(SCORM_PATHS.packages), () => HttpResponse.json(packages)),
      http.patch(apiUrl(SCORM_PATHS.package(2)), async ({ request }) => {
        const body = (await request.json()) as { name: string };
        sent.push({ method: 'PATCH', body });
        packages = [packages[0]!, { ...packages[1]!, name: body.name }];
        return HttpResponse.json(packages[1]);
      }),
      http.delete(apiUrl(SCORM_PATHS.package(1)), () => {
        sent.push({ method: 'DELETE' });
        packages = packages.slice(1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderWithProviders(<ScormListPage />);
    const rows = await screen.findAllByTestId('scorm-package');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('SCORM 1.2')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('SCORM 2004')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/12 files/)).toBeInTheDocument();

    await user.click(within(rows[1]!).getByRole('button', { name: 'Rename' }));
    const field = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(field);
    await user.type(field, 'Ladder safety');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('link', { name: 'Ladder safety' });
    expect(sent[0]).toEqual({ method: 'PATCH', body: { name: 'Ladder safety' } });

    await user.click(within(screen.getAllByTestId('scorm-package')[0]!).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('scorm-package')).toHaveLength(1));
    expect(sent[1]).toEqual({ method: 'DELETE' });
  });

  it("shows each package's status for the signed-in person, with the score once there is one", async () => {
    const progress = (status: ScormStatus, score: number | null) => ({
      status,
      completed_scos: 1,
      total_scos: 2,
      score,
    });
    server.use(
      http.get(apiUrl(SCORM_PATHS.packages), () =>
        HttpResponse.json([
          { ...pkg(1, 'Fire safety'), my_progress: progress('not_started', null) },
          { ...pkg(2, 'Ladders'), my_progress: progress('in_progress', null) },
          { ...pkg(3, 'Golf'), my_progress: progress('passed', 92.5) },
          { ...pkg(4, 'Forklifts'), my_progress: progress('failed', 40) },
        ]),
      ),
    );
    renderWithProviders(<ScormListPage />);
    const rows = await screen.findAllByTestId('scorm-package');
    expect(rows.map((row) => row.querySelector('[data-status]')?.textContent)).toEqual([
      'Your progress: Not started',
      'Your progress: In progress',
      'Your progress: Passed · 93%',
      'Your progress: Failed · 40%',
    ]);
  });

  it('shows staff the packages to play, without upload, rename or delete', async () => {
    server.use(http.get(apiUrl(SCORM_PATHS.packages), () => HttpResponse.json([pkg(1, 'Fire safety')])));
    const staff = meFixture({
      user_roles: { ...meFixture().user_roles, user_is_admin: false, user_is_kb_admin: false },
    });
    renderWithProviders(<ScormListPage />, { me: staff });
    expect(await screen.findByRole('link', { name: 'Fire safety' })).toHaveAttribute('href', '/knowledge-base/scorm/1');
    expect(screen.queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upload package' })).toBeNull();
  });
});
