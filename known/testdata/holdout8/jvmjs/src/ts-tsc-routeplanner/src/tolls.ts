import type { Route } from "./types.js";

export function totalTolls(route: Route): number {
  return route.legs.reduce((sum, leg) => sum + (leg.toll ?? 0), 0);
}

export function tollFree(route: Route): boolean {
  return route.legs.every((leg) => !leg.toll);
}

export function tollPerKm(route: Route): number {
  const km = route.legs.reduce((sum, leg) => sum + leg.distanceKm, 0);
  // @ts-expect-error toll used to be a string in the v1 feed
  return totalTolls(route) / km;
}
