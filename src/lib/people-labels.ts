// How a picker names people: by name, and for a name two people share, with their e-mail too
// ("Sam Lee · sam.lee@acme.test" and "Sam Lee · sam@north.test"), so the right one is picked.

export interface PickablePerson {
  id: number;
  name: string;
  email?: string;
}

/** The label of each person, by id. */
export function pickerLabels(people: readonly PickablePerson[]): Map<number, string> {
  const counts = new Map<string, number>();
  for (const p of people) {
    const key = p.name.trim().toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return new Map(
    people.map((p) => {
      const shared = (counts.get(p.name.trim().toLowerCase()) ?? 0) > 1;
      return [p.id, shared && p.email ? `${p.name} · ${p.email}` : p.name];
    }),
  );
}
