export interface Snapshot {
  volume: string;
  takenAt: Date;
  bytes: number;
}

export async function listSnapshots(volume: string): Promise<Snapshot[]> {
  const now = Date.now();
  return [1, 2, 3].map((d) => ({ volume, takenAt: new Date(now - d * 86_400_000), bytes: d * 1_000_000 }));
}

export async function deleteSnapshot(s: Snapshot): Promise<void> {
  console.log(`deleted ${s.volume}@${s.takenAt.toISOString()}`);
}
