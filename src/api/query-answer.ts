// A change's answer put into the cache. A fetch of the same query that left before the change
// reached the server can answer after it, with the state from before the change: put straight in,
// the answer would be overwritten by that older state (a Slack connection shown as not connected,
// a saved setting shown unsaved). Such fetches are cancelled first, as TanStack Query's optimistic
// updates do; cancelling reverts the query to its state before the fetch, so it is awaited before
// the answer goes in.
import type { QueryClient, QueryKey, Updater } from '@tanstack/react-query';

export async function putAnswer<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  answer: Updater<T | undefined, T | undefined>,
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, answer);
}
