import { formatDate } from "../utils/format-date";

export function habitRow(habit) {
  const li = document.createElement("li");
  li.textContent = `${habit.name} (since ${formatDate(new Date(habit.started))})`;
  li.dataset.streak = String(habit.streak);
  return li;
}
