import { haversine, type Point } from "./geo/haversine.js";

export interface Stop extends Point {
  id: string;
  windowEnd: number; // minutes after shift start
}

/** Nearest-neighbour ordering from the depot. */
export function order(depot: Point, stops: Stop[]): Stop[] {
  const left = [...stops];
  const out: Stop[] = [];
  let here: Point = depot;
  while (left.length > 0) {
    let best = 0;
    for (let i = 1; i < left.length; i++) {
      if (haversine(here, left[i]!) < haversine(here, left[best]!)) best = i;
    }
    const [s] = left.splice(best, 1);
    out.push(s!);
    here = s!;
  }
  return out;
}

export function totalMetres(depot: Point, stops: Stop[]): number {
  let here: Point = depot;
  let m = 0;
  for (const s of stops) {
    m += haversine(here, s);
    here = s;
  }
  return m;
}
