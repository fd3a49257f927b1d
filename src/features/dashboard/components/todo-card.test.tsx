// The to-do card: optimistic create, tick and delete (after confirming), and a refused change rolled
// back with its message and nothing typed lost.
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Todo } from '../../../../contract/company';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { TodoCard } from './todo-card';

const server = setupApiServer();

const todo = (id: number, title: string, done = false): Todo => ({
  id,
  title,
  is_completed: done,
  due_date: null,
  created_at: '2026-01-01T00:00:00Z',
});

/** A small in-memory to-do API. */
function todoApi(initial: Todo[]) {
  let todos = [...initial];
  let next = 100;
  return [
    http.get('*/account/api/todo/', () =>
      HttpResponse.json({ count: todos.length, next: null, previous: null, results: todos }),
    ),
    http.post('*/account/api/todo/', async ({ request }) => {
      const { title } = (await request.json()) as { title: string };
      await delay(30);
      const created = todo(next++, title);
      todos = [created, ...todos];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('*/account/api/todo/:id/', async ({ params, request }) => {
      const patch = (await request.json()) as Partial<Todo>;
      todos = todos.map((t) => (t.id === Number(params.id) ? { ...t, ...patch } : t));
      return HttpResponse.json(todos.find((t) => t.id === Number(params.id)));
    }),
    http.delete('*/account/api/todo/:id/', ({ params }) => {
      todos = todos.filter((t) => t.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

describe('TodoCard', () => {
  it('shows the empty state, then adds a to-do at once', async () => {
    server.use(...todoApi([]));
    const { user } = renderWithProviders(<TodoCard />);
    expect(await screen.findByText(/Nothing to do/)).toBeInTheDocument();
    await user.type(screen.getByPlaceholderText('Add a to-do…'), 'Check the van tyres{Enter}');
    expect(screen.getByText('Check the van tyres')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Add a to-do…')).toHaveValue('');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Delete “Check the van tyres”' })).not.toBeDisabled(),
    );
  });

  it('does not send an empty title', async () => {
    server.use(...todoApi([]));
    const { user } = renderWithProviders(<TodoCard />);
    await screen.findByText(/Nothing to do/);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Write what needs doing first.')).toBeInTheDocument();
  });

  it('ticks a to-do done and deletes one after confirming', async () => {
    server.use(...todoApi([todo(1, 'Order gloves'), todo(2, 'Call the depot')]));
    const { user } = renderWithProviders(<TodoCard />);
    await user.click(await screen.findByText('Order gloves'));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Order gloves' })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Delete “Call the depot”' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Call the depot')).toBeNull());
  });

  it('rolls back a refused create, shows why and gives the text back', async () => {
    server.use(
      http.post('*/account/api/todo/', () => HttpResponse.json({ title: ['Too long'] }, { status: 400 })),
      ...todoApi([]),
    );
    const { user } = renderWithProviders(<TodoCard />);
    await screen.findByText(/Nothing to do/);
    await user.type(screen.getByPlaceholderText('Add a to-do…'), 'Something{Enter}');
    expect(await screen.findByText('Title: Too long')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('todo-list')).toBeNull());
    expect(screen.getByPlaceholderText('Add a to-do…')).toHaveValue('Something');
  });
});
