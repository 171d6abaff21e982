export function addMinutes(d: Date, minutes: number): Date {
  return new Date(d.getTime() + minutes * 60_000);
}

export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
