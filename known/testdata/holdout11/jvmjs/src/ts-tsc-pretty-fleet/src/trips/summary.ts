import type { Trip } from "./trip.js";
import { co2Grams } from "../vehicles/emissions.js";

export function summarise(trips: Trip[]): { km: number; co2Kg: number } {
  let km = 0;
  let co2 = 0;
  for (const t of trips) {
    km += t.km;
    co2 += co2Grams(t.vehicle, t.km);
  }
  return { km, co2Kg: co2 / 1000 };
}
