function parseReading(text) {
  const m = /^(\d{4}-\d{2}-\d{2});(\d+(?:\.\d+)?)$/.exec(text.trim());
  if (!m) throw new TypeError(`not a meter reading: ${JSON.stringify(text)}`);
  return { date: m[1], kwh: Number(m[2]) };
}

function consumption(readings) {
  const sorted = [...readings].sort((a, b) => a.date.localeCompare(b.date));
  const out = [];
  for (let i = 1; i < sorted.length; i++) {
    out.push({ from: sorted[i - 1].date, to: sorted[i].date, kwh: sorted[i].kwh - sorted[i - 1].kwh });
  }
  return out;
}

module.exports = { parseReading, consumption };
