// Spec knowledge-base §4: only PUBLIC offers public knowledge bases (any other visibility clears
// them), and with PUBLIC chosen the company's only public knowledge base is selected by itself.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { AssignmentFields } from './assignment-fields';

const server = setupApiServer();

const values = (visibility: number, public_knowledgebases: number[] = []) =>
  ({
    visibility,
    public_knowledgebases,
    division: [],
    individuals: [],
    assigned_positions: [],
    assigned_responsibilities: [],
    is_assigned_to_everyone: false,
    reassign_month_duration: 0,
  }) as unknown as Parameters<typeof AssignmentFields>[0]['values'];

function lists(bases: { id: number; name: string }[]) {
  server.use(
    http.get(apiUrl(API_PATHS.divisions), () => HttpResponse.json([])),
    http.get(apiUrl(API_PATHS.companyUsersSimple), () => HttpResponse.json([])),
    http.get(apiUrl(API_PATHS.positions), () => HttpResponse.json([])),
    http.get(apiUrl(API_PATHS.kbResponsibilities), () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
    http.get(apiUrl(API_PATHS.kbPublicKnowledgebases), () =>
      HttpResponse.json(bases.map((b) => ({ ...b, is_default: false, domain: null }))),
    ),
  );
}

describe('public knowledge bases in the article form', () => {
  it('with PUBLIC and exactly one public knowledge base, selects it', async () => {
    lists([{ id: 4, name: 'Help centre' }]);
    const onChange = vi.fn();
    renderWithProviders(<AssignmentFields values={values(0)} onChange={onChange} />);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith({ public_knowledgebases: [4] }));
    expect(screen.getByRole('listbox', { name: 'Public knowledge bases' })).toBeInTheDocument();
  });

  it('with several, selects none and lets the admin choose', async () => {
    lists([
      { id: 4, name: 'Help centre' },
      { id: 5, name: 'Partners' },
    ]);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<AssignmentFields values={values(0)} onChange={onChange} />);
    const list = screen.getByRole('listbox', { name: 'Public knowledge bases' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Partners' })).toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();
    await user.selectOptions(list, 'Partners');
    expect(onChange).toHaveBeenLastCalledWith({ public_knowledgebases: [5] });
  });

  it('is not offered for ALL STAFF, and leaving PUBLIC clears the selection', async () => {
    lists([{ id: 4, name: 'Help centre' }]);
    const onChange = vi.fn();
    const { user } = renderWithProviders(<AssignmentFields values={values(0, [4])} onChange={onChange} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), '1');
    expect(onChange).toHaveBeenLastCalledWith({ visibility: 1, public_knowledgebases: [] });
    onChange.mockClear();
    // The first render (still PUBLIC: its props did not change) keeps its one list; ALL STAFF adds none.
    renderWithProviders(<AssignmentFields values={values(1)} onChange={onChange} />);
    expect(screen.getAllByRole('listbox', { name: 'Public knowledge bases' })).toHaveLength(1);
  });
});
