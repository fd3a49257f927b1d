// The position and responsibility dialogs' rules (spec people §5): a position needs a name ("Please
// enter position name.") and is created with what was chosen; a responsibility needs a title and a
// description ("This field is required"), Save disabled while they are missing.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { PositionDialog } from './position-dialog';
import { ResponsibilityDialog } from './responsibility-dialog';

const server = setupApiServer();

const empty = { count: 0, next: null, previous: null, results: [] };

it('requires a position name, then creates the position', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/account/api/responsibilities/', () => HttpResponse.json(empty)),
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
    http.post('*/account/api/positions/', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<PositionDialog position={null} positions={[]} onOpenChange={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'New position' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await within(dialog).findByText('Please enter position name.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(within(dialog).getByRole('textbox', { name: /Position name/ }), 'Driver');
  await screen.findByRole('option', { name: 'Fleet' });
  await user.selectOptions(within(dialog).getByRole('combobox', { name: /Division/ }), 'Fleet');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Position created.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      name: 'Driver',
      division: 5,
      manager: null,
      order: 1,
      description: '',
      above_text: '',
      responsibilities: [],
    },
  ]);
});

it('requires a responsibility’s title and description before saving', async () => {
  const sent: unknown[] = [];
  server.use(
    http.get('*/account/api/company-users-simple/', () => HttpResponse.json([])),
    http.post('*/account/api/responsibilities/', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ id: 1 }, { status: 201 });
    }),
  );
  const { user } = renderWithProviders(<ResponsibilityDialog responsibility={null} onOpenChange={() => {}} />);
  const dialog = await screen.findByRole('dialog', { name: 'New responsibility' });
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
  expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

  await user.type(within(dialog).getByRole('textbox', { name: /Title/ }), 'First aid');
  await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Keeps the kit stocked');
  await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Responsibility created.')).toBeInTheDocument();
  expect(sent).toEqual([{ title: 'First aid', description: 'Keeps the kit stocked', assigned_to: null }]);
});
