// Assigning an article: divisions, people and positions are picked from the company's lists with
// the searchable picker, two people of the same name are told apart by their e-mail, and the form
// gets their ids.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
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
      http.get(apiUrl(API_PATHS.companyUsersSimple), () =>
        HttpResponse.json([
          { id: 21, name: 'Olivia Ortiz', email: 'olivia@acme.test', position_name: 'Picker' },
          { id: 22, name: 'Olivia Ortiz', email: 'o.ortiz@north.test', position_name: null },
        ]),
      ),
      http.get(apiUrl(API_PATHS.positions), () => HttpResponse.json([{ id: 8, name: 'Forklift driver' }])),
      http.get(apiUrl(API_PATHS.kbResponsibilities), () =>
        HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
      ),
    );
    const onChange = vi.fn();
    const { user } = renderWithProviders(<AssignmentFields values={values} onChange={onChange} />);
    const people = screen.getByRole('combobox', { name: 'Individuals' });
    await user.click(people);
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Olivia Ortiz/ })).toHaveLength(2));
    expect(screen.getByRole('option', { name: /olivia@acme\.test · Picker/ })).toBeInTheDocument();
    fireEvent.change(people, { target: { value: 'north' } });
    const list = screen.getByRole('listbox', { name: 'Individuals' });
    await waitFor(() => expect(within(list).getAllByRole('option')).toHaveLength(1));
    await user.click(screen.getByRole('option', { name: /o\.ortiz@north\.test/ }));
    expect(onChange).toHaveBeenLastCalledWith({ individuals: [22] });

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Divisions / departments' }));
    await user.click(await screen.findByRole('option', { name: 'Warehouse' }));
    expect(onChange).toHaveBeenLastCalledWith({ division: [3] });
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('combobox', { name: 'Positions' }));
    await user.click(await screen.findByRole('option', { name: 'Forklift driver' }));
    expect(onChange).toHaveBeenLastCalledWith({ assigned_positions: [8] });
  });
});
