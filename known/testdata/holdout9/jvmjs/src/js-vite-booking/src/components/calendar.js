import dayjs from "dayjs";

/** The next `days` days as buttons, today first, closed days disabled. */
export function renderCalendar(el, { days = 14, closedWeekdays = [1] } = {}) {
  el.innerHTML = "";
  for (let i = 0; i < days; i++) {
    const d = dayjs().add(i, "day");
    const b = document.createElement("button");
    b.textContent = d.format("ddd D MMM");
    b.dataset.date = d.format("YYYY-MM-DD");
    b.disabled = closedWeekdays.includes(d.day());
    el.append(b);
  }
}
