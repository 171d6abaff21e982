// Wall-clock helpers: "HH:MM" strings to minutes after midnight and back.

function parseClock(text) {
  const m = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(String(text).trim());
  if (!m) {
    throw new RangeError(`not a clock time: ${JSON.stringify(text)}`);
  }
  return Number(m[1]) * 60 + Number(m[2]);
}

function formatClock(minutes) {
  let m = ((minutes % 1440) + 1440) % 1440;
  const h = Math.floor(m / 60);
  return `${String(h).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
}

// Length of a shift in minutes; a shift that ends before it starts runs past midnight.
function shiftLength(start, end) {
  const s = parseClock(start);
  const e = parseClock(end);
  return e > s ? e - s : e + 1440 - s;
}

module.exports = { parseClock, formatClock, shiftLength };
