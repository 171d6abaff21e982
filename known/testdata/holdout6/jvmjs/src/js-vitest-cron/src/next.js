import { parseExpr } from "./expr.js";

export function nextRun(text, from) {
  const e = parseExpr(text);
  const t = new Date(from.getTime());
  t.setUTCSeconds(0, 0);
  t.setUTCMinutes(t.getUTCMinutes() + 1);
  for (let i = 0; i < 366 * 24 * 60; i++) {
    if (
      e.month.includes(t.getUTCMonth() + 1) &&
      e.dayOfMonth.includes(t.getUTCDate()) &&
      e.dayOfWeek.includes(t.getUTCDay()) &&
      e.hour.includes(t.getUTCHours()) &&
      e.minute.includes(t.getUTCMinutes())
    ) {
      return t;
    }
    t.setUTCMinutes(t.getUTCMinutes() + 1);
  }
  return null;
}

export function describe(text) {
  const e = parseExpr(text);
  const hh = String(e.hours[0]).padStart(2, "0");
  const mm = String(e.minute[0]).padStart(2, "0");
  return `at ${hh}:${mm}`;
}
