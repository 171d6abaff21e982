/** Half-hour slots between opening and closing ("HH:MM"), minus the ones already booked. */
export function freeSlots(opening, closing, booked = []) {
  const toMin = (t) => {
    const [h, m] = t.split(":").map(Number);
    return h * 60 + m;
  };
  const pad = (n) => String(n).padStart(2, "0");
  const taken = new Set(booked);
  const out = [];
  for (let t = toMin(opening); t + 30 <= toMin(closing); t += 30) {
    const label = `${pad(Math.floor(t / 60))}:${pad(t % 60)}`;
    if (!taken.has(label)) out.push(label);
  }
  return out;
}
