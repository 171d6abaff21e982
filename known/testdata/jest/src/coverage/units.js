// Unit conversions; the tests cover only the metric half.
function kmToM(km) {
  return km * 1000;
}

function mToKm(m) {
  return m / 1000;
}

function milesToKm(mi) {
  if (mi < 0) {
    throw new RangeError("negative distance");
  }
  return mi * 1.609344;
}

function kmToMiles(km) {
  return km / 1.609344;
}

module.exports = { kmToM, mToKm, milesToKm, kmToMiles };
