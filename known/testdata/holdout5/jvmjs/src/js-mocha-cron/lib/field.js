"use strict";

const FIELDS = [
  { name: "minute", min: 0, max: 59 },
  { name: "hour", min: 0, max: 23 },
  { name: "day of month", min: 1, max: 31 },
  { name: "month", min: 1, max: 12, names: ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"] },
  { name: "day of week", min: 0, max: 6, names: ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] },
];

function value(text, spec) {
  const lower = text.toLowerCase();
  if (spec.names && spec.names.includes(lower)) {
    return spec.names.indexOf(lower) + spec.min;
  }
  if (!/^\d+$/.test(text)) {
    throw new SyntaxError(`${spec.name}: not a number: ${text}`);
  }
  const n = Number(text);
  if (n < spec.min || n > spec.max) {
    throw new RangeError(`${spec.name}: ${n} is outside ${spec.min}-${spec.max}`);
  }
  return n;
}

// One cron field ("*", "5", "1-5", "*/15", "10-40/10", "mon,wed,fri") to a sorted list of values.
function parseField(text, spec) {
  const out = new Set();
  for (const part of text.split(",")) {
    const [range, stepText] = part.split("/");
    const step = stepText === undefined ? 1 : Number(stepText);
    if (!Number.isInteger(step) || step < 1) {
      throw new SyntaxError(`${spec.name}: bad step in ${part}`);
    }
    let lo;
    let hi;
    if (range === "*") {
      lo = spec.min;
      hi = spec.max;
    } else if (range.includes("-")) {
      const [a, b] = range.split("-");
      lo = value(a, spec);
      hi = value(b, spec);
      if (lo > hi) throw new RangeError(`${spec.name}: range ${range} runs backwards`);
    } else {
      lo = value(range, spec);
      hi = stepText === undefined ? lo : spec.max;
    }
    for (let v = lo; v <= hi; v += step) out.add(v);
  }
  return [...out].sort((a, b) => a - b);
}

module.exports = { FIELDS, parseField };
