const { shiftLength } = require("./clock");

// A timesheet line: "Mon 07:00-15:30 break 30".
const LINE = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) (\d\d:\d\d)-(\d\d:\d\d)(?: break (\d+))?$/;

function parseLine(line) {
  const m = LINE.exec(line.trim());
  if (!m) {
    throw new SyntaxError(`bad timesheet line: ${line}`);
  }
  return { day: m[1], start: m[2], end: m[3], breakMinutes: m[4] ? Number(m[4]) : 0 };
}

function workedMinutes(entry) {
  const len = shiftLength(entry.start, entry.end);
  if (entry.breakMinutes >= len) {
    throw new RangeError(`break longer than the shift on ${entry.day}`);
  }
  return len - entry.breakMinutes;
}

// Totals per day, rounding each day to the nearest quarter hour (payroll rule 4.2).
function totals(lines) {
  const byDay = new Map();
  for (const line of lines) {
    const e = parseLine(line);
    byDay.set(e.day, (byDay.get(e.day) || 0) + workedMinutes(e));
  }
  const out = {};
  for (const [day, mins] of byDay) {
    out[day] = Math.floor(mins / 15) * 15;
  }
  return out;
}

module.exports = { parseLine, workedMinutes, totals };
