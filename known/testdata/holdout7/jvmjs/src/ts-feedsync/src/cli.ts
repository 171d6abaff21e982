#!/usr/bin/env node
import { readFile } from 'node:fs/promises';
import { parseEntries } from './entry.js';
import { digest } from './digest.js';
import { loadStore, markSeen, prune, saveStore, unseen } from './store.js';

const [feedPath, storePath = '.feedsync.json'] = process.argv.slice(2);
if (!feedPath) {
  console.error('usage: feedsync FEED.xml [STORE.json]');
  process.exit(2);
}

const xml = await readFile(feedPath, 'utf8');
const entries = parseEntries(xml);
const store = await loadStore(storePath);
const fresh = unseen(store, entries);
console.log(digest(fresh));
markSeen(store, fresh);
console.error(`pruned ${prune(store, 90)} old entries`);
await saveStore(storePath, store);
