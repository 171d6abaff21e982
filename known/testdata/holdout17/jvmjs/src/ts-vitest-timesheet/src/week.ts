import { worked, type Entry } from "./hours.js";

export function weekTotals(entries: Entry[]) {
  const days = new Map<string, number>();
  for (const e of entries) {
    days.set(e.day, (days.get(e.day) ?? 0) + worked(e));
  }
  return [...days.keys()].sort().map((day) => ({ day, minutes: days.get(day) }));
}

export function overtime(entries: Entry[], contractedMinutes: number): number {
  const total = entries.reduce((sum, e) => sum + worked(e), 0);
  return Math.max(0, total - contractedMinutes);
}
