import { addMinutes } from "./lib/date-utils";

export interface Slot {
  startAt: Date;
  minutes: number;
  resource: string;
}

export function overlaps(a: Slot, b: Slot): boolean {
  const aEnd = addMinutes(a.startAt, a.minutes);
  const bEnd = addMinutes(b.startAt, b.minutes);
  return a.resource === b.resource && a.startAt < bEnd && b.startAt < aEnd;
}

export function freeSlots(day: Slot[], wanted: Slot): Slot[] {
  return day.filter((s) => !overlaps(s, wanted));
}

export function sortByStart(slots: Slot[]): Slot[] {
  return [...slots].sort((x, y) => x.startsAt.getTime() - y.startAt.getTime());
}
