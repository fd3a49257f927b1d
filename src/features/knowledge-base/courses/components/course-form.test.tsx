// The course builder on screen: the §3 course errors before anything is sent, items reordered by
// keyboard (and announced), reset to one empty section, and the request a save sends with the
// sections in their order; the server's 400 shows under the builder's error names.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Course } from '../../../../../contract/courses';
import {
  COURSE_CATEGORY_REQUIRED,
  COURSE_NAME_REQUIRED,
  COURSE_SECTIONS_REQUIRED,
} from '../../../../../contract/courses-constants';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { emptyCourse } from '../lib/course-form';
import { CourseForm } from './course-form';

const server = setupApiServer();

function choices() {
  server.use(
    http.get(apiUrl(API_PATHS.kbCourseCategories), () =>
      HttpResponse.json([{ id: 4, name: 'Induction', course_count: 0 }]),
    ),
    http.get(apiUrl(API_PATHS.kbArticlesSimple), () =>
      HttpResponse.json([
        { id: 11, title: 'Fire evacuation' },
        { id: 12, title: 'Working at height: ladders' },
      ]),
    ),
    http.get(apiUrl(API_PATHS.kbQuizzes), () =>
      HttpResponse.json([{ id: 21, title: 'Ladder quiz', pass_mark: 80, question_count: 3 }]),
    ),
    http.get(apiUrl(API_PATHS.divisions), () => HttpResponse.json([])),
    http.get(apiUrl(API_PATHS.companyUsersSimple), () =>
      HttpResponse.json([{ id: 7, name: 'Sam Staff', email: 'sam@acme.test', position_name: null }]),
    ),
    http.get(apiUrl(API_PATHS.positions), () => HttpResponse.json([])),
    http.get(apiUrl(API_PATHS.kbResponsibilities), () =>
      HttpResponse.json({ count: 0, next: null, previous: null, results: [] }),
    ),
  );
}

function renderBuilder(onSaved = vi.fn()) {
  choices();
  const view = renderWithProviders(
    <CourseForm course={null} initial={emptyCourse()} onSaved={onSaved} onCancel={vi.fn()} />,
  );
  return { ...view, onSaved };
}

const titles = () => screen.queryAllByTestId('course-item').map((row) => row.textContent);

async function addTwoArticles(user: ReturnType<typeof renderBuilder>['user']) {
  // Typed text goes in at once: the form re-renders whole, and key by key is slow on a busy machine.
  fireEvent.change(screen.getByLabelText('Title of section 1'), { target: { value: 'Basics' } });
  const picker = screen.getByRole('combobox', { name: 'Add an article to Basics' });
  await waitFor(() => expect(within(picker).getByRole('option', { name: 'Fire evacuation' })).toBeInTheDocument());
  await user.selectOptions(picker, 'Fire evacuation');
  await user.selectOptions(picker, 'Working at height: ladders');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Add a quiz to Basics' }), 'Ladder quiz');
}

