import { forResource } from "../lib/store.js";
import { parseSlot } from "../lib/time.js";

export function utilisation(resource: string, days: string[]): Record<string, number> {
  const perDay: Record<string, number> = {};
  for (const d of days) {
    perDay[d] = 0;
  }
  for (const b of forResource(resource)) {
    const { start, minutes } = parseSlot(b.slot);
    const day = start.toISOString().slice(0, 10);
    if (day in perDay) {
      perDay[day] += minutes;
    }
  }
  return perDay;
}
