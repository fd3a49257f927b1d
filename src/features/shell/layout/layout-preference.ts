// The layout preference kept on this device (spec shell §3 "theme and layout preferences", §9
// "Default layout: vertical, light, fixed navigation"): vertical sidebar or horizontal top menu.
import { useSyncExternalStore } from 'react';

export type LayoutKind = 'vertical' | 'horizontal';
export const DEFAULT_LAYOUT: LayoutKind = 'vertical';
const KEY = 'groundwork.layout';
const listeners = new Set<() => void>();
let current: LayoutKind | null = null;

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
  } catch {
    // Not remembered: it still applies until the page reloads.
  }
  current = layout;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== KEY) return;
    current = storedLayout();
    listener();
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
    () => (current ??= storedLayout()),
    () => DEFAULT_LAYOUT,
  );
}
