// Pending changes: every queued change with its kind, state, attempts and the server's message;
// Retry puts a refused change back in line; Discard asks first and only then drops it.
import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userDatabase, type OutboxItem } from '../../../offline/db';
import { renderWithProviders, setupApiServer } from '../../../test/render';
import { registerClockKind } from '../offline/clock-kind';
import { PendingChangesPage } from './pending-changes-page';

// The app registers the clock kind at start-up; the page names each change by its kind's label.
registerClockKind(new QueryClient());

setupApiServer();
const db = () => userDatabase(1, 10);

function item(overrides: Partial<OutboxItem>): OutboxItem {
  return {
    id: crypto.randomUUID(),
    kind: 'attendance.clock',
    method: 'POST',
    path: 'inout/api/clock/',
    body: { action: 'in', client_time: '2026-03-02T09:00:00.000+01:00', timezone: 'Europe/Madrid' },
    entity_key: `punch:${crypto.randomUUID()}`,
    created_at: '2026-03-02T09:00:00.000+01:00',
    seq: 1,
    attempts: 0,
    next_attempt_at: 0,
    state: 'pending',
    last_error: null,
    ...overrides,
  };
}

beforeEach(async () => {
  await db().outbox.clear();
});

describe('PendingChangesPage', () => {
  it('lists the changes with their state, attempts and the server message, and retries one', async () => {
    const refused = item({ seq: 1, state: 'failed', attempts: 2, last_error: 'Unknown time zone.' });
    const waiting = item({
      seq: 2,
      body: { action: 'out', client_time: '2026-03-02T17:00:00.000+01:00', timezone: 'Europe/Madrid' },
    });
    await db().outbox.bulkAdd([refused, waiting]);
    const { user } = renderWithProviders(<PendingChangesPage />);

    const cards = await screen.findAllByTestId('outbox-item');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('Clock in/out')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Needs attention')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Server said: Unknown time zone.')).toBeInTheDocument();
    expect(within(cards[0]!).getByText(/2 attempts/)).toBeInTheDocument();
    expect(within(cards[1]!).getByText('Waiting')).toBeInTheDocument();
    // Only a refused change can be retried.
    expect(within(cards[1]!).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();

    await user.click(within(cards[0]!).getByRole('button', { name: 'Retry' }));
    await waitFor(async () => expect((await db().outbox.get(refused.id))?.state).toBe('pending'));
    expect((await db().outbox.get(refused.id))?.last_error).toBeNull();
  });

  it('asks before discarding, keeps the change on cancel, and drops it on confirm', async () => {
    const change = item({ state: 'failed', last_error: 'Refused' });
    await db().outbox.add(change);
    const { user } = renderWithProviders(<PendingChangesPage />);

    const card = await screen.findByTestId('outbox-item');
    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Discard this change? It will not be sent.')).toBeInTheDocument();
    expect(await db().outbox.get(change.id)).toBeDefined();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(await db().outbox.get(change.id)).toBeDefined();

    await user.click(within(card).getByRole('button', { name: 'Discard' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Discard' }));
    await waitFor(async () => expect(await db().outbox.get(change.id)).toBeUndefined());
    expect(await screen.findByTestId('outbox-empty')).toHaveTextContent('Nothing is waiting.');
  });
});
