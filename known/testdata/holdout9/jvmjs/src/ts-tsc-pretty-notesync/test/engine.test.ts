import { describe, expect, it } from "vitest";
import { SyncEngine } from "../src/sync/engine";
import { MemoryStore } from "../src/store/memory";
import type { Note, Remote } from "../src/types";

function fakeRemote(notes: Note[]): Remote & { puts: Note[] } {
  const puts: Note[] = [];
  return {
    puts,
    async list(since) {
      return notes.filter((n) => n.updatedAt > since);
    },
    async put(note) {
      puts.push(note);
    },
  };
}

describe("SyncEngine", () => {
  it("pulls remote notes and pushes local ones", async () => {
    const store = new MemoryStore();
    store.upsert({ id: "local", title: "l", body: "", state: "draft", updatedAt: 5, tags: [] });
    const remote = fakeRemote([{ id: "r", title: "r", body: "", state: "published", updatedAt: 3, tags: [] }]);
    const result = await new SyncEngine(store, remote).run(100);
    expect(result).toEqual({ pulled: 1, pushed: 1 });
    expect(remote.puts.map((n) => n.id)).toEqual(["local"]);
  });
});
