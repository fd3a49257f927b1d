// Partial updates: a field left out of a PATCH body (undefined) leaves its column as it is.
export function definedOnly<T extends object>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Partial<T>;
}
