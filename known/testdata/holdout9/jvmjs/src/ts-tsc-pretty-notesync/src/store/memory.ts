import type { Note } from "../types";

export class MemoryStore {
  private notes = new Map<string, Note>();

  get(id: string): Note | undefined {
    return this.notes.get(id);
  }

  upsert(note: Note): void {
    this.notes.set(note.id, note);
  }

  changedSince(t: number): Note[] {
    return [...this.notes.values()].filter((n) => n.updatedAt > t);
  }

  all(): Note[] {
    return [...this.notes.values()];
  }
}
