const { parseClock, shiftLength } = require("./clock");

const NIGHT_START = 22 * 60;
const NIGHT_END = 6 * 60;

// Minutes of a shift that fall in the night window (22:00-06:00).
function nightMinutes(start, end) {
  const s = parseClock(start);
  const len = shiftLength(start, end);
  let night = 0;
  for (let i = 0; i < len; i++) {
    const t = (s + i) % 1440;
    if (t >= NIGHT_START || t < NIGHT_END) night++;
  }
  return night;
}

// Pay in pence: base rate per hour, night minutes at 1.25x.
function shiftPay(start, end, ratePence) {
  const len = shiftLength(start, end);
  const night = nightMinutes(start, end);
  const day = len - night;
  return Math.round((day * ratePence) / 60 + (night * ratePence * 1.25) / 60);
}

function overtimeMinutes(weekMinutes, contractHours) {
  var limit = contractHours * 60;
  return Math.max(0, weekMinutes - limit);
}

module.exports = { nightMinutes, shiftPay, overtimeMinutes };
