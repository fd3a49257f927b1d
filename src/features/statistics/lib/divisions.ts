// The divisions to filter by, taken from the stats loaded (no division list call belongs to this
// area): each division that owns a shown stat, by name.
import type { Stat } from '../../../../contract/statistics';

export interface DivisionChoice {
  id: number;
  name: string;
}

export function divisionChoices(
  stats: readonly Pick<Stat, 'stat_division' | 'stat_division_name'>[],
): DivisionChoice[] {
  const byId = new Map<number, string>();
  for (const s of stats)
    if (s.stat_division !== null) byId.set(s.stat_division, s.stat_division_name ?? `#${s.stat_division}`);
  return [...byId].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}
