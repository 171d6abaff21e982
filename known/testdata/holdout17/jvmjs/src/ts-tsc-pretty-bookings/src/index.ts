import { book } from "./schedule.js";
import { roomsFor } from "./rooms.js";

const today = new Date("2025-06-11T09:00:00Z");
const bookings = book([], {
  roomId: "r1",
  start: today,
  end: new Date(today.getTime() + 3600_000),
  organiser: "ops",
});
console.log(bookings.length, roomsFor("6").map((r) => r.name));
