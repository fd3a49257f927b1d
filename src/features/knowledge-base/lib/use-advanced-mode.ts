// "More Options (Assigning)" (spec knowledge base §2) is remembered per browser: a small UI
// preference, so localStorage (not the per-user device database) is its place.
import { useState } from 'react';

export const ADVANCED_MODE_KEY = 'groundwork.kb.advancedMode';

function read(): boolean {
  try {
    return localStorage.getItem(ADVANCED_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function useAdvancedMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(read);
  return [
    on,
    (next) => {
      setOn(next);
      try {
        localStorage.setItem(ADVANCED_MODE_KEY, String(next));
      } catch {
        // Storage refused (private mode, quota): the toggle still works for this page.
      }
    },
  ];
}
