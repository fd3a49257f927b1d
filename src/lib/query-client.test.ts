// The query client at an offline start: TanStack's online manager assumes online until an 'offline'
// event, which a start without a network never fires. The client tells it what the browser knows,
// so the 'online' event on reconnecting refetches what the screens show.
import { onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client';

afterEach(() => {
  vi.restoreAllMocks();
  onlineManager.setOnline(true);
});

describe('createQueryClient at an offline start', () => {
  it('starts offline, and refetches a shown query when the network comes back', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const client = createQueryClient();
    // As QueryClientProvider does: the client now follows the online manager.
    client.mount();
    expect(onlineManager.isOnline()).toBe(false);

    const queryFn = vi.fn().mockResolvedValue('fresh');
    // The last good data from an earlier session, older than staleTime (as restored from storage).
    client.setQueryData(['me'], 'kept', { updatedAt: Date.now() - 60 * 60_000 });
    const observer = new QueryObserver(client, { queryKey: ['me'], queryFn, refetchOnMount: false });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(queryFn).not.toHaveBeenCalled();

    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(client.getQueryData(['me'])).toBe('fresh'));
    expect(queryFn).toHaveBeenCalledTimes(1);
    unsubscribe();
    client.unmount();
    client.clear();
  });

  it('starts online when the browser is', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    onlineManager.setOnline(false);
    createQueryClient();
    expect(onlineManager.isOnline()).toBe(true);
  });
});
