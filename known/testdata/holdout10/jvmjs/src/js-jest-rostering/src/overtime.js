const WEEKLY_HOURS = 38.5;

function overtime(hours) {
  return Math.max(0, hours - WEEKLY_HOURS);
}

function payLines(entries, rateCents) {
  return entries.map(({ person, hours }) => {
    const extra = overtime(hours);
    return { person, overtimeHours: extra, overtimeCents: Math.round(extra * rateCents * 1.5) };
  });
}

module.exports = { overtime, payLines, WEEKLY_HOURS };
