// All completions: the list asks with the filters in the URL and those chosen, pages, says when
// nothing matches or the call failed, and a name opens that person's knowledge-base view.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Acknowledgement } from '../../../../../contract/knowledge-base';
import { API_PATHS } from '../../../../../contract/paths';
import { apiUrl } from '../../../../api/client';
import { renderWithProviders, setupApiServer } from '../../../../test/render';
import { choiceHandlers, page, personHandlers } from '../test-handlers';
import { CompletionsPage } from './completions-page';

const server = setupApiServer();

const ack = (id: number, overrides: Partial<Acknowledgement> = {}): Acknowledgement => ({
  id,
  article: 40,
  article_title: 'Forklift rules',
  staff_id: 2,
  staff_name: 'Sam Staff',
  acknowledgement_type: 1,
  signature: 'Sam S.',
  question: null,
  answers: [],
  created_on: '2026-11-03T10:00:00Z',
  ...overrides,
});

function serve(answer: (search: URLSearchParams) => Response | object) {
  const asked: URLSearchParams[] = [];
  server.use(
    ...choiceHandlers,
    ...personHandlers,
    http.get(apiUrl(API_PATHS.kbAcknowledgements), ({ request }) => {
      const search = new URL(request.url).searchParams;
      asked.push(search);
      const body = answer(search);
      return body instanceof Response ? body : HttpResponse.json(body);
    }),
  );
  return asked;
}

describe('CompletionsPage', () => {
  it('asks with the URL filters, then the chosen ones, and pages', async () => {
    const asked = serve((s) =>
      page(
        s.get('page') === '2'
          ? [ack(3, { article_title: 'Fire exits' })]
          : [
              ack(1),
              ack(2, {
                acknowledgement_type: 2,
                signature: null,
                answers: ['Brakes'],
                staff_name: 'Pat Porter',
                staff_id: 3,
              }),
            ],
        27,
      ),
    );
    const { user } = renderWithProviders(<CompletionsPage />, { route: '/?staff=2&date_from=2026-11-01' });
    const rows = await screen.findAllByTestId('completion-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Sam S.')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Answered: Brakes')).toBeInTheDocument();
    expect(asked[0]!.get('staff')).toBe('2');
    expect(asked[0]!.get('date_from')).toBe('2026-11-01');
    expect(asked[0]!.get('page_size')).toBe('25');

    await screen.findByRole('option', { name: 'Fire exits' });
    await user.selectOptions(screen.getByLabelText('Article'), '41');
    await waitFor(() => expect(asked.at(-1)!.get('article')).toBe('41'));
    expect(asked.at(-1)!.get('staff')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(asked.at(-1)!.get('page')).toBe('2'));
    expect(await screen.findByText('Fire exits', { selector: 'a' })).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters', async () => {
    const asked = serve((s) => page(s.get('staff') ? [] : [ack(1)]));
    const { user } = renderWithProviders(<CompletionsPage />, { route: '/?staff=3' });
    expect(await screen.findByText('Nothing matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByTestId('completion-row')).toHaveLength(1);
    expect(asked.at(-1)!.get('staff')).toBeNull();
  });

  it('filters by one of two people of the same name, picked by e-mail', async () => {
    const asked = serve(() => page([ack(1)]));
    const { user } = renderWithProviders(<CompletionsPage />);
    await screen.findAllByTestId('completion-row');
    const person = screen.getByRole('combobox', { name: 'Staff member' });
    await user.click(person);
    await waitFor(() => expect(screen.getAllByRole('option', { name: /Sam Staff/ })).toHaveLength(2));
    await user.click(screen.getByRole('option', { name: /sam@north\.test/ }));
    await waitFor(() => expect(asked.at(-1)!.get('staff')).toBe('4'));
    await user.click(screen.getByRole('button', { name: 'Remove Sam Staff (sam@north.test)' }));
    await waitFor(() => expect(asked.at(-1)!.get('staff')).toBeNull());
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    serve(() => (fail ? HttpResponse.json({ detail: 'Server is down' }, { status: 500 }) : page([ack(1)])));
    const { user } = renderWithProviders(<CompletionsPage />);
    const alert = await screen.findByRole('alert');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('completion-row')).toHaveLength(1);
  });

  it("opens a person's knowledge-base view from their name", async () => {
    serve(() => page([ack(1)]));
    const { user } = renderWithProviders(<CompletionsPage />);
    await user.click(await screen.findByRole('button', { name: 'Open the knowledge base of Sam Staff' }));
    const dialog = await screen.findByRole('dialog', { name: 'Knowledge base of Sam Staff' });
    const summary = await within(dialog).findByLabelText('Summary');
    expect(within(summary).getByText('Quizzes passed').nextSibling?.textContent).toBe('5');
    const assigned = within(dialog).getByRole('region', { name: 'Assigned articles' });
    expect(await within(assigned).findByText('Not read')).toBeInTheDocument();
    const courses = within(dialog).getByRole('region', { name: 'Assigned courses' });
    expect(await within(courses).findByText('Overdue')).toBeInTheDocument();
    expect(await within(dialog).findByText('None.')).toBeInTheDocument();
  });
});
