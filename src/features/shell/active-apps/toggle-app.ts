// The active-apps rule of spec shell §4: the whole new list is sent, and the last active app cannot
// be turned off ("At Lease One Feature Must Stay Active"; the server refuses it too).

export type ToggleAppResult = { ok: true; ids: number[] } | { ok: false; reason: 'last-app' };

export function toggleApp(activeIds: readonly number[], appId: number, on: boolean): ToggleAppResult {
  const without = activeIds.filter((id) => id !== appId);
  if (on) return { ok: true, ids: [...without, appId].sort((a, b) => a - b) };
  if (without.length === 0) return { ok: false, reason: 'last-app' };
  return { ok: true, ids: without };
}
