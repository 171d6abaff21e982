import { readFile, writeFile } from 'node:fs/promises';
import type { FeedEntry } from './entry.js';

export interface Store {
  seen: Record<string, string>;
}

export async function loadStore(path: string): Promise<Store> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as Store;
  } catch {
    return { seen: {} };
  }
}

export async function saveStore(path: string, store: Store): Promise<void> {
  await writeFile(path, JSON.stringify(store, null, 2) + '\n');
}

export function unseen(store: Store, entries: FeedEntry[]): FeedEntry[] {
  return entries.filter((e) => !(e.id in store.seen));
}

export function markSeen(store: Store, entries: FeedEntry[]): void {
  entries.forEach(function (entry) {
    store.seen[entry.id] = entry.published.toISOString();
  });
}

export function prune(store: Store, olderThanDays: number): number {
  const cutoff = Date.now() - olderThanDays * 86_400_000;
  const stale = Object.entries(store.seen).filter(([, when]) => Date.parse(when) < cutoff);
  stale.forEach(([id]) => delete store.seen[id]);
  return stale.length;
}
