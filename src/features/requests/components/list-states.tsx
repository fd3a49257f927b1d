// What a list shows while it loads, when it is empty and when it failed (people §8: a failed read
// shows no message of its own; the list says it could not be loaded instead of looking empty).
import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function ListStates({
  loading,
  error,
  empty,
  errorText,
  emptyText,
  children,
}: {
  loading: boolean;
  error: boolean;
  empty: boolean;
  errorText: string;
  emptyText: string;
  children: ReactNode;
}) {
  if (loading) {
    return (
      <Stack gap="2" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height="16" />
        ))}
      </Stack>
    );
  }
  if (error) return <Text color="red.fg">{errorText}</Text>;
  if (empty) return <Text color="fg.muted">{emptyText}</Text>;
  return children;
}
