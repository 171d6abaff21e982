import type { Fix } from "./trip.js";

const STATUS_COLOURS = {
  moving: "#2e7d32",
  idle: "#f9a825",
  offline: "#9e9e9e",
};

export type Status = keyof typeof STATUS_COLOURS;

export function statusOf(latest: Fix | undefined, now: Date): Status {
  if (!latest || now.getTime() - latest.at.getTime() > 15 * 60_000) {
    return "offline";
  }
  return (latest.speedKmh ?? 0) > 3 ? "moving" : "idle";
}

export function colourFor(status: string): string {
  return STATUS_COLOURS[status];
}
