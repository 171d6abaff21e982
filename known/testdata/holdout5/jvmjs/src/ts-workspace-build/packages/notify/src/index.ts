import { endOf, type Member, type Slot } from "@lanebook/model";

export function confirmation(member: Member, slot: Slot): string | null {
  if (!member.email) {
    return null;
  }
  const from = slot.start.toISOString().slice(11, 16);
  const to = endOf(slot).toISOString().slice(11, 16);
  return `To: ${member.email}\nLane ${slot.lane.id} (${slot.lane.speed}) booked ${from}-${to}.`;
}
