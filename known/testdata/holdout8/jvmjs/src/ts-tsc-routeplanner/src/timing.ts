import type { Route } from "./types.js";

export function totalMinutes(route: Route): number {
  return route.legs.reduce((sum, leg) => sum + leg.minutes, 0);
}

export function arrival(departure: Date, route: Route): Date {
  return new Date(departure.getTime() + totalMinutes(route) * 60_000);
}

export function formatArrival(departure: Date, route: Route, timeZone: string): string {
  const at = arrival(departure, route);
  return at.toLocaleTimeString("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hour12: "false" });
}
