import type { Vehicle } from "../vehicles/vehicle.js";
import { kmToMiles } from "../units.js";

export interface Trip {
  vehicle: Vehicle;
  km: number;
  driver: string;
}

export function mileageClaim(t: Trip, pencePerMile: number): number {
  return Math.round(kmToMiles(t.km) * pencePerMile);
}
