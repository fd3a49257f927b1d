// Assigned Courses: each course with its state (overdue in red words, completed with its date), done
// of total, the next item, and Start / Continue / Review into the course.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AssignedCourse, CourseProgress } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { getCourseDownload, putCourseDownload, type CourseDownloadRecord } from '../../../../offline/course-downloads';
import { REMOVED_FOR_STORAGE_CAP } from '../offline/download-state';
import { storeSearchDocuments } from '../../../../offline/offline-search';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { AssignedCoursesPage } from './assigned-courses-page';

const server = setupApiServer();

const progress = (patch: Partial<CourseProgress>): CourseProgress => ({
  state: 'not_started',
  completed_items: 0,
  total_items: 3,
  percent: 0,
  next_item: null,
  completed_on: null,
  cycle_started_on: null,
  due_on: null,
  expires_on: null,
  ...patch,
});

const assigned = (id: number, name: string, p: CourseProgress): AssignedCourse => ({
  id,
  name,
  category: 1,
  category_name: 'Induction',
  description: '',
  priority: 0,
  is_assigned_to_everyone: true,
  has_certificate: false,
  reassign_month_duration: 0,
  due_days: null,
  is_scorm: false,
  section_count: 1,
  item_count: 3,
  created_on: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  progress: p,
});

