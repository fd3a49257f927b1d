// Assigning an article: divisions, people and positions are picked from the company's lists by
// name (the people module's calls), and the form gets their ids.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { API_PATHS } from '../../../../contract/paths';
import { apiUrl } from '../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { AssignmentFields } from './assignment-fields';

const server = setupApiServer();

const values = {
  visibility: 2,
  public_knowledgebases: [],
  division: [],
  individuals: [],
  assigned_positions: [],
  assigned_responsibilities: [],
  is_assigned_to_everyone: false,
  reassign_month_duration: 0,
} as unknown as Parameters<typeof AssignmentFields>[0]['values'];

describe('AssignmentFields', () => {
  it('offers the company divisions, people and positions by name and hands on their ids', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.divisions), () => HttpResponse.json([{ id: 3, division_name: 'Warehouse' }])),
      http.get(apiUrl(API_PATHS.companyUsersSimple), () => HttpResponse.json([{ id: 21, name: 'Olivia Ortiz' }])),
      http.get(apiUrl(API_PATHS.positions), () => HttpResponse.json([{ id: 8, name: 'Forklift driver' }])),
      http.get(apiUrl(API_PATHS.kbResponsibilities), () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const onChange = vi.fn();
    const { user } = renderWithProviders(<AssignmentFields values={values} onChange={onChange} />);
    const people = screen.getByRole('listbox', { name: 'Individuals' });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Olivia Ortiz' })).toBeInTheDocument());
    await user.selectOptions(people, 'Olivia Ortiz');
    expect(onChange).toHaveBeenLastCalledWith({ individuals: [21] });
    await user.selectOptions(screen.getByRole('listbox', { name: 'Divisions / departments' }), 'Warehouse');
    expect(onChange).toHaveBeenLastCalledWith({ division: [3] });
    await user.selectOptions(screen.getByRole('listbox', { name: 'Positions' }), 'Forklift driver');
    expect(onChange).toHaveBeenLastCalledWith({ assigned_positions: [8] });
  });
});
