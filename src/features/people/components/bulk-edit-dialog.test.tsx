// Bulk edit of staff: only the fields changed are sent to bulk-edit-staff/, and each refused staff
// member is listed as "Error for ID {id}: {reason}"; a call refused whole shows its message.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { BulkEditDialog } from './bulk-edit-dialog';

const server = setupApiServer();

it('sends only the changed fields and lists the refused staff', async () => {
  const sent: unknown[] = [];
  let refuseWhole = false;
  server.use(
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
    http.get('*/account/api/company-users-simple/', () => HttpResponse.json([])),
    http.post('*/account/api/bulk-edit-staff/', async ({ request }) => {
      sent.push(await request.json());
      if (refuseWhole) return HttpResponse.json({ changes: ['Choose a division of this company.'] }, { status: 400 });
      return HttpResponse.json({
        succeeded: [1],
        errors: [{ id: 2, reason: 'Not found.', message: 'Error for ID 2: Not found.' }],
      });
    }),
  );
  const { user } = renderWithProviders(<BulkEditDialog ids={[1, 2]} open onOpenChange={() => {}} />);
  await screen.findByRole('option', { name: 'Fleet' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Division/Dept' }), 'Fleet');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Error for ID 2: Not found.')).toBeInTheDocument();
  expect(sent).toEqual([{ ids: [1, 2], changes: { staff_division: 5 } }]);

  refuseWhole = true;
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('Changes: Choose a division of this company.')).toBeInTheDocument();
});
