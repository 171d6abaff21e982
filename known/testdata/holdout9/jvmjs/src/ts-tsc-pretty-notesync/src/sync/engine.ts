import type { Remote } from "../types";
import { MemoryStore } from "../store/memory";
import { merge } from "./merge";

export interface SyncResult {
  pulled: number;
  pushed: number;
}

export class SyncEngine {
  private lastSync: number;
  private remote: Remote;

  constructor(private store: MemoryStore, remote?: Remote) {
    if (remote) {
      this.remote = remote;
    }
    this.lastSync = 0;
  }

  async run(now: number): Promise<SyncResult> {
    const incoming = await this.remote.list(this.lastSync);
    for (const note of incoming) {
      this.store.upsert(merge(this.store.get(note.id), note));
    }
    const outgoing = this.store.changedSince(this.lastSync).filter((n) => !incoming.some((i) => i.id === n.id));
    for (const note of outgoing) {
      await this.remote.put(note);
    }
    this.lastSync = now;
    return { pulled: incoming.length, pushed: outgoing.length };
  }
}
