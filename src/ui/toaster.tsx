// Toasts (spec shell §9: about 1.5–2 s). `notify` is the one way features show a message.
import { createToaster, Toaster as ChakraToaster, Toast, Portal, Stack } from '@chakra-ui/react';

export const TOAST_DURATION_MS = 1800;

export const toaster = createToaster({ placement: 'top-end', pauseOnPageIdle: true, max: 5 });

type Kind = 'success' | 'error' | 'warning' | 'info';

export function notify(kind: Kind, description: string, options: { duration?: number } = {}): void {
  toaster.create({ type: kind, description, duration: options.duration ?? TOAST_DURATION_MS, closable: true });
}

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast">
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
