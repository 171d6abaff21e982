export interface Entry {
  day: string; // YYYY-MM-DD
  start: string; // HH:MM
  end: string; // HH:MM
  project?: string;
}

export function minutes(hhmm: string): number {
  const [h, m] = hhmm.split(":").map(Number);
  return h * 60 + m;
}

export function worked(e: Entry): number {
  return minutes(e.end) - minutes(e.start);
}

export function byProject(entries: Entry[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const e of entries) {
    out[e.project!] = (out[e.project!] ?? 0) + worked(e);
  }
  return out;
}
