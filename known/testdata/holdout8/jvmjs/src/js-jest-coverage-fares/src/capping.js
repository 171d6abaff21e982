const DAILY_CAP = { 1: 700, 2: 950, 3: 1150 };
const WEEKLY_CAP = { 1: 2900, 2: 3900, 3: 4700 };

function dailyCharge(trips) {
  const maxZones = Math.max(...trips.map((t) => t.zones));
  const total = trips.reduce((s, t) => s + t.cents, 0);
  return Math.min(total, DAILY_CAP[maxZones]);
}

function weeklyCharge(days) {
  const maxZones = Math.max(...days.flatMap((d) => d.map((t) => t.zones)));
  const total = days.reduce((s, d) => s + dailyCharge(d), 0);
  return Math.min(total, WEEKLY_CAP[maxZones]);
}

function refund(trips, cancelledIndex) {
  const kept = trips.filter((_, i) => i !== cancelledIndex);
  if (kept.length === 0) return trips[cancelledIndex].cents;
  return dailyCharge(trips) - dailyCharge(kept);
}

module.exports = { dailyCharge, weeklyCharge, refund };
