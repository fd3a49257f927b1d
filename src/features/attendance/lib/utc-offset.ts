// The UTC offset written in an ISO 8601 time ("Z" is 0), in minutes east of UTC. A queued punch
// carries only its device time string; this reads the offset the device saw back out of it.
export function utcOffsetMinutes(isoWithOffset: string): number {
  const match = /(Z|([+-])(\d{2}):?(\d{2}))$/i.exec(isoWithOffset);
  if (!match || match[1]!.toUpperCase() === 'Z') return 0;
  const minutes = Number(match[3]) * 60 + Number(match[4]);
  return match[2] === '-' ? -minutes : minutes;
}
