export function parseSlot(slot: string): { start: Date; minutes: number } {
  const [day, hm, mins] = slot.split(" ");
  if (!day || !hm) {
    throw new Error(`bad slot: ${slot}`);
  }
  return { start: new Date(`${day}T${hm}:00Z`), minutes: Number(mins ?? "30") };
}

export function overlaps(a: { start: Date; minutes: number }, b: { start: Date; minutes: number }): boolean {
  const aEnd = a.start.getTime() + a.minutes * 60_000;
  const bEnd = b.start.getTime() + b.minutes * 60_000;
  return a.start.getTime() < bEnd && b.start.getTime() < aEnd;
}
