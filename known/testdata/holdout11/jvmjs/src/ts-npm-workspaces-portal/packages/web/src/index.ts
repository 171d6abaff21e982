import { formatDistance, type Prefs } from "./format";

const fromQuery = new URLSearchParams("units=imperial&decimals=1");

export const prefs: Prefs = {
  units: fromQuery.get("units") ?? "metric",
  decimals: Number(fromQuery.get("decimals") ?? 1),
};

export function label(km: number): string {
  return formatDistance(km, prefs);
}
