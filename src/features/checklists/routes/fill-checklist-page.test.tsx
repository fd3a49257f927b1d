// A checklist item ticked offline keeps the time it was ticked on the device: the queued change
// carries it (client_time, with the device's offset), and "Done by … at" shows that time once the
// server has the tick, not the time the tick was sent (the server keeps it: checklist.test.ts).
import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Checklist, ChecklistPatch } from '../../../../contract/checklists';
import { userDatabase } from '../../../offline/db';
import { startSync, stopSync } from '../../../offline/sync-engine';
import { meFixture, renderRoutes, setupApiServer } from '../../../test/render';
import { CHECKLIST_REFRESH_MS } from '../api/get-checklist';
import { registerChecklistKinds } from '../offline/checklist-kinds';
import { FillChecklistPage } from './fill-checklist-page';

const server = setupApiServer();
const db = () => userDatabase(1, 10);

const TICKED_AT = new Date('2026-03-02T08:15:00.000Z');
const SENT_AT = new Date('2026-03-02T11:40:00.000Z');

const checklist = (patch: Partial<Checklist['items'][number]> = {}, version = 1): Checklist => ({
  id: 5,
  template: 1,
  template_name: 'Closing',
  title: 'Closing checklist',
  description: '',
  due_date: null,
  assignees: [{ id: 11, name: 'Ada Admin' }],
  items: [
    {
      id: 51,
      label: 'Doors locked',
      kind: 'checkbox',
      required: true,
      options: [],
      order: 1,
      value: null,
      completed_by: null,
      completed_by_name: null,
      completed_at: null,
      file_url: null,
      ...patch,
    } as Checklist['items'][number],
  ],
  version,
  is_completed: false,
  completed_at: null,
  created_by: 11,
  created_at: '2026-03-01T00:00:00Z',
  updated_at: '2026-03-01T00:00:00Z',
  updated_by: null,
  updated_by_name: null,
});

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  await db().outbox.clear();
});
afterEach(() => {
  stopSync();
  vi.useRealTimers();
  delete (navigator as { onLine?: boolean }).onLine;
});

describe('FillChecklistPage', () => {
  it('a tick made offline is sent with the time it was made, and "Done by" shows that time', async () => {
    const patches: ChecklistPatch[] = [];
    server.use(
      http.get('*/checklist/api/details/5/', () => HttpResponse.json(checklist())),
      http.patch('*/checklist/api/details/5/', async ({ request }) => {
        const body = (await request.json()) as ChecklistPatch;
        patches.push(body);
        // As the server answers: the item done by the caller at the device time it sent.
        const done = body.items![0]!;
        return HttpResponse.json(
          checklist(
            { value: done.value, completed_by: 11, completed_by_name: 'Ada Admin', completed_at: done.client_time },
            2,
          ),
        );
      }),
    );
    const view = renderRoutes(
      [{ path: '/checklist/checklists/:id', element: <FillChecklistPage /> }],
      '/checklist/checklists/5',
      {
        me: meFixture(),
      },
    );
    registerChecklistKinds(view.queryClient);
    const box = await screen.findByRole('checkbox', { name: /Doors locked/ });

    // Only the clock is faked: the tick happens at 08:15 (UTC), offline.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(TICKED_AT);
    setOnline(false);
    await view.user.click(box);
    await screen.findByText('Saved on this device');
    const [queued] = await db().outbox.toArray();
    const sentItem = (queued!.body as ChecklistPatch).items![0]!;
    expect(sentItem.value).toBe(true);
    expect(sentItem.client_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(sentItem.client_time!)).toBe(TICKED_AT.getTime());

    // Back online three and a half hours later: it is sent now, dated when it was done.
    vi.setSystemTime(SENT_AT);
    setOnline(true);
    startSync({ userId: 1, companyId: 10 });
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(Date.parse(patches[0]!.items![0]!.client_time!)).toBe(TICKED_AT.getTime());
    const shown = `Done by Ada Admin, ${TICKED_AT.toLocaleString('en')}`;
    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.queryByText(`Done by Ada Admin, ${SENT_AT.toLocaleString('en')}`)).toBeNull();
  });

  it('shows what someone else entered while the page stays open', async () => {
    let version = 1;
    server.use(
      http.get('*/checklist/api/details/5/', () =>
        HttpResponse.json(
          version === 1
            ? checklist()
            : checklist(
                { value: true, completed_by: 12, completed_by_name: 'Sam Staff', completed_at: SENT_AT.toISOString() },
                2,
              ),
        ),
      ),
    );
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
      shouldAdvanceTime: true,
    });
    renderRoutes([{ path: '/checklist/checklists/:id', element: <FillChecklistPage /> }], '/checklist/checklists/5', {
      me: meFixture(),
    });
    const box = await screen.findByRole('checkbox', { name: /Doors locked/ });
    expect(box).not.toBeChecked();
    // Someone else ticks it on their device; this page asks again within CHECKLIST_REFRESH_MS.
    version = 2;
    await vi.advanceTimersByTimeAsync(CHECKLIST_REFRESH_MS);
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /Doors locked/ })).toBeChecked());
    expect(screen.getByText(/Done by Sam Staff/)).toBeInTheDocument();
  });
});
