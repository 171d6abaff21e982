const { zonesCrossed } = require("./zones");

const BASE_CENTS = { 1: 250, 2: 340, 3: 420 };

function fare(from, to, { age, at = new Date() } = {}) {
  let cents = BASE_CENTS[zonesCrossed(from, to)];
  if (age !== undefined && age < 16) {
    cents = Math.round(cents * 0.5);
  } else if (age !== undefined && age >= 67) {
    cents = Math.round(cents * 0.6);
  }
  if (offPeak(at)) {
    cents = Math.round(cents * 0.8);
  }
  return cents;
}

function offPeak(at) {
  const h = at.getHours();
  const weekend = at.getDay() === 0 || at.getDay() === 6;
  return weekend || h < 7 || (h >= 9 && h < 15) || h >= 18;
}

module.exports = { fare, offPeak };
