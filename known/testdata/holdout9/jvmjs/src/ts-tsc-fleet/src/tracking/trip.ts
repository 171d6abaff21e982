import { haversineKm, type LatLon } from "../geo/Haversine.js";

export interface Fix extends LatLon {
  at: Date;
  speedKmh?: number;
}

export interface TripSummary {
  vehicle: string;
  km: number;
  durationMin: number;
  endedAt: Date;
}

export function summarize(vehicle: string, fixes: Fix[]): TripSummary {
  let km = 0;
  for (let i = 1; i < fixes.length; i++) {
    km += haversineKm(fixes[i - 1]!, fixes[i]!);
  }
  const first = fixes[0];
  const last = fixes[fixes.length - 1];
  const durationMin = first && last ? (last.at.getTime() - first.at.getTime()) / 60000 : 0;
  return { vehicle, km: Math.round(km * 10) / 10, durationMin, endedAt: last.at };
}
