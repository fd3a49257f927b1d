// The query cache is restored for a page that starts signed in (before its first render), and saved
// under the signed-in user and company, including after signing in on this page; signed out,
// nothing is saved. What is saved never regresses: a query whose refetch failed keeps its last good
// data through any number of starts, and a cache of an earlier format is migrated, not wiped.
import { QueryClient, useQuery } from '@tanstack/react-query';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NetworkError } from '../api/errors';
import { clearSession, setSession } from '../api/session';
import { createQueryClient, PERSISTED_QUERY_CACHE_KEY, PERSISTED_QUERY_MAX_AGE_MS } from '../lib/query-client';
import { QueryProvider, restoreQueryCache } from './query-provider';

const SESSION = { token: 't', refresh: 'r', userId: 1, companyId: 10 };

function persisted(buster: string, name: string): string {
  return JSON.stringify({
    buster,
    timestamp: Date.now(),
    clientState: {
      mutations: [],
      queries: [
        {
          queryKey: ['me', 1, 10],
          queryHash: '["me",1,10]',
          state: {
            data: { name },
            dataUpdateCount: 1,
            dataUpdatedAt: Date.now(),
            error: null,
            errorUpdateCount: 0,
            errorUpdatedAt: 0,
            fetchFailureCount: 0,
            fetchFailureReason: null,
            fetchMeta: null,
            isInvalidated: false,
            status: 'success',
            fetchStatus: 'idle',
          },
        },
      ],
    },
  });
}

function Me({ fetchMe, staleTime = Infinity }: { fetchMe: () => Promise<{ name: string }>; staleTime?: number }) {
  const me = useQuery({ queryKey: ['me', 1, 10], queryFn: fetchMe, staleTime });
  return <p>{me.data ? `me: ${me.data.name}` : 'no user yet'}</p>;
}

describe('QueryProvider', () => {
  beforeEach(() => {
    localStorage.clear();
    clearSession();
  });
  afterEach(() => {
    cleanup();
  });

  it('restores the signed-in user cache, so the first render has it', async () => {
    setSession(SESSION);
    localStorage.setItem(PERSISTED_QUERY_CACHE_KEY, persisted('u1-c10', 'from the device'));
    const fetchMe = vi.fn(() => Promise.resolve({ name: 'from the network' }));
    const client = new QueryClient();
    await restoreQueryCache(client, SESSION);
    render(
      <QueryProvider client={client}>
        <Me fetchMe={fetchMe} />
      </QueryProvider>,
    );
    expect(screen.getByText('me: from the device')).toBeInTheDocument();
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it("never restores another user's or company's cache", async () => {
    setSession(SESSION);
    localStorage.setItem(PERSISTED_QUERY_CACHE_KEY, persisted('u2-c10', 'someone else'));
    const client = new QueryClient();
    await restoreQueryCache(client, SESSION);
    render(
      <QueryProvider client={client}>
        <Me fetchMe={() => Promise.resolve({ name: 'from the network' })} />
      </QueryProvider>,
    );
    expect(await screen.findByText('me: from the network')).toBeInTheDocument();
  });

  it('saves nothing signed out, and saves under the user and company once signed in', async () => {
    const client = new QueryClient();
    render(
      <QueryProvider client={client}>
        <p>page</p>
      </QueryProvider>,
    );
    client.setQueryData(['me', 1, 10], { name: 'Ada' });
    await new Promise((resolve) => setTimeout(resolve, 1_200));
    expect(localStorage.getItem(PERSISTED_QUERY_CACHE_KEY)).toBeNull();

    act(() => setSession(SESSION));
    await waitFor(() => expect(client.getQueryCache().find({ queryKey: ['me', 1, 10] })).toBeDefined());
    // Saving starts with the next change (the persister writes at most once a second).
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.setQueryData(['me', 1, 10], { name: 'Ada Admin' });
    await waitFor(
      () => {
        const saved = JSON.parse(localStorage.getItem(PERSISTED_QUERY_CACHE_KEY) ?? '{}') as { buster?: string };
        expect(saved.buster).toBe('v2-u1-c10');
        expect(localStorage.getItem(PERSISTED_QUERY_CACHE_KEY)).toContain('Ada Admin');
      },
      { timeout: 3_000 },
    );
  });

  it('keeps the last good data of a query whose refetch fails, through start after start', async () => {
    setSession(SESSION);
    localStorage.setItem(PERSISTED_QUERY_CACHE_KEY, persisted('v2-u1-c10', 'from the last online session'));
    // Fails a moment after it starts, as a request does: saving has started by then.
    const unreachable = vi.fn(
      () => new Promise<never>((_, reject) => setTimeout(() => reject(new NetworkError('Failed to fetch')), 200)),
    );
    // Each start: restore, the refetch fails (offline or the API unreachable), the cache is saved.
    for (let start = 1; start <= 3; start++) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      await restoreQueryCache(client, SESSION);
      const { unmount } = render(
        <QueryProvider client={client}>
          <Me fetchMe={unreachable} staleTime={0} />
        </QueryProvider>,
      );
      expect(screen.getByText('me: from the last online session')).toBeInTheDocument();
      await waitFor(() => expect(client.getQueryState(['me', 1, 10])?.status).toBe('error'));
      expect(screen.getByText('me: from the last online session')).toBeInTheDocument();
      // The failed refetch is a change: wait until it is saved (at most once a second).
      await waitFor(
        () => {
          const saved = JSON.parse(localStorage.getItem(PERSISTED_QUERY_CACHE_KEY) ?? '{}') as {
            clientState?: { queries: Array<{ state: { status: string; data?: { name: string } } }> };
          };
          expect(saved.clientState?.queries[0]?.state).toMatchObject({
            status: 'error',
            data: { name: 'from the last online session' },
          });
        },
        { timeout: 3_000 },
      );
      unmount();
    }
    expect(unreachable).toHaveBeenCalledTimes(3);
  });

  it('migrates a cache saved before the format had a version instead of wiping it', async () => {
    setSession(SESSION);
    localStorage.setItem(PERSISTED_QUERY_CACHE_KEY, persisted('u1-c10', 'kept across the update'));
    const client = new QueryClient();
    await restoreQueryCache(client, SESSION);
    expect(client.getQueryData(['me', 1, 10])).toEqual({ name: 'kept across the update' });
  });

  it('keeps persisted queries in memory as long as their saved copy may be restored', () => {
    const client = createQueryClient();
    expect(client.getQueryCache().build(client, { queryKey: ['todos', 1, 10] }).gcTime).toBe(
      PERSISTED_QUERY_MAX_AGE_MS,
    );
    expect(client.getQueryCache().build(client, { queryKey: ['not-persisted'] }).gcTime).toBe(24 * 60 * 60 * 1000);
  });

  it('saves at once when the page goes away, not a second later', async () => {
    setSession(SESSION);
    const client = new QueryClient();
    render(
      <QueryProvider client={client}>
        <p>page</p>
      </QueryProvider>,
    );
    // Saving starts once the persistence code has loaded (already loaded by the tests above).
    await import('../lib/query-persistence');
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.setQueryData(['todos', 1, 10], { results: ['left within a second'] });
    window.dispatchEvent(new Event('pagehide'));
    expect(localStorage.getItem(PERSISTED_QUERY_CACHE_KEY)).toContain('left within a second');
  });
});
