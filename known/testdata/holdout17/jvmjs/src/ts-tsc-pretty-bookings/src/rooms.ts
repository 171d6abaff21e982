import type { Room } from "./types.js";

const rooms: Room[] = [
  { id: "r1", name: "Harbour", capacity: 8 },
  { id: "r2", name: "Lighthouse", capacity: 4 },
  { id: "r3", name: "Quay", capacity: 12 },
];

export function findRoom(id: string): Room | undefined {
  return rooms.find((r) => r.id === id);
}

export function roomsFor(people: number): Room[] {
  return rooms.filter((r) => r.capacity >= people);
}
