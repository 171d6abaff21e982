export type LaneSpeed = "slow" | "medium" | "fast";

export interface Lane {
  id: string;
  speed: LaneSpeed;
  /** swimmers allowed at once (renamed from `capacity` in 1.4) */
  maxSwimmers: number;
}

export interface Member {
  id: string;
  name: string;
  tier: "junior" | "adult" | "senior";
  email?: string;
}

export interface Slot {
  lane: Lane;
  start: Date;
  minutes: number;
  booked: Member[];
}

export function endOf(slot: Slot): Date {
  return new Date(slot.start.getTime() + slot.minutes * 60_000);
}

export function isFull(slot: Slot): boolean {
  return slot.booked.length >= slot.lane.maxSwimmers;
}
