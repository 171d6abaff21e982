export function byDay(readings) {
  const days = new Map();
  for (const r of readings) {
    const day = r.at.slice(0, 10);
    days.set(day, (days.get(day) ?? 0) + r.count);
  }
  return [...days].sort(([a], [b]) => a.localeCompare(b));
}

export function toCsv(rows) {
  return ["day,visitors", ...rows.map(([d, n]) => `${d},${n}`)].join("\n") + "\n";
}
