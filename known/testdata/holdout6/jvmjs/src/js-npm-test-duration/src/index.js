"use strict";

const UNITS = {
  ms: 1, s: 1000, sec: 1000, m: 60_000, min: 60_000, h: 3_600_000, hr: 3_600_000,
  d: 86_400_000, day: 86_400_000, days: 86_400_000, w: 604_800_000, week: 604_800_000, weeks: 604_800_000,
};

function parse(text) {
  const re = /(\d+(?:\.\d+)?)\s*([a-z]+)/g;
  let total = 0, seen = 0, m;
  while ((m = re.exec(text.toLowerCase())) !== null) {
    const unit = UNITS[m[2]];
    if (unit === undefined) throw new RangeError(`unknown duration unit "${m[2]}" in "${text}"`);
    total += Number(m[1]) * unit;
    seen++;
  }
  if (seen === 0) throw new SyntaxError(`not a duration: "${text}"`);
  return total;
}

function split(ms) {
  const out = {};
  for (const [name, size] of [["days", 86_400_000], ["hours", 3_600_000], ["minutes", 60_000], ["seconds", 1000]]) {
    const n = Math.floor(ms / size);
    if (n > 0) out[name] = n;
    ms -= n * size;
  }
  return out;
}

function format(ms) {
  const parts = split(ms);
  const short = { days: "d", hours: "h", minutes: "m", seconds: "s" };
  const s = Object.entries(parts).map(([k, v]) => `${v}${short[k]}`).join(" ");
  return s || "0s";
}

module.exports = { parse, split, format };
