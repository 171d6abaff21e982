export type FuelType = "diesel" | "petrol" | "electric" | "hybrid";

export interface Vehicle {
  reg: string;
  fuel: FuelType;
  odometerKm: number;
  serviceEveryKm: number;
  lastServiceKm: number;
}

export function dueForService(v: Vehicle): boolean {
  return v.odometerKm - v.lastServiceKm >= v.serviceEveryKm;
}
