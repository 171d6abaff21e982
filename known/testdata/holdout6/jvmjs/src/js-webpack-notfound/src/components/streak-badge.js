import { daysBetween } from "../utils/formatDate";

export function streakBadge(habit, today) {
  const span = document.createElement("span");
  const days = daysBetween(new Date(habit.lastDone), today);
  span.className = days <= 1 ? "badge badge-live" : "badge badge-broken";
  span.textContent = `${habit.streak}🔥`;
  return span;
}
