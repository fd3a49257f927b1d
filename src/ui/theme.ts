// Color mode: light or dark on <html> (Chakra v3 reads the `dark` class). The choice is kept on the
// device so the first paint after a reload (even offline) already has the right colours; the
// signed-in user's is_dark_mode overrides it, and with neither the system preference decides.
import { useSyncExternalStore } from 'react';

export type ColorMode = 'light' | 'dark';
const KEY = 'groundwork.colorMode';
const listeners = new Set<() => void>();

function systemMode(): ColorMode {
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function storedColorMode(): ColorMode | null {
  const value = localStorage.getItem(KEY);
  return value === 'dark' || value === 'light' ? value : null;
}

export function currentColorMode(): ColorMode {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode, remember = true): void {
  const root = document.documentElement;
  root.classList.toggle('dark', mode === 'dark');
  root.classList.toggle('light', mode === 'light');
  root.style.colorScheme = mode;
  if (remember) localStorage.setItem(KEY, mode);
  for (const listener of listeners) listener();
}

/** Called once before the first render. */
export function initColorMode(): void {
  applyColorMode(storedColorMode() ?? systemMode(), false);
}

/** Applies the user's saved preference (null: keep the device's choice or the system's). */
export function applyUserColorMode(isDarkMode: boolean | null): void {
  if (isDarkMode === null) return;
  applyColorMode(isDarkMode ? 'dark' : 'light');
}

export function useColorMode(): ColorMode {
  return useSyncExternalStore(
    (cb) => {
      listeners.add(cb);
      return () => listeners.delete(cb);
    },
    currentColorMode,
    () => 'light',
  );
}
