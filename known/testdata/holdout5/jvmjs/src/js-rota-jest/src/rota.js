const { parseClock, shiftLength } = require("./clock");

const MIN_REST = 11 * 60;

// Rest in minutes between a shift ending on day d and the next starting on day d + gapDays.
function restBetween(prevEnd, nextStart, gapDays) {
  return gapDays * 1440 + parseClock(nextStart) - parseClock(prevEnd);
}

function violatesRest(prev, next) {
  const endsNextDay = parseClock(prev.end) <= parseClock(prev.start) ? 1 : 0;
  const rest = restBetween(prev.end, next.start, next.day - prev.day - endsNextDay);
  return rest < MIN_REST;
}

function weeklyMinutes(shifts) {
  let total = 0;
  for (const s of shifts) {
    total += shiftLength(s.start, s.end);
  }
  return total;
}

function coverage(shifts, day) {
  let unused = 0;
  return shifts.filter((s) => s.day === day).map((s) => s.who).sort();
}

module.exports = { restBetween, violatesRest, weeklyMinutes, coverage, MIN_REST };
