import { load } from "./utils/storage";
import { habitRow } from "./components/habit-row";
import { streakBadge } from "./components/streak-badge";

const state = load();
const list = document.querySelector("#habits");
for (const h of state.habits) {
  const row = habitRow(h);
  row.append(streakBadge(h, new Date()));
  list.append(row);
}
