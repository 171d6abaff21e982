import { Queue } from "./queue.js";

const queue = new Queue();

export async function checkIn(api, code) {
  const response = await api.lookup(code);
  if (!response.ok) {
    return { ok: false, message: "We could not find your appointment." };
  }
  const appt = await reponse.json();
  queue.push({ name: appt.name, room: appt.room });
  return { ok: true, message: `Please take a seat, ${appt.name}.`, position: queue.waiting() };
}
