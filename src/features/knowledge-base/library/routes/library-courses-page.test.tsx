// The library page: courses with their sections; an admin adds one (POST subscribe/ with its id)
// and is told what the server said; a course the company has links to its copy.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { LIBRARY_PATHS, type LibraryCourse } from '../../../../../contract/library';
import { apiUrl } from '../../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { LibraryCoursesPage } from './library-courses-page';

const server = setupApiServer();

const course = (subscribed: number | null): LibraryCourse => ({
  id: 2,
  name: 'Customer service basics',
  description: 'Greeting customers.',
  category: 2,
  category_name: 'Customer service',
  sections: [{ title: 'Serving customers', items: [{ type: 'article', title: 'First impressions' }] }],
  article_count: 1,
  quiz_count: 0,
  subscribed_course: subscribed,
});

describe('LibraryCoursesPage', () => {
  it('adds a course to the company and then links to the copy', async () => {
    let subscribed: number | null = null;
    const bodies: unknown[] = [];
    server.use(
      http.get(apiUrl(LIBRARY_PATHS.categories), () => HttpResponse.json([{ id: 2, name: 'Customer service' }])),
      http.get(apiUrl(LIBRARY_PATHS.courses), () => HttpResponse.json([course(subscribed)])),
      http.post(apiUrl(LIBRARY_PATHS.subscribe), async ({ request }) => {
        bodies.push(await request.json());
        subscribed = 41;
        return HttpResponse.json(
          { course: 41, created: true, detail: 'The course was added to your courses.' },
          { status: 201 },
        );
      }),
    );
    const { user } = renderWithProviders(<LibraryCoursesPage />);
    const card = await screen.findByTestId('library-course');
    expect(within(card).getByText('First impressions')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Add to my courses' }));
    expect(await screen.findByText('The course was added to your courses.')).toBeInTheDocument();
    expect(bodies).toEqual([{ library_course_id: 2 }]);
    expect(await within(card).findByRole('link', { name: 'Open course' })).toHaveAttribute(
      'href',
      '/knowledgebase/courses/41',
    );
    expect(within(card).getByText('In your courses')).toBeInTheDocument();
  });
});
