import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { FirstRunChecklist } from '../../../../contract/first-run';
import { apiUrl } from '../../../api/client';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { FirstRunChecklistCard } from './first-run-checklist-card';

const server = setupApiServer();

const checklist = (done: boolean[], dismissed = false): FirstRunChecklist => ({
  dismissed,
  steps: (['invite_team', 'set_up_attendance', 'publish_article', 'assign_course'] as const).map((key, i) => ({
    key,
    done: done[i] ?? false,
  })),
});

const admin = meFixture({ user_type: { user_type: 'Admin', user_type_slug: 'admin' } });

describe('first-run checklist card', () => {
  it('shows the four steps, links each open one to where it is done, and closes on the server', async () => {
    let dismissed = false;
    server.use(
      http.get(apiUrl('account/api/first-run-checklist/'), () =>
        HttpResponse.json(checklist([false, true, false, false], dismissed)),
      ),
      http.post(apiUrl('account/api/first-run-checklist/dismiss/'), () => {
        dismissed = true;
        return HttpResponse.json(checklist([false, true, false, false], true));
      }),
    );
    const { user } = renderWithProviders(<FirstRunChecklistCard />, { me: admin });
    expect(await screen.findByText('1 of 4 done')).toBeInTheDocument();
    expect(screen.getByText('Set up attendance')).toHaveTextContent('Set up attendance (done)');
    expect(screen.getByText('Invite your team')).toHaveTextContent('Invite your team (to do)');
    const links = screen.getAllByRole('link', { name: 'Start' }).map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/account/create', '/knowledgebase/articles/create', '/knowledgebase/courses/create']);
    await user.click(screen.getByRole('button', { name: 'Dismiss this checklist' }));
    await waitFor(() => expect(screen.queryByTestId('first-run-checklist')).toBeNull());
    expect(dismissed).toBe(true);
  });

  it('is not shown once dismissed, once every step is done, or to staff', async () => {
    server.use(http.get(apiUrl('account/api/first-run-checklist/'), () => HttpResponse.json(checklist([], true))));
    const first = renderWithProviders(<FirstRunChecklistCard />, { me: admin });
    await waitFor(() => expect(first.queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('first-run-checklist')).toBeNull();
    first.unmount();

    server.use(
      http.get(apiUrl('account/api/first-run-checklist/'), () =>
        HttpResponse.json(checklist([true, true, true, true])),
      ),
    );
    const second = renderWithProviders(<FirstRunChecklistCard />, { me: admin });
    await waitFor(() => expect(second.queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('first-run-checklist')).toBeNull();
    second.unmount();

    let asked = false;
    server.use(
      http.get(apiUrl('account/api/first-run-checklist/'), () => {
        asked = true;
        return HttpResponse.json(checklist([]));
      }),
    );
    const staff = meFixture({
      user_type: { user_type: 'Staff', user_type_slug: 'staff' },
      user_roles: { ...admin.user_roles, user_is_admin: false },
    });
    renderWithProviders(<FirstRunChecklistCard />, { me: staff });
    expect(screen.queryByTestId('first-run-checklist')).toBeNull();
    expect(asked).toBe(false);
  });
});
