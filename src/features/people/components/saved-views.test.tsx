// Saved views on the Employee List: one's own views can be renamed (PATCH custom-views/{id}/ with the
// new name); views others shared are applied but not offered for renaming.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import type { CustomView } from '../../../../contract/company-data';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { SavedViews } from './saved-views';

const server = setupApiServer();

it('renames one of the user’s own views, and applies a shared one', async () => {
  const views: CustomView[] = [
    { id: 1, type: 'employees', name: 'Drivers', config: { division: '3' }, is_shared: false, owner: 11 },
    { id: 2, type: 'employees', name: 'Office', config: { search: 'ann' }, is_shared: true, owner: 99 },
  ];
  const sent: unknown[] = [];
  server.use(
    http.get('*/account/api/custom-views/by-type/', () => HttpResponse.json(views)),
    http.patch('*/account/api/custom-views/1/', async ({ request }) => {
      const body = (await request.json()) as { name: string };
      sent.push(body);
      views[0] = { ...views[0]!, name: body.name };
      return HttpResponse.json(views[0]);
    }),
  );
  const onApply = vi.fn();
  const { user } = renderWithProviders(<SavedViews current={{}} onApply={onApply} />);

  const picker = screen.getByRole('combobox', { name: 'Saved views' });
  await screen.findByRole('option', { name: 'Office' });
  await user.selectOptions(picker, 'Office');
  expect(onApply).toHaveBeenCalledWith({ search: 'ann' });

  await user.click(screen.getByRole('button', { name: 'Rename a view' }));
  const which = await screen.findByRole('combobox', { name: 'View' });
  expect(
    within(which)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Drivers']);
  const name = screen.getByRole('textbox', { name: 'New name' });
  expect(name).toHaveValue('Drivers');
  await user.clear(name);
  await user.type(name, 'Field drivers');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('View renamed.')).toBeInTheDocument();
  expect(sent).toEqual([{ name: 'Field drivers' }]);
  expect(await screen.findByRole('option', { name: 'Field drivers' })).toBeInTheDocument();
});
