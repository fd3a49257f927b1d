// One message above a form: a refused call, or a notice such as "you are offline". Errors are
// role="alert" so screen readers announce them when they appear; notices are a polite status.
import type { ReactNode } from 'react';
import { Alert } from '@chakra-ui/react';

export function FormAlert({
  status = 'error',
  title,
  children,
}: {
  status?: 'error' | 'warning' | 'info' | 'success';
  title?: string;
  children: ReactNode;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'} borderRadius="l2">
      <Alert.Indicator />
      <Alert.Content>
        {title && <Alert.Title>{title}</Alert.Title>}
        <Alert.Description>{children}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
