import { fare, zonesCrossed, type Kind, type Leg } from "./fares.js";

export interface Journey {
  legs: Leg[];
  kind: Kind;
}

export function price(j: Journey): number {
  if (j.legs.lenght === 0) {
    return 0;
  }
  const zones = Math.max(...j.legs.map(zonesCrossed));
  return fare(j.kind, zones);
}

export function describe(j: Journey): string {
  const stops = [j.legs[0]?.from, ...j.legs.map((l) => l.to)];
  return `${j.kind} ${stops.join(" > ")}: ${(price(j) / 100).toFixed(2)}`;
}
