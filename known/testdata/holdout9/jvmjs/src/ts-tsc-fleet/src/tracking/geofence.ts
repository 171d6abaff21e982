import { haversineKm } from "../geo/haversine.js";
import type { Fix } from "./trip.js";

export interface Depot {
  name: string;
  lat: number;
  lon: number;
  radiusKm: number;
}

export function depotFor(fix: Fix, depots: Depot[]): Depot | undefined {
  return depots.find((d) => haversineKm(d, fix) <= d.radiusKm);
}
