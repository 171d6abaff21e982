import { isoDay } from "./lib/dates";
import { freeSlots, sortByStart, type Slot } from "./slots";
import { quote } from "./pricing";

export function render(day: Slot[], wanted: Slot, memberId?: string): string[] {
  const lines = [`Availability for ${isoDay(wanted.startAt)}`];
  for (const s of sortByStart(freeSlots(day, wanted))) {
    lines.push(`${s.resource} ${s.startAt.toISOString()} ${quote(s, memberId)}`);
  }
  return lines;
}
