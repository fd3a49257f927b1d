// Whether a page renders inside the main layout (header and menu around it) or on its own, so the
// same not-found page fits both the in-layout catch-all and the standalone /404 route.
import { createContext, useContext } from 'react';

export const InMainLayoutContext = createContext(false);

export function useInMainLayout(): boolean {
  return useContext(InMainLayoutContext);
}
