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

/** The zone's offset from UTC at `at`, in minutes (New York in winter: -300); 0 for an unknown zone. */
export function zoneOffsetMinutes(timeZone: string, at: Date): number {
  let name: string | undefined;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
  } catch {
    return 0;
  }
  // "GMT-05:00", "GMT+05:30", or "GMT" for UTC itself.
  const match = name?.match(/^GMT([+-])(\d{2}):(\d{2})$/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}
