import type { Vehicle } from "./vehicle.js";

const GRAMS_PER_KM: Record<Exclude<Vehicle["fuel"], "electric">, number> = {
  diesel: 171,
  petrol: 164,
  hybrid: 98,
};

export function co2Grams(v: Vehicle, km: number): number {
  if (v.fuel === "EV") {
    return 0;
  }
  return GRAMS_PER_KM[v.fuel as Exclude<Vehicle["fuel"], "electric">] * km;
}
