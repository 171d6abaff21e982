export interface Slot {
  start: number; // minutes since midnight
  end: number;
}

export function slotsBetween(open: number, close: number, length: number, breaks: Slot[] = []): Slot[] {
  const out: Slot[] = [];
  for (let t = open; t + length <= close; t += length) {
    const s = { start: t, end: t + length };
    if (!breaks.some((b) => s.start < b.end && b.start < s.end)) out.push(s);
  }
  return out;
}

export function hhmm(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

export function free(all: Slot[], booked: Slot[]): Slot[] {
  return all.filter((s) => !booked.some((b) => b.start === s.start));
}
