import type { Ticket } from "./types.js";

export function hoursOpen(t: Ticket, now: Date): number {
  const end = t.closedAt ?? now;
  return Math.round((end.getTime() - t.openedAt.getTime()) / 3_600_000);
}

export function summary(tickets: Ticket[], now: Date): string {
  const urgent = tickets.filter((t) => t.priority === "urgent");
  const oldest = urgent.reduce((max, t) => Math.max(max, hoursOpen(t, now)), 0);
  return `${tickets.length} tickets, ${urgent.length} urgent, oldest urgent ${oldest}h, owner ${urgent[0]?.owner ?? "-"}`;
}

export function byTag(tickets: Ticket[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tickets) {
    for (const tag of t.tags) {
      counts.set(tag, (counts.get(tag) ?? 0) + 1);
    }
  }
  return counts;
}
