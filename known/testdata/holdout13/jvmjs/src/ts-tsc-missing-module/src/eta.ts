import type { Stop } from "./route.js";

export interface Eta {
  stop: string;
  minutes: number;
  late: boolean;
}

/** ETAs at a constant speed (km/h) plus a fixed handover time per stop. */
export function etas(legsMetres: number[], stops: Stop[], kmh: number, handover = 4): Eta[] {
  let t = 0;
  return stops.map((s, i) => {
    t += (legsMetres[i] / 1000 / kmh) * 60 + handover;
    return { stop: s.id, minutes: Math.round(t), late: t > s.windowEnd };
  });
}
