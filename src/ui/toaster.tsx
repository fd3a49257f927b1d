// Toasts (spec shell §9: about 1.5–2 s). `notify` is the one way features show a message. The toast
// machinery (toast-host.tsx: Chakra's toaster with its state machine and components) is imported
// with the first toast: <Toaster /> renders nothing until then, and the toast is created as soon as
// the module is there, so it shows a moment later, never lost.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type * as ToastHostModule from './toast-host';

export const TOAST_DURATION_MS = 1800;

type Kind = 'success' | 'error' | 'warning' | 'info';

let host: Promise<typeof ToastHostModule> | null = null;
let requested = false;
const listeners = new Set<() => void>();

function loadHost(): Promise<typeof ToastHostModule> {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  host ??= import('./toast-host');
  return host;
}

/** A button on the toast (e.g. Undo after a deletion); the toast closes when it is pressed. */
export interface ToastAction {
  label: string;
  onClick: () => void;
}

export function notify(
  kind: Kind,
  description: string,
  options: { duration?: number; action?: ToastAction } = {},
): void {
  void loadHost().then(({ toaster }) =>
    toaster.create({
      type: kind,
      description,
      duration: options.duration ?? TOAST_DURATION_MS,
      closable: true,
      ...(options.action ? { action: options.action } : {}),
    }),
  );
}

/** Tests: removes every toast shown so far. */
export const toaster = {
  remove(): void {
    void host?.then((module) => module.toaster.remove());
  },
};

const LazyToastHost = lazy(async () => ({ default: (await loadHost()).ToastHost }));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The toast region, mounted once (src/app/provider.tsx); it loads with the first toast. */
export function Toaster() {
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToastHost />
    </Suspense>
  ) : null;
}
