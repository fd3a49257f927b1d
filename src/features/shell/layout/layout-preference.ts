// The layout preference kept on this device (spec shell §3 "theme and layout preferences", §9
// "Default layout: vertical, light, fixed navigation"): vertical sidebar or horizontal top menu.
import { useSyncExternalStore } from 'react';

export type LayoutKind = 'vertical' | 'horizontal';
export const DEFAULT_LAYOUT: LayoutKind = 'vertical';
const KEY = 'groundwork.layout';
const listeners = new Set<() => void>();
// The choice made on this page when the device would not store it (storage full or blocked):
// it applies until the page reloads. Otherwise storage is the one source, read on every render.
let unsaved: LayoutKind | null = null;

export function storedLayout(): LayoutKind {
  try {
    return localStorage.getItem(KEY) === 'horizontal' ? 'horizontal' : DEFAULT_LAYOUT;
  } catch {
    return DEFAULT_LAYOUT;
  }
}

export function setLayoutPreference(layout: LayoutKind): void {
  try {
    localStorage.setItem(KEY, layout);
    unsaved = null;
  } catch {
    // Not remembered: it still applies until the page reloads.
    unsaved = layout;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useLayoutPreference(): LayoutKind {
  return useSyncExternalStore(
    subscribe,
    () => unsaved ?? storedLayout(),
    () => DEFAULT_LAYOUT,
  );
}