describe('AssignedCoursesPage', () => {
  it('shows each course with its state, progress, next item and due date', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.kbCoursesAssignedAndRead), () =>
        HttpResponse.json([
          assigned(
            1,
            'Fire safety',
            progress({
              state: 'overdue',
              completed_items: 1,
              percent: 33,
              next_item: { id: 9, title: 'Evacuation quiz', item_type: 'quiz' },
              due_on: '2026-11-01T00:00:00Z',
            }),
          ),
          assigned(
            2,
            'Ladders',
            progress({ state: 'completed', completed_items: 3, percent: 100, completed_on: '2026-11-10T00:00:00Z' }),
          ),
          assigned(3, 'Forklifts', progress({ next_item: { id: 4, title: 'Pre-shift check', item_type: 'article' } })),
        ]),
      ),
    );
    renderWithProviders(<AssignedCoursesPage />);
    const cards = await screen.findAllByTestId('assigned-course');
    const [fire, ladders, forklifts] = cards.map((c) => within(c));
    expect(fire!.getByTestId('course-state')).toHaveTextContent('Overdue');
    expect(fire!.getByText('1 of 3 done')).toBeInTheDocument();
    expect(fire!.getByText(/^Due /)).toBeInTheDocument();
    expect(fire!.getByTestId('next-item')).toHaveTextContent('Next: Evacuation quiz');
    expect(fire!.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/knowledgebase/courses/1');
    expect(ladders!.getByTestId('course-state')).toHaveTextContent('Completed');
    expect(ladders!.getByText(/^Completed on /)).toBeInTheDocument();
    expect(ladders!.getByRole('link', { name: 'Review' })).toBeInTheDocument();
    expect(forklifts!.getByTestId('course-state')).toHaveTextContent('Not started');
    expect(forklifts!.getByRole('link', { name: 'Start' })).toBeInTheDocument();
  });

  it('shows each course download: ready with its size, downloading with its bar, update available, failed, removed by the storage cap', async () => {
    const record = (course: number, patch: Partial<CourseDownloadRecord>): CourseDownloadRecord => ({
      course,
      status: 'ready',
      version: '2026-11-01T00:00:00Z',
      content_hash: 'x',
      media: [],
      bytes_done: 0,
      bytes_total: 0,
      stored_bytes: 0,
      error: null,
      updated_at: 0,
      ...patch,
    });
    server.use(
      http.get(apiUrl(API_PATHS.kbCoursesAssignedAndRead), () =>
        HttpResponse.json([
          assigned(1, 'Fire safety', progress({})),
          assigned(2, 'Ladders', progress({})),
          assigned(3, 'Forklifts', progress({})),
          assigned(4, 'Cranes', progress({})),
          assigned(5, 'Canteen', progress({})),
        ]),
      ),
    );
    const { user } = renderWithProviders(<AssignedCoursesPage />);
    await putCourseDownload(record(1, { stored_bytes: 2_500_000 }));
    await putCourseDownload(record(2, { status: 'downloading', bytes_done: 400_000, bytes_total: 1_000_000 }));
    await putCourseDownload(record(3, { version: '2026-10-01T00:00:00Z', stored_bytes: 1000 }));
    await putCourseDownload(record(4, { status: 'failed', error: 'quota' }));
    await putCourseDownload(record(5, { status: 'removed', error: REMOVED_FOR_STORAGE_CAP }));
    const cards = await screen.findAllByTestId('assigned-course');
    const [fire, ladders, forklifts, cranes, canteen] = cards.map((c) => within(c));
    // The downloads reach the page through a live query, in the order they were written: the last
    // one showing means all of them do (a busy machine shows them a render or two apart).
    await waitFor(() => expect(canteen!.getByTestId('course-download-removed-for-cap')).toBeInTheDocument());
    await waitFor(() => expect(fire!.getByTestId('course-download-state')).toHaveTextContent('Ready offline'));
    expect(fire!.getByTestId('course-download-size')).toHaveTextContent('2.5 MB on this device');
    expect(ladders!.getByTestId('course-download-state')).toHaveTextContent('Downloading');
    expect(ladders!.getByRole('progressbar', { name: 'Download progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(ladders!.getByText('400 kB of 1 MB')).toBeInTheDocument();
    expect(forklifts!.getByTestId('course-download-state')).toHaveTextContent('Update available');
    expect(forklifts!.getByRole('button', { name: 'Update download' })).toBeInTheDocument();
    expect(cranes!.getByTestId('course-download-state')).toHaveTextContent('Download failed');
    expect(cranes!.getByRole('alert')).toHaveTextContent('This device is out of storage space.');
    expect(cranes!.getByRole('button', { name: 'Retry download' })).toBeInTheDocument();
    // Removed by the device storage cap: not downloaded, and it says why.
    expect(canteen!.getByTestId('course-download-state')).toHaveTextContent('Not downloaded');
    expect(canteen!.getByTestId('course-download-removed-for-cap')).toHaveTextContent(
      "Removed to stay under this device's storage cap.",
    );
    expect(fire!.queryByTestId('course-download-removed-for-cap')).toBeNull();

    // Removing a download asks first (offline it could not come back); cancelling keeps it.
    await user.click(fire!.getByRole('button', { name: 'Remove download' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Remove this course from the device?' });
    expect(ask).toHaveTextContent('You will need a connection to download it again.');
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect((await getCourseDownload(1))?.status).toBe('ready');
    // Removing keeps a note, so the course is not fetched again until asked.
    await user.click(fire!.getByRole('button', { name: 'Remove download' }));
    const again = await screen.findByRole('alertdialog', { name: 'Remove this course from the device?' });
    await user.click(within(again).getByRole('button', { name: 'Remove download' }));
    await waitFor(() => expect(fire!.getByTestId('course-download-state')).toHaveTextContent('Not downloaded'));
    expect((await getCourseDownload(1))?.status).toBe('removed');
    // The button shows its spinner until the removal has finished, a moment after the state changes.
    expect(await fire!.findByRole('button', { name: 'Download for offline' })).toBeInTheDocument();
  });

  it('searches the downloaded articles and opens a hit in its course', async () => {
    server.use(
      http.get(apiUrl(API_PATHS.kbCoursesAssignedAndRead), () =>
        HttpResponse.json([assigned(1, 'Fire safety', progress({}))]),
      ),
    );
    const { user } = renderWithProviders(<AssignedCoursesPage />);
    await storeSearchDocuments(1, [
      {
        article: 7,
        title: 'Evacuation routes',
        text: 'Leave by the nearest exit.',
        course: 1,
        course_name: 'Fire safety',
        item: 70,
      },
      {
        article: 8,
        title: 'Extinguishers',
        text: 'Pull the pin, aim at the base.',
        course: 1,
        course_name: 'Fire safety',
        item: 80,
      },
    ]);
    await user.type(await screen.findByLabelText('Search downloaded courses'), 'nearest exit');
    const hits = await screen.findByTestId('downloaded-article-hits');
    expect(
      within(hits)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Evacuation routes']);
    expect(within(hits).getByRole('link')).toHaveAttribute('href', '/knowledgebase/courses/1?item=70');
    expect(within(hits).getByText('In Fire safety')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search downloaded courses'));
    await user.type(screen.getByLabelText('Search downloaded courses'), 'ladder');
    expect(await screen.findByText('No downloaded article matches.')).toBeInTheDocument();
  });
});
