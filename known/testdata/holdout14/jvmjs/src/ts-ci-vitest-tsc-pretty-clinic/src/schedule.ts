import type { Slot } from "./types";

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

export function daySlots(clinicianId: string, day: string, from: number, to: number, minutes: number): Slot[] {
  const out: Slot[] = [];
  for (let t = from * 60; t + minutes <= to * 60; t += minutes) {
    out.push({
      clinicianId,
      start: `${day}T${pad(Math.floor(t / 60))}:${pad(t % 60)}`,
      minutes,
      booked: false,
    });
  }
  return out;
}

export function firstFree(slots: Slot[]): Slot | undefined {
  return slots.find((s) => !s.booked);
}
