import { label, minutesUntil } from "../lib/time.js";

export function departureRow(dep, now) {
  const tr = document.createElement("tr");
  tr.innerHTML = `<td>${dep.route}</td><td>${dep.destination}</td><td>${label(minutesUntil(dep.time, now))}</td>`;
  return tr;
}
