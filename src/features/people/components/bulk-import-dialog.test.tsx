// Import from a file, row by row: a row naming an unknown division is not sent, the others go to
// bulk-create-staff/, and each row shows what became of it — "Added", or the server's reason as
// "Error for ID {line}: {reason}" — with the rows not added shown alone afterwards. A row whose
// e-mail has an account of its own is "Invited", and the created ids still go to the right rows.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it, vi } from 'vitest';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { getDivisionsQueryOptions } from '../api/organisation';
import { BulkImportDialog } from './bulk-import-dialog';

// The file is read in a worker, which jsdom lacks; the table it yields is what this test is about.
vi.mock('../../../lib/table-file/read-table-file', () => ({
  readFirstTable: async () => ({
    rows: [
      ['email', 'first_name', 'division'],
      ['ann@x.test', 'Ann', 'Fleet'],
      ['bo@x.test', 'Bo', 'Nowhere'],
      ['not-an-email', 'Cy', ''],
      ['di@x.test', 'Di', ''],
    ],
  }),
}));

const server = setupApiServer();

it('shows on each row whether it was added or why not', async () => {
  const sent: unknown[] = [];
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
    http.get('*/account/api/positions/', () => HttpResponse.json([])),
    http.post('*/account/api/bulk-create-staff/', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({
        succeeded: [101, 102],
        errors: [
          {
            id: 2,
            reason: 'email: Enter a valid email address.',
            message: 'Error for ID 2: email: Enter a valid email address.',
          },
        ],
      });
    }),
  );
  const { user, queryClient } = renderWithProviders(<BulkImportDialog open onOpenChange={() => {}} />);
  // The rows' division names are looked up in the company's divisions: let them arrive first.
  await waitFor(() => expect(queryClient.getQueryData(getDivisionsQueryOptions().queryKey)).toHaveLength(1));
  await user.upload(screen.getByLabelText('Employee file'), new File(['x'], 'staff.csv', { type: 'text/csv' }));

  expect(await screen.findByText('4 rows to add')).toBeInTheDocument();
  expect(screen.getByText(/1 row names a division or position the company does not have/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Add 3 employees' }));

  expect(await screen.findByText('2 added, 2 not added.')).toBeInTheDocument();
  expect(sent).toEqual([
    {
      staffs: [
        { email: 'ann@x.test', first_name: 'Ann', staff_division: 5 },
        { email: 'not-an-email', first_name: 'Cy' },
        { email: 'di@x.test', first_name: 'Di' },
      ],
    },
  ]);
  // The rows not added are shown alone once the answer is in; the others come back on unticking.
  const table = screen.getByRole('table', { name: 'Rows of the file' });
  const rows = () => within(table).getAllByRole('row').slice(1);
  expect(rows().map((r) => r.textContent)).toEqual([
    '3bo@x.testBoNowhereNot sent, unknown names: division: Nowhere',
    '4not-an-emailCyError for ID 4: email: Enter a valid email address.',
  ]);
  await user.click(screen.getByRole('checkbox', { name: 'Show only the rows not added' }));
  expect(rows().map((r) => [r.firstChild?.textContent, r.lastChild?.textContent])).toEqual([
    ['2', 'Added'],
    ['3', 'Not sent, unknown names: division: Nowhere'],
    ['4', 'Error for ID 4: email: Enter a valid email address.'],
    ['5', 'Added'],
  ]);
});

it('marks the rows invited rather than added', async () => {
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
    http.get('*/account/api/positions/', () => HttpResponse.json([])),
    http.post('*/account/api/bulk-create-staff/', () =>
      // Ann is invited (her account is her own); Di is created. Cy's row is refused.
      HttpResponse.json({
        succeeded: [102],
        invited: ['ann@x.test'],
        errors: [{ id: 2, reason: 'bad', message: 'Error for ID 2: bad' }],
      }),
    ),
  );
  const { user, queryClient } = renderWithProviders(<BulkImportDialog open onOpenChange={() => {}} />);
  await waitFor(() => expect(queryClient.getQueryData(getDivisionsQueryOptions().queryKey)).toHaveLength(1));
  await user.upload(screen.getByLabelText('Employee file'), new File(['x'], 'staff.csv', { type: 'text/csv' }));
  await user.click(await screen.findByRole('button', { name: 'Add 3 employees' }));

  expect(await screen.findByText('1 added, 2 not added.')).toBeInTheDocument();
  expect(
    screen.getByText('1 already has an account of their own: they were invited and join when they accept.'),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('checkbox', { name: 'Show only the rows not added' }));
  const table = screen.getByRole('table', { name: 'Rows of the file' });
  const rows = within(table).getAllByRole('row').slice(1);
  expect(rows.map((r) => [r.firstChild?.textContent, r.getAttribute('data-outcome')])).toEqual([
    ['2', 'invited'],
    ['3', 'not-sent'],
    ['4', 'refused'],
    ['5', 'added'],
  ]);
  expect(rows[0]).toHaveTextContent('Invited');
});
