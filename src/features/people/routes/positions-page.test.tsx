// Positions: ticked positions are edited together (POST bulk-edit-positions/ with only the changed
// fields) and deleted together (DELETE), each refused one shown as "Error for ID {id}: {reason}".
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import type { Position } from '../../../../contract/people';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { PositionsPage } from './positions-page';

const server = setupApiServer();

const position = (id: number, name: string, manager: number | null = null): Position => ({
  id,
  name,
  division: null,
  division_name: null,
  division_order: null,
  manager,
  manager_name: null,
  order: id,
  description: '',
  above_text: '',
  responsibilities: [],
  users: [],
  position_staff: 0,
  articles: [],
  courses: [],
});

function serve(sent: { method: string; body: unknown }[]) {
  const positions = [position(1, 'Director'), position(2, 'Driver', 1), position(3, 'Clerk', 1)];
  server.use(
    http.get('*/account/api/positions/', () => HttpResponse.json(positions)),
    http.get('*/division/api/', () =>
      HttpResponse.json([
        {
          id: 5,
          division_name: 'Fleet',
          division_color: '#0cb2fc',
          division_order: 1,
          division_description: '',
          company: 10,
          employee_count: 0,
        },
      ]),
    ),
    http.post('*/account/api/bulk-edit-positions/', async ({ request }) => {
      sent.push({ method: 'POST', body: await request.json() });
      return HttpResponse.json({
        succeeded: [2],
        errors: [
          {
            id: 1,
            reason: 'A position cannot report to one of the positions under it.',
            message: 'Error for ID 1: A position cannot report to one of the positions under it.',
          },
        ],
      });
    }),
    http.delete('*/account/api/bulk-edit-positions/', async ({ request }) => {
      sent.push({ method: 'DELETE', body: await request.json() });
      return HttpResponse.json({ succeeded: [3], errors: [] });
    }),
  );
}

it('edits the ticked positions together and lists each refused one', async () => {
  const sent: { method: string; body: unknown }[] = [];
  serve(sent);
  const { user } = renderWithProviders(<PositionsPage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select Director' }));
  await user.click(screen.getByRole('checkbox', { name: 'Select Driver' }));
  expect(screen.getByText('2 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Edit selected' }));

  const dialog = await screen.findByRole('dialog', { name: 'Edit 2 positions' });
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  await screen.findByRole('option', { name: 'Fleet' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Division/Dept' }), 'Fleet');
  await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reports to' }), 'Clerk');
  // Order options run from 1 to the number of positions plus 1 (§9), after "No change".
  expect(within(within(dialog).getByRole('combobox', { name: 'Order' })).getAllByRole('option')).toHaveLength(5);
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));

  expect(
    await within(dialog).findByText('Error for ID 1: A position cannot report to one of the positions under it.'),
  ).toBeInTheDocument();
  expect(within(dialog).getByText('1 done.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'POST', body: { ids: [1, 2], changes: { division: 5, manager: 3 } } }]);
});

it('deletes the ticked positions after confirming', async () => {
  const sent: { method: string; body: unknown }[] = [];
  serve(sent);
  const { user } = renderWithProviders(<PositionsPage />);
  await user.click(await screen.findByRole('checkbox', { name: 'Select all positions' }));
  expect(screen.getByText('3 selected')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Delete selected' }));
  await user.click(await screen.findByRole('button', { name: 'Delete' }));
  expect(await screen.findByText('1 done.')).toBeInTheDocument();
  expect(sent).toEqual([{ method: 'DELETE', body: { ids: [1, 2, 3] } }]);
});
