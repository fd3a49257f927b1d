// The definitions screen: lists and searches the company's definitions, adds one (blank fields
// refused before sending, the server's "term taken" shown under the term until it changes), edits
// one, and deletes one only after the confirmation.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Definition } from '../../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { DefinitionsPage } from './definitions-page';

const server = setupApiServer();

function serve() {
  let rows: Definition[] = [
    { id: 1, term: 'FLT', definition: 'Forklift truck.', category: 5, category_name: 'Warehouse' },
    { id: 2, term: 'PPE', definition: 'Personal protective equipment.', category: null, category_name: null },
  ];
  const searches: (string | null)[] = [];
  const posted: unknown[] = [];
  const patched: unknown[] = [];
  const deleted: number[] = [];
  server.use(
    http.get(apiUrl(API_PATHS.kbDefinitions), ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      searches.push(search);
      return HttpResponse.json(search ? rows.filter((r) => r.term.toLowerCase().includes(search.toLowerCase())) : rows);
    }),
    http.get(apiUrl(API_PATHS.kbDefinitionCategories), () => HttpResponse.json([{ id: 5, name: 'Warehouse' }])),
    http.post(apiUrl(API_PATHS.kbDefinitions), async ({ request }) => {
      const body = (await request.json()) as { term: string; definition: string; category: number | null };
      posted.push(body);
      if (body.term === 'PPE') return HttpResponse.json({ term: ['This term is already defined.'] }, { status: 400 });
      const row = { id: 3, ...body, category_name: body.category ? 'Warehouse' : null };
      rows = [...rows, row];
      return HttpResponse.json(row, { status: 201 });
    }),
    http.patch(apiUrl(API_PATHS.kbDefinitionDetail(1)), async ({ request }) => {
      patched.push(await request.json());
      return HttpResponse.json(rows[0]);
    }),
    http.delete(apiUrl(API_PATHS.kbDefinitionDetail(2)), () => {
      deleted.push(2);
      rows = rows.filter((r) => r.id !== 2);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { searches, posted, patched, deleted };
}

describe('DefinitionsPage', () => {
  it('lists and searches the definitions', async () => {
    const { searches } = serve();
    const { user } = renderWithProviders(<DefinitionsPage />);
    expect(await screen.findAllByTestId('definition-row')).toHaveLength(2);
    expect(screen.getByText('Forklift truck.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search terms and definitions' }), 'flt');
    await waitFor(() => expect(screen.getAllByTestId('definition-row')).toHaveLength(1));
    expect(searches.at(-1)).toBe('flt');
  });

  it('adds a definition: blanks refused, the server refusal under the term until it changes', async () => {
    const { posted } = serve();
    const { user } = renderWithProviders(<DefinitionsPage />);
    await screen.findAllByTestId('definition-row');
    await user.click(screen.getByRole('button', { name: 'Add definition' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a definition' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getAllByText('This field is required')).toHaveLength(2);
    expect(posted).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: /Term/ }), 'PPE');
    await user.type(within(dialog).getByRole('textbox', { name: /Definition/ }), 'Gloves and boots.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This term is already defined.')).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: /Term/ }));
    expect(within(dialog).queryByText('This term is already defined.')).toBeNull();
    await user.type(within(dialog).getByRole('textbox', { name: /Term/ }), 'LOTO');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Category' }), 'Warehouse');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted.at(-1)).toEqual({ term: 'LOTO', definition: 'Gloves and boots.', category: 5 });
    expect(await screen.findByText('LOTO')).toBeInTheDocument();
  });

  it('edits a definition', async () => {
    const { patched } = serve();
    const { user } = renderWithProviders(<DefinitionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Edit FLT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the definition' });
    const text = within(dialog).getByRole('textbox', { name: /Definition/ });
    await user.clear(text);
    await user.type(text, 'A forklift.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patched).toEqual([{ term: 'FLT', definition: 'A forklift.', category: 5 }]));
  });

  it('deletes only after the confirmation', async () => {
    const { deleted } = serve();
    const { user } = renderWithProviders(<DefinitionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Delete PPE' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete the definition “PPE”?' });
    expect(deleted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([2]));
    await waitFor(() => expect(screen.getAllByTestId('definition-row')).toHaveLength(1));
  });
});
