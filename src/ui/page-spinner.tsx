// Centered spinner for a page or lazy chunk that is still loading.
import { Center, Spinner } from '@chakra-ui/react';

export function PageSpinner() {
  return (
    <Center minH="50vh" role="status" aria-live="polite">
      <Spinner size="lg" color="blue.500" />
    </Center>
  );
}
