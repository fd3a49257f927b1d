// Tells the open checklist screen that a change met a newer version (people §4: the warning that
// someone else updated the checklist). The outbox runs outside React, so it announces; the screen
// listening for that checklist shows the warning.
const target = new EventTarget();
const EVENT = 'checklist-updated-elsewhere';

export function announceUpdatedElsewhere(checklistId: number): void {
  target.dispatchEvent(new CustomEvent(EVENT, { detail: checklistId }));
}

export function onUpdatedElsewhere(listener: (checklistId: number) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<number>).detail);
  target.addEventListener(EVENT, handler);
  return () => target.removeEventListener(EVENT, handler);
}
