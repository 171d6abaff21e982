import type { Slot } from "./slots";

export type Tier = "standard" | "peak" | "member";

const RATE_PER_HOUR: Record<Tier, number> = { standard: 18, peak: 26, member: 12 };

export function priceFor(slot: Slot, tier: Tier): number {
  return Math.round((RATE_PER_HOUR[tier] * slot.minutes) / 60 * 100) / 100;
}

export function tierFor(slot: Slot, isMember: boolean): Tier {
  if (isMember) return "member";
  const hour = slot.startAt.getHours();
  return hour >= 17 && hour < 21 ? "peak" : "standard";
}

export function quote(slot: Slot, memberId?: string): string {
  const tier = tierFor(slot, memberId);
  return `${tier}: ${priceFor(slot, tier).toFixed(2)}`;
}
