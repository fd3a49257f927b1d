// Courses Admin: the list asks the server with the search and ordering chosen, duplicates a course,
// and applies bulk changes to the selected courses, listing any refused one as §8 says.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CourseSummary } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { CoursesAdminPage } from './courses-admin-page';

const server = setupApiServer();

const summary = (id: number, name: string, priority: number): CourseSummary => ({
  id,
  name,
  category: 1,
  category_name: 'Induction',
  description: '',
  priority,
  is_assigned_to_everyone: true,
  has_certificate: false,
  reassign_month_duration: 0,
  due_days: null,
  is_scorm: false,
  section_count: 1,
  item_count: 2,
  created_on: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
});

describe('CoursesAdminPage', () => {
  it('searches, orders, duplicates and bulk-updates', async () => {
    const asked: string[] = [];
    const posted: { path: string; body: unknown }[] = [];
    server.use(
      http.get(apiUrl(API_PATHS.kbCourses), ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          count: 2,
          next: null,
          previous: null,
          results: [summary(1, 'Fire safety', 5), summary(2, 'Ladders', 1)],
        });
      }),
      http.post(apiUrl(API_PATHS.kbCourseDuplicate(2)), () => {
        posted.push({ path: 'duplicate', body: null });
        return HttpResponse.json(summary(3, 'Ladders (copy)', 1), { status: 201 });
      }),
      http.post(apiUrl(API_PATHS.kbCoursesBulkUpdate), async ({ request }) => {
        posted.push({ path: 'bulk-update', body: await request.json() });
        return HttpResponse.json({
          succeeded: [1],
          errors: [{ id: 2, reason: 'Not found.', message: 'Error for ID 2: Not found.' }],
        });
      }),
    );
    const { user } = renderWithProviders(<CoursesAdminPage />);
    const rows = await screen.findAllByTestId('course-row');
    expect(rows.map((r) => within(r).getAllByRole('link')[0]!.textContent)).toEqual(['Fire safety', 'Ladders']);
    expect(asked[0]).toContain('ordering=-priority');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'lad' } });
    await waitFor(() => expect(asked.at(-1)).toContain('search=lad'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Order by' }), 'Name (A–Z)');
    await waitFor(() => expect(asked.at(-1)).toContain('ordering=name'));

    await user.click(within(rows[1]!).getByRole('button', { name: 'Duplicate' }));
    await screen.findByText('Course duplicated');

    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    const bulk = screen.getByRole('region', { name: 'Bulk actions' });
    fireEvent.change(within(bulk).getByRole('textbox', { name: 'Priority' }), { target: { value: '9' } });
    await user.click(within(bulk).getByRole('button', { name: 'Set priority' }));
    await screen.findByText('Error for ID 2: Not found.');
    expect(posted.at(-1)).toEqual({ path: 'bulk-update', body: { ids: [1, 2], changes: { priority: 9 } } });
  });
});
