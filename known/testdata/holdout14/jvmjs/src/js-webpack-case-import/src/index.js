import { departureRow } from "./components/departureRow.js";
import { stopHeader } from "./components/StopHeader.js";
import { fetchBoard } from "./lib/board.js";

export async function mount(el, stopCode) {
  const board = await fetchBoard(stopCode);
  el.replaceChildren(stopHeader(board.stop));
  const table = document.createElement("table");
  const now = new Date();
  for (const dep of board.departures) table.append(departureRow(dep, now));
  el.append(table);
}
