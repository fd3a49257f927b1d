// Below 992 px (spec shell §9 mobile breakpoint) the menu moves into a drawer. Chakra's default
// breakpoints have no 992, so the layout asks the browser directly.
import { useSyncExternalStore } from 'react';

export const MOBILE_BREAKPOINT_PX = 992;
const QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`;

function media(): MediaQueryList | null {
  return typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : null;
}

export function useIsMobile(): boolean {
  return useSyncExternalStore(
    (callback) => {
      const list = media();
      list?.addEventListener('change', callback);
      return () => list?.removeEventListener('change', callback);
    },
    () => media()?.matches ?? false,
    () => false,
  );
}
