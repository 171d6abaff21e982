import type { Member, Slot } from "@lanebook/model";

export const BASE_PENCE: Record<Member["tier"], number> = {
  junior: 250,
  adult: 520,
  senior: 310,
};

export interface Quote {
  member: string;
  pence: number;
  peak: boolean;
}

export function isPeak(start: Date): boolean {
  const h = start.getUTCHours();
  return (h >= 6 && h < 9) || (h >= 17 && h < 20);
}

export function quote(member: Member, slot: Slot): Quote {
  const peak = isPeak(slot.start);
  const base = BASE_PENCE[member.tier] * (slot.minutes / 45);
  return {
    member: member.id,
    pence: peak ? (base * 1.2).toFixed(0) : Math.round(base),
    peak,
  };
}

export function formatPence(p: number): string {
  return `£${(p / 100).toFixed(2)}`;
}
