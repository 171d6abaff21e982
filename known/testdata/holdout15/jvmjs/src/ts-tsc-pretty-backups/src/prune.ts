import { deleteSnapshot, listSnapshots, type Snapshot } from "./store.js";

export async function prune(volumes: string[], keepDays: number): Promise<number> {
  const cutoff = Date.now() - keepDays * 86_400_000;
  let removed = 0;
  volumes.forEach((volume) => {
    const snaps: Snapshot[] = await listSnapshots(volume);
    for (const s of snaps) {
      if (s.takenAt.getTime() < cutoff) {
        await deleteSnapshot(s);
        removed++;
      }
    }
  });
  return removed;
}
