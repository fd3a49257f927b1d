// Assigned Courses: each course with its state (overdue in red words, completed with its date), done
// of total, the next item, and Start / Continue / Review into the course.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AssignedCourse, CourseProgress } from '../../../../../contract/courses';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
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
});
