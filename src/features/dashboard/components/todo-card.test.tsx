// The to-do card: every change is saved on this device first and shows at once (marked as waiting),
// then goes to the server once, in order, with its outbox id as Idempotency-Key; a to-do added
// offline can be renamed and ticked before the server has it, and those changes reach the id the
// server gives it. The text is edited in place (Enter saves, Escape cancels). A change the server
// refuses stays in the list with the server's message: nothing typed is lost.
import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Todo } from '../../../../contract/company';
import { userDatabase } from '../../../offline/db';
import { startSync, stopSync } from '../../../offline/sync-engine';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { registerTodoKinds } from '../offline/todo-kinds';
import { TodoCard } from './todo-card';

const server = setupApiServer();
const db = () => userDatabase(1, 10);

const todo = (id: number, title: string, done = false): Todo => ({
  id,
  title,
  is_completed: done,
  due_date: null,
  created_at: '2026-01-01T00:00:00Z',
});

interface Received {
  method: string;
  path: string;
  body: unknown;
  key: string | null;
}

/** A small in-memory to-do API that records what it received (and answers a repeated key once). */
function todoApi(initial: Todo[]) {
  let todos = [...initial];
  let next = 100;
  const received: Received[] = [];
  const answered = new Map<string, Todo>();
  const record = async (request: Request, path: string) => {
    const body = request.method === 'DELETE' ? null : ((await request.json()) as unknown);
    received.push({ method: request.method, path, body, key: request.headers.get('idempotency-key') });
    return body;
  };
  const handlers = [
    http.get('*/account/api/todo/', () =>
      HttpResponse.json({ count: todos.length, next: null, previous: null, results: todos }),
    ),
    http.post('*/account/api/todo/', async ({ request }) => {
      const { title } = (await record(request, 'todo/')) as { title: string };
      await delay(20);
      const key = request.headers.get('idempotency-key') ?? '';
      const created = answered.get(key) ?? todo(next++, title);
      if (!answered.has(key)) todos = [created, ...todos];
      answered.set(key, created);
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('*/account/api/todo/:id/', async ({ params, request }) => {
      const patch = (await record(request, `todo/${String(params.id)}/`)) as Partial<Todo>;
      const id = Number(params.id);
      if (!todos.some((t) => t.id === id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 });
      todos = todos.map((t) => (t.id === id ? { ...t, ...patch } : t));
      return HttpResponse.json(todos.find((t) => t.id === id));
    }),
    http.delete('*/account/api/todo/:id/', async ({ params, request }) => {
      await record(request, `todo/${String(params.id)}/`);
      todos = todos.filter((t) => t.id !== Number(params.id));
      return new HttpResponse(null, { status: 204 });
    }),
  ];
  return { handlers, received, todos: () => todos };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

function renderCard() {
  const view = renderWithProviders(<TodoCard />);
  registerTodoKinds(view.queryClient);
  return view;
}

beforeEach(async () => {
  await db().outbox.clear();
  await db().created_ids.clear();
});
afterEach(() => {
  stopSync();
  delete (navigator as { onLine?: boolean }).onLine;
});

const waiting = () => screen.queryAllByTestId('todo-waiting');

describe('TodoCard', () => {
  it('adds a to-do at once, saved on this device, and the server gets it once under its outbox id', async () => {
    const api = todoApi([]);
    server.use(...api.handlers);
    const { user } = renderCard();
    expect(await screen.findByText(/Nothing to do/)).toBeInTheDocument();

    await user.type(screen.getByPlaceholderText('Add a to-do…'), 'Check the van tyres{Enter}');

    expect(await screen.findByRole('button', { name: 'Check the van tyres (edit)' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Add a to-do…')).toHaveValue('');
    expect(screen.getByTestId('todo-waiting')).toHaveTextContent('Saved on this device, waiting to sync');
    const [queued] = await db().outbox.toArray();
    expect(queued).toMatchObject({ kind: 'todos.add', body: { title: 'Check the van tyres' } });

    startSync({ userId: 1, companyId: 10 });
    await waitFor(() => expect(waiting()).toHaveLength(0));
    expect(screen.getAllByRole('button', { name: 'Check the van tyres (edit)' })).toHaveLength(1);
    expect(api.received).toEqual([
      { method: 'POST', path: 'todo/', body: { title: 'Check the van tyres' }, key: queued!.id },
    ]);
    expect(api.todos().map((t) => t.title)).toEqual(['Check the van tyres']);
  });

  it('does not save an empty title', async () => {
    server.use(...todoApi([]).handlers);
    const { user } = renderCard();
    await screen.findByText(/Nothing to do/);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Write what needs doing first.')).toBeInTheDocument();
    expect(await db().outbox.count()).toBe(0);
  });

  it('offline: a new to-do renamed and ticked before it reached the server gets them, in order, at its server id', async () => {
    const api = todoApi([todo(1, 'Order gloves')]);
    server.use(...api.handlers);
    const { user } = renderCard();
    await screen.findByRole('button', { name: 'Order gloves (edit)' });
    setOnline(false);

    await user.type(screen.getByPlaceholderText('Add a to-do…'), 'Call the depot{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Call the depot (edit)' }));
    const input = screen.getByRole('textbox', { name: 'To-do text' });
    expect(input).toHaveFocus();
    await user.clear(input);
    await user.type(input, 'Call the depot at 9{Enter}');
    await user.click(await screen.findByRole('checkbox', { name: 'Call the depot at 9' }));

    // All of it shows at once, from this device.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Call the depot at 9' })).toBeChecked());
    expect(screen.queryByRole('button', { name: 'Call the depot (edit)' })).toBeNull();
    expect((await db().outbox.orderBy('seq').toArray()).map((i) => i.kind)).toEqual([
      'todos.add',
      'todos.rename',
      'todos.tick',
    ]);
    expect(api.received).toEqual([]);

    setOnline(true);
    startSync({ userId: 1, companyId: 10 });
    await waitFor(async () => expect(await db().outbox.count()).toBe(0));
    expect(api.received.map((r) => `${r.method} ${r.path} ${JSON.stringify(r.body)}`)).toEqual([
      'POST todo/ {"title":"Call the depot"}',
      'PATCH todo/100/ {"title":"Call the depot at 9"}',
      'PATCH todo/100/ {"is_completed":true}',
    ]);
    expect(api.todos()).toEqual([
      expect.objectContaining({ id: 100, title: 'Call the depot at 9', is_completed: true }),
      expect.objectContaining({ id: 1, title: 'Order gloves', is_completed: false }),
    ]);
    await waitFor(() => expect(waiting()).toHaveLength(0));
    expect(screen.getByRole('checkbox', { name: 'Call the depot at 9' })).toBeChecked();
  });

  it('edits the text in place: Escape cancels, an empty text is not saved, Enter saves', async () => {
    server.use(...todoApi([todo(1, 'Order gloves')]).handlers);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Order gloves (edit)' }));
    await user.type(screen.getByRole('textbox', { name: 'To-do text' }), ' and boots{Escape}');
    expect(screen.queryByRole('textbox', { name: 'To-do text' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order gloves (edit)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Order gloves (edit)' }));
    await user.clear(screen.getByRole('textbox', { name: 'To-do text' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Write what needs doing first.')).toBeInTheDocument();
    expect(await db().outbox.count()).toBe(0);

    await user.type(screen.getByRole('textbox', { name: 'To-do text' }), 'Order boots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Order boots (edit)' })).toBeInTheDocument();
    expect(await db().outbox.toArray()).toEqual([
      expect.objectContaining({ kind: 'todos.rename', path: 'account/api/todo/1/', body: { title: 'Order boots' } }),
    ]);
  });

  it('deletes a to-do after confirming, at once, and the server deletes it', async () => {
    const api = todoApi([todo(1, 'Order gloves'), todo(2, 'Call the depot')]);
    server.use(...api.handlers);
    const { user } = renderCard();
    await user.click(await screen.findByRole('button', { name: 'Delete “Call the depot”' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Call the depot (edit)' })).toBeNull());

    startSync({ userId: 1, companyId: 10 });
    await waitFor(() => expect(api.todos().map((t) => t.id)).toEqual([1]));
    await waitFor(async () => expect(await db().outbox.count()).toBe(0));
    expect(screen.queryByRole('button', { name: 'Call the depot (edit)' })).toBeNull();
  });

  it('keeps a to-do the server refused in the list, with its message', async () => {
    server.use(
      http.post('*/account/api/todo/', () => HttpResponse.json({ title: ['Too long'] }, { status: 400 })),
      ...todoApi([]).handlers,
    );
    const { user } = renderCard();
    await screen.findByText(/Nothing to do/);
    await user.type(screen.getByPlaceholderText('Add a to-do…'), 'Something{Enter}');
    startSync({ userId: 1, companyId: 10 });
    expect(await screen.findByTestId('todo-problem')).toHaveTextContent('Not saved: Title: Too long');
    expect(screen.getByRole('button', { name: 'Something (edit)' })).toBeInTheDocument();
    expect(await db().outbox.toArray()).toEqual([expect.objectContaining({ state: 'failed' })]);
  });
});
