import type { Leg, Route, Unit } from "./types.js";

const KM_PER_MILE = 1.609344;

export function convert(km: number, unit: Unit): number {
  return unit === "km" ? km : km / KM_PER_MILE;
}

export function totalDistance(route: Route): number {
  const km = route.legs.reduce((sum, leg) => sum + leg.distanceKm, 0);
  return convert(km, route.unit);
}

export function longestLeg(legs: Leg[]): Leg | undefined {
  return legs.reduce<Leg | undefined>((best, leg) => (!best || leg.distanceKm > best.distanceKm ? leg : best), undefined);
}

export function label(route: Route): string {
  const d = totalDistance(route).toFixed(1);
  if (route.unit === "miles") {
    return `${d} mi`;
  }
  return `${d} km`;
}
