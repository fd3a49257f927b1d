// IANA time-zone names. The runtime's Intl data is the reference: it is what the client formats
// with too, so a zone saved here always works in the browser's Intl.DateTimeFormat.
const CANONICAL = new Map(Intl.supportedValuesOf('timeZone').map((zone) => [zone.toLowerCase(), zone]));
/** Aliases resolved through Intl (building a DateTimeFormat costs about as much as a query), kept:
 * the runtime knows a fixed set of zones, so this stays small. */
const RESOLVED_ALIASES = new Map<string, string>();

/**
 * The stored spelling of a zone name, or null when it is not a zone. Listed zones keep their listed
 * spelling (case fixed); aliases the list leaves out (UTC, US/Eastern, Etc/GMT+5) resolve to
 * what Intl resolves them to. Offsets such as "+01:00" are refused: they are not IANA zones.
 */
export function normalizeTimeZone(name: string): string | null {
  const listed = CANONICAL.get(name.toLowerCase()) ?? RESOLVED_ALIASES.get(name);
  if (listed) return listed;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(name)) return null;
  try {
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
    RESOLVED_ALIASES.set(name, resolved);
    return resolved;
  } catch {
    return null;
  }
}
