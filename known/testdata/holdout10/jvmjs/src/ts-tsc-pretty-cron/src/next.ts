import { parse } from "./parse.js";

export function nextRun(expr: string, after: Date): Date {
  const s = parse(expr);
  const t = new Date(after.getTime());
  t.setUTCSeconds(0, 0);
  for (let i = 0; i < 366 * 24 * 60; i++) {
    t.setUTCMinutes(t.getUTCMinutes() + 1);
    if (
      s.minute.includes(t.getUTCMinutes()) &&
      s.hour.includes(t.getUTCHours()) &&
      s.dayOfMonth.includes(t.getUTCDate()) &&
      s.month.includes(t.getUTCMonth() + 1) &&
      s.dayOfWeek.includes(t.getUTCDay())
    ) {
      return t;
    }
  }
  throw new Error(`no run of "${expr}" within a year`);
}

export function describe(runs) {
  return runs.map((d: Date) => d.toISOString()).join(", ");
}
