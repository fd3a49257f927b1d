// Which kept things go when the device uses more than its storage cap (issue 18.2), pure so it can be
// tested on its own: the oldest first (course downloads and checklist photos alike, by when they
// were kept), until what is kept minus what goes is within the cap — or everything offered, when
// even that is not enough (the rest is courses whose answers wait to be sent, never offered).

/** Something the cap may remove: a course download or a kept photo. */
export interface Evictable {
  kind: 'course' | 'photo';
  /** The course's id, or the photo's URL. */
  key: string;
  bytes: number;
  /** When it was kept (ms since the epoch): the oldest goes first. */
  at: number;
  /** The course's name (empty for a photo). */
  label: string;
}

/** `kept`: the bytes the cap counts, the items offered among them. */
export function evictionPlan(kept: number, cap: number, items: readonly Evictable[]): Evictable[] {
  if (kept <= cap) return [];
  const plan: Evictable[] = [];
  let freed = 0;
  for (const item of [...items].sort((a, b) => a.at - b.at)) {
    if (kept - freed <= cap) break;
    plan.push(item);
    freed += item.bytes;
  }
  return plan;
}

/** Megabytes of the cap in bytes (decimal, as the screens show sizes). */
export const capBytes = (capMb: number) => capMb * 1_000_000;
