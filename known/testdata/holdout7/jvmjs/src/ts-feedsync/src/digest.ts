import type { FeedEntry } from './entry.js';

export function digest(entries: FeedEntry[], max = 20): string {
  const sorted = [...entries].sort((a, b) => b.published.getTime() - a.published.getTime());
  return sorted
    .slice(0, max)
    .map((e) => `- ${e.title} (${e.published.toISOString().slice(0, 10)})\n  ${e.link}`)
    .join('\n');
}

export function byTag(entries: FeedEntry[]) {
  const groups = new Map();
  for (const e of entries) {
    for (const t of e.tags) {
      groups.set(t, [...(groups.get(t) ?? []), e]);
    }
  }
  return [...groups.entries()].map(function ([tag, list]) {
    return { tag, count: list.length };
  });
}

export function titles(entries: FeedEntry[]): string[] {
  return entries.map((e) => e.title).filter(Boolean);
}

export const describeTag = (tag, count: number) => `${tag}: ${count} new`;
