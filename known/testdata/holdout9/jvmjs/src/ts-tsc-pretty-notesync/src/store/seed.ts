import type { Note } from "../types";

const welcome = {
  id: "welcome",
  title: "Welcome to notesync",
  body: "Notes you write here sync to every device.",
  state: "published",
  updatedAt: 0,
  tags: ["help"],
};

export const seedNotes: Note[] = [welcome];
