import type { Clinician } from "./types";

const ROOMS = new Map<string, string>([
  ["c-ahmed", "2.14"],
  ["c-byrne", "2.16"],
  ["c-osei", "G.03"],
]);

export function withRoom(id: string, name: string): Clinician {
  const room: string = ROOMS.get(id);
  return { id, name, room };
}

export function roomLabel(c: Clinician): string {
  return c.room.startsWith("G") ? `Ground floor, room ${c.room}` : `Room ${c.room}`;
}
