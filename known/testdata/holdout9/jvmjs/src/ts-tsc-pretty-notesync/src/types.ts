export type NoteState = "draft" | "published" | "archived";

export interface Note {
  id: string;
  title: string;
  body: string;
  state: NoteState;
  updatedAt: number;
  tags: string[];
}

export interface Remote {
  list(since: number): Promise<Note[]>;
  put(note: Note): Promise<void>;
}
