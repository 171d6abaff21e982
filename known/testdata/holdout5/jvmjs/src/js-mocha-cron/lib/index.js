"use strict";

const { FIELDS, parseField } = require("./field");

const MACROS = {
  "@hourly": "0 * * * *",
  "@daily": "0 0 * * *",
  "@weekly": "0 0 * * 1",
  "@monthly": "0 0 1 * *",
  "@yearly": "0 0 1 1 *",
};

function parse(expr) {
  const text = MACROS[expr.trim()] || expr.trim();
  const parts = text.split(/\s+/);
  if (parts.length !== 5) {
    throw new SyntaxError(`expected 5 fields, got ${parts.length}: ${expr}`);
  }
  const [minute, hour, dom, month, dow] = parts.map((p, i) => parseField(p, FIELDS[i]));
  return { minute, hour, dom, month, dow, domStar: parts[2] === "*", dowStar: parts[4] === "*" };
}

function matches(s, d) {
  if (!s.minute.includes(d.getUTCMinutes()) || !s.hour.includes(d.getUTCHours())) return false;
  if (!s.month.includes(d.getUTCMonth() + 1)) return false;
  const domOk = s.dom.includes(d.getUTCDate());
  const dowOk = s.dow.includes(d.getUTCDay());
  // cron's rule: when both day fields are restricted, either may match
  if (!s.domStar && !s.dowStar) return domOk || dowOk;
  return domOk && dowOk;
}

// The first minute strictly after `from` that the schedule matches (UTC), within ~5 years.
function next(expr, from) {
  const s = typeof expr === "string" ? parse(expr) : expr;
  const d = new Date(Math.floor(from.getTime() / 60000) * 60000 + 60000);
  for (let i = 0; i < 60 * 24 * 366 * 5; i++) {
    if (matches(s, d)) return d;
    d.setTime(d.getTime() + 60000);
  }
  return null;
}

module.exports = { parse, next, matches, MACROS };
