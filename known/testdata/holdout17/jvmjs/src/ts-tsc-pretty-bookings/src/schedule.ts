import type { Booking } from "./types.js";
import { findRoom } from "./rooms.js";

export function overlaps(a: Booking, b: Booking): boolean {
  return a.roomId === b.roomId && a.start < b.end && b.start < a.end;
}

export function describe(b: Booking): string {
  const room = findRoom(b.roomId);
  const name: string = room?.name;
  return `${name}: ${b.start.toISOString()} - ${b.end.toISOString()} (${b.organiser})`;
}

export function book(existing: Booking[], next: Booking): Booking[] {
  const clash = existing.find((b) => overlaps(b, next));
  if (clash) {
    throw new Error(`clashes with ${describe(clash)}`);
  }
  return [...existing, next];
}
