// Wall times of the company's zone on the timesheet screens: an instant shown as the zone's
// 'YYYY-MM-DDTHH:mm' (what a datetime-local input holds), and such a wall time back to its instant
// (a manager corrects a punch in the company's time, whatever the zone of their own device).
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** 'YYYY-MM-DDTHH:mm' of the instant in the zone. */
export function wallTime(instant: number, zone: string): string {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** The instant of a 'YYYY-MM-DDTHH:mm' wall time in the zone (the later one in a repeated hour). */
export function instantOfWallTime(wall: string, zone: string): number {
  const asUtc = Date.parse(`${wall}:00Z`);
  const offset = (at: number) => Date.parse(`${wallTime(at, zone)}:00Z`) - Math.floor(at / 60_000) * 60_000;
  let guess = asUtc - offset(asUtc);
  guess = asUtc - offset(guess);
  return guess;
}
