export type Day = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
export const DAYS: Day[] = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"];

export interface Person {
  name: string;
  unavailable: Day[];
}

/** round-robin over the people, skipping anyone unavailable that day */
export function plan(people: Person[], days: Day[] = DAYS): Map<Day, string> {
  const out = new Map<Day, string>();
  let i = 0;
  for (const day of days) {
    for (let tries = 0; tries < people.length; tries++) {
      const p = people[(i + tries) % people.length];
      if (!p.unavailable.includes(day)) {
        out.set(day, p.name);
        i = (i + tries + 1) % people.length;
        break;
      }
    }
  }
  return out;
}

export function load(rota: Map<Day, string>): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const name of rota.values()) counts[name] = (counts[name] ?? 0) + 1;
  return counts;
}