describe('CourseForm', () => {
  it('shows the course errors and sends nothing while they stand', async () => {
    const posted = vi.fn();
    server.use(http.post(apiUrl(API_PATHS.kbCourses), posted));
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Save Course' }));
    expect(screen.getByTestId('error-courseName')).toHaveTextContent(COURSE_NAME_REQUIRED);
    expect(screen.getByTestId('error-courseCategory')).toHaveTextContent(COURSE_CATEGORY_REQUIRED);
    expect(screen.getByTestId('error-courseSections')).toHaveTextContent(COURSE_SECTIONS_REQUIRED);
    expect(screen.queryByTestId('error-coursePriority')).toBeNull();
    expect(posted).not.toHaveBeenCalled();
  });

  it('clears each error once its field is fixed, and keeps the others', async () => {
    const { user } = renderBuilder();
    await user.click(screen.getByRole('button', { name: 'Save Course' }));
    expect(screen.getByTestId('error-courseName')).toHaveTextContent(COURSE_NAME_REQUIRED);
    fireEvent.change(screen.getByRole('textbox', { name: 'Course name' }), { target: { value: 'Ladders' } });
    expect(screen.queryByTestId('error-courseName')).toBeNull();
    expect(screen.getByTestId('error-courseCategory')).toHaveTextContent(COURSE_CATEGORY_REQUIRED);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Induction' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Induction');
    expect(screen.queryByTestId('error-courseCategory')).toBeNull();
    expect(screen.getByTestId('error-courseSections')).toHaveTextContent(COURSE_SECTIONS_REQUIRED);
    await addTwoArticles(user);
    expect(screen.queryByTestId('error-courseSections')).toBeNull();
    // Broken again, the field says so again.
    fireEvent.change(screen.getByRole('textbox', { name: 'Course name' }), { target: { value: ' ' } });
    expect(screen.getByTestId('error-courseName')).toHaveTextContent(COURSE_NAME_REQUIRED);
  });

  it('reorders items with the keyboard and says where they went', async () => {
    const { user } = renderBuilder();
    await addTwoArticles(user);
    expect(titles()).toEqual([
      expect.stringContaining('Fire evacuation'),
      expect.stringContaining('Working at height'),
      expect.stringContaining('Ladder quiz'),
    ]);
    const handle = screen.getByRole('button', { name: /Reorder Fire evacuation/ });
    handle.focus();
    await user.keyboard('{ArrowDown}');
    expect(titles()[1]).toContain('Fire evacuation');
    expect(screen.getByText('Fire evacuation moved to position 2 in Basics')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move Ladder quiz up' }));
    expect(titles()[1]).toContain('Ladder quiz');
  });

  it('moves an item into the next section with the keyboard; reset leaves one empty section', async () => {
    const { user } = renderBuilder();
    await addTwoArticles(user);
    // A second section: the item at the end of the first moves into it with ArrowDown.
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    expect(screen.getAllByTestId('course-section')).toHaveLength(2);
    screen.getByRole('button', { name: /Reorder Ladder quiz/ }).focus();
    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByTestId('course-section');
    const itemsOf = (section: HTMLElement) =>
      within(section)
        .queryAllByTestId('course-item')
        .map((r) => r.textContent);
    expect(itemsOf(second!)).toEqual([expect.stringContaining('Ladder quiz')]);
    expect(itemsOf(first!).join()).not.toContain('Ladder quiz');

    await user.click(screen.getByRole('button', { name: 'Reset sections' }));
    expect(screen.getAllByTestId('course-section')).toHaveLength(1);
    expect(titles()).toEqual([]);
    expect(screen.getByLabelText('Title of section 1')).toHaveValue('');
  });

  it('moves an item by drag and drop', async () => {
    const { user } = renderBuilder();
    await addTwoArticles(user);
    const rows = screen.getAllByTestId('course-item');
    const data = new Map<string, string>();
    const dataTransfer = {
      setData: (type: string, value: string) => data.set(type, value),
      getData: (type: string) => data.get(type) ?? '',
      get types() {
        return [...data.keys()];
      },
      effectAllowed: 'move',
    };
    fireEvent.dragStart(rows[2]!, { dataTransfer });
    fireEvent.dragOver(rows[0]!, { dataTransfer });
    fireEvent.drop(rows[0]!, { dataTransfer });
    expect(titles()[0]).toContain('Ladder quiz');
  });

  it('saves the fields and the sections in order, and shows the server refusal under its name', async () => {
    let body: Record<string, unknown> | undefined;
    server.use(
      http.post(apiUrl(API_PATHS.kbCourses), async ({ request }) => {
        body = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json(
          { sections: ['Choose published articles and quizzes of this company.'] },
          { status: 400 },
        );
      }),
    );
    const { user, onSaved } = renderBuilder();
    fireEvent.change(screen.getByRole('textbox', { name: 'Course name' }), { target: { value: 'Working at height' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Induction' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Induction');
    await user.click(screen.getByRole('combobox', { name: 'Individuals' }));
    await user.click(await screen.findByRole('option', { name: /Sam Staff/ }));
    await addTwoArticles(user);
    await user.click(screen.getByRole('button', { name: 'Save Course' }));
    await waitFor(() => expect(body).toBeDefined());
    expect(body).toMatchObject({
      name: 'Working at height',
      category: 4,
      priority: 0,
      individuals: [7],
      is_assigned_to_everyone: false,
      sections: [{ title: 'Basics', section_items: [{ article: 11 }, { article: 12 }, { quiz: 21 }] }],
    });
    expect(await screen.findByTestId('error-courseSections')).toHaveTextContent(
      'Choose published articles and quizzes of this company.',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('hands the saved course on', async () => {
    server.use(
      http.post(apiUrl(API_PATHS.kbCourses), () =>
        HttpResponse.json({ id: 99, name: 'Saved' } as Course, { status: 201 }),
      ),
    );
    const { user, onSaved } = renderBuilder();
    fireEvent.change(screen.getByRole('textbox', { name: 'Course name' }), { target: { value: 'Saved' } });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Induction' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Induction');
    await addTwoArticles(user);
    await user.click(screen.getByRole('button', { name: 'Save Course' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 99 })));
  });
});
