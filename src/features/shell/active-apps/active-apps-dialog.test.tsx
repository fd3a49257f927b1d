// "Edit Active Features": the last active app cannot be switched off (refused before any request),
// a change sends the whole list, and the server's refusal is shown in its own words.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { meFixture, renderWithProviders, setupApiServer } from '../../../test/render';
import { ActiveAppsDialog } from './active-apps-dialog';

const server = setupApiServer();

const CATALOGUE = [
  { id: 1, app_name: 'knowledge_base' },
  { id: 3, app_name: 'attendance' },
];

function handlers(active: typeof CATALOGUE, patched: FormData[]) {
  return [
    http.get('*/company/api/apps/', () => HttpResponse.json(CATALOGUE)),
    http.get('*/company/api/active-apps/', () => HttpResponse.json(active)),
    http.get('*/account/api/me/', () => HttpResponse.json(meFixture())),
    http.patch('*/company/api/detail-update/10/', async ({ request }) => {
      const form = await request.formData();
      patched.push(form);
      const ids = form.getAll('active_app').map(Number);
      return HttpResponse.json({ id: 10, active_apps: CATALOGUE.filter((a) => ids.includes(a.id)) });
    }),
  ];
}

function switchState(name: string): string | null {
  const input = screen.getByRole('checkbox', { name: new RegExp(name) });
  return input.closest('[data-part="root"]')?.getAttribute('data-state') ?? null;
}

describe('ActiveAppsDialog', () => {
  it('refuses to switch off the last active app, without a request', async () => {
    const patched: FormData[] = [];
    server.use(...handlers([CATALOGUE[0]!], patched));
    const { user } = renderWithProviders(<ActiveAppsDialog open onOpenChange={() => {}} />);
    expect(await screen.findByText('Edit Active Features')).toBeInTheDocument();
    const kb = await screen.findByRole('checkbox', { name: /Knowledge Base/ });
    expect(kb).toBeChecked();
    await user.click(kb);
    expect(await screen.findByText('At Lease One Feature Must Stay Active')).toBeInTheDocument();
    expect(patched).toHaveLength(0);
    // The switch shows the state the dialog holds, not the click.
    expect(switchState('Knowledge Base')).toBe('checked');
  });

  it('sends the whole new list and confirms', async () => {
    const patched: FormData[] = [];
    server.use(...handlers([CATALOGUE[0]!], patched));
    const { user } = renderWithProviders(<ActiveAppsDialog open onOpenChange={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Attendance/ }));
    expect(await screen.findByText('Active apps updated successfully')).toBeInTheDocument();
    expect(patched[0]?.getAll('active_app')).toEqual(['1', '3']);
    await waitFor(() => expect(switchState('Attendance')).toBe('checked'));
  });

  it('shows the server refusal as its text', async () => {
    // The first matching handler answers: the refusal comes before the default PATCH.
    server.use(
      http.patch('*/company/api/detail-update/10/', () =>
        HttpResponse.json({ active_app: ['Invalid pk "9" - object does not exist.'] }, { status: 400 }),
      ),
      ...handlers(CATALOGUE, []),
    );
    const { user } = renderWithProviders(<ActiveAppsDialog open onOpenChange={() => {}} />);
    await user.click(await screen.findByRole('checkbox', { name: /Attendance/ }));
    expect(await screen.findByText('Invalid pk "9" - object does not exist.')).toBeInTheDocument();
  });
});
