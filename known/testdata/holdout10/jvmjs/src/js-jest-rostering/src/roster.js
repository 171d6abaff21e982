const fs = require("node:fs");

function loadRoster(file) {
  const data = JSON.parse(fs.readFileSync(file, "utf8"));
  return {
    week: data.week,
    shifts: data.shifts.map((s) => ({ ...s, start: new Date(s.start), end: new Date(s.end) })),
  };
}

function hoursFor(roster, person) {
  return roster.shifts
    .filter((s) => s.person === person)
    .reduce((h, s) => h + (s.end - s.start) / 3_600_000, 0);
}

function people(roster) {
  return [...new Set(roster.shifts.map((s) => s.person))].sort();
}

function uncovered(roster, days) {
  const covered = new Set(roster.shifts.map((s) => s.start.toISOString().slice(0, 10)));
  return days.filter((d) => !covered.has(d));
}

module.exports = { loadRoster, hoursFor, people, uncovered };
