// Listens for rage clicks on the whole document and offers the support panel when one happens.
import { useEffect } from 'react';
import { promptSupportLimited } from '../../../lib/support';
import { createRageClickDetector } from './rage-click';

export function useRageClick(): void {
  useEffect(() => {
    const detector = createRageClickDetector();
    // Capture phase: a click a component stops from bubbling still counts.
    const onClick = (event: MouseEvent) => {
      if (detector.record(Date.now(), { x: event.clientX, y: event.clientY })) promptSupportLimited('rage-click');
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);
}
