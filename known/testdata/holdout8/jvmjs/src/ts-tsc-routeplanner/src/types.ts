export type Unit = "km" | "mi";

export interface Leg {
  from: string;
  to: string;
  distanceKm: number;
  minutes: number;
  toll?: number;
}

export interface Route {
  id: string;
  legs: Leg[];
  unit: Unit;
}
