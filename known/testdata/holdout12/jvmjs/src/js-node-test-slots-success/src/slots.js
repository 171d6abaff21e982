/** minutes since midnight of "HH:MM" */
export function minutes(hhmm) {
  const m = /^(\d{2}):(\d{2})$/.exec(hhmm);
  if (!m) throw new TypeError(`not a time: ${hhmm}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** free slots of `length` minutes between open and close, avoiding busy [start, end) ranges */
export function freeSlots({ open, close, busy, length }) {
  const out = [];
  let t = minutes(open);
  const end = minutes(close);
  const ranges = busy.map(([a, b]) => [minutes(a), minutes(b)]).sort((x, y) => x[0] - y[0]);
  while (t + length <= end) {
    const clash = ranges.find(([a, b]) => t < b && t + length > a);
    if (clash) {
      t = clash[1];
      continue;
    }
    out.push(t);
    t += length;
  }
  return out.map((x) => `${String(Math.floor(x / 60)).padStart(2, "0")}:${String(x % 60).padStart(2, "0")}`);
}
