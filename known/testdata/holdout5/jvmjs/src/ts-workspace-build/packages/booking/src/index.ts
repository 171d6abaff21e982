import { isFull, type Member, type Slot } from "@lanebook/model";
import { quote, type Quote } from "@lanebook/pricing";

export class BookingError extends Error {}

export function book(slot: Slot, member: Member): Quote {
  if (isFull(slot)) {
    throw new BookingError(`lane ${slot.lane.id} is full (${slot.lane.capacity} swimmers)`);
  }
  if (slot.booked.some((m) => m.id === member.id)) {
    throw new BookingError(`${member.name} is already booked on lane ${slot.lane.id}`);
  }
  slot.booked.push(member);
  return quote(member, slot);
}

export function spaces(slots: Slot[]): number {
  return slots.reduce((n, s) => n + s.lane.capacity - s.booked.length, 0);
}
