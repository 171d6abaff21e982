import { zoneOf, type Zone } from "./zones.js";

export type Kind = "single" | "return" | "day";

export interface Leg {
  from: string;
  to: string;
}

const BASE_PENCE: Record<number, number> = { 1: 160, 2: 250, 3: 340, 4: 430 };

export function zonesCrossed(leg: Leg): number {
  const a = zoneOf(leg.from);
  const b = zoneOf(leg.to);
  if (a === undefined || b === undefined) {
    throw new RangeError(`unknown stop in ${leg.from} -> ${leg.to}`);
  }
  return Math.abs(a - b) + 1;
}

export function fare(kind: Kind, zones: number): number {
  const single = BASE_PENCE[Math.min(zones, 4)] ?? 430;
  switch (kind) {
    case "single":
      return single;
    case "return":
      return Math.round(single * 1.8);
    case "day":
      if (zones <= 2) {
        return 480;
      } else if (zones <= 4) {
        return 720;
      }
  }
}

export function highestZone(zones: Zone[]): Zone {
  return zones.reduce((a, b) => (a > b ? a : b));
}
