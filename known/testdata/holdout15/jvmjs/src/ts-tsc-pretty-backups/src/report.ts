import type { Snapshot } from "./store.js";

export function summary(snaps: Snapshot[]): string {
  let largest: Snapshot;
  for (const s of snaps) {
    if (!largest || s.bytes > largest.bytes) largest = s;
  }
  const total = snaps.reduce((n, s) => n + s.bytes, 0);
  return `${snaps.length} snapshots, ${total} bytes, largest ${largest.volume}`;
}
