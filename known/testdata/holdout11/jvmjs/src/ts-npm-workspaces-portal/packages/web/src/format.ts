export type Units = "metric" | "imperial";

export interface Prefs {
  units: Units;
  decimals: number;
}

export function formatDistance(km: number, prefs: Prefs): string {
  return prefs.units === "metric" ? `${km.toFixed(prefs.decimals)} km` : `${(km / 1.609344).toFixed(prefs.decimals)} mi`;
}
