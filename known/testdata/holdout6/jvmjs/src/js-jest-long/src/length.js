const TO_M = { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344 };
function convertLength(v, from, to) {
  if (!(from in TO_M) || !(to in TO_M)) throw new RangeError(`unknown unit: ${from in TO_M ? to : from}`);
  return (v * TO_M[from]) / TO_M[to];
}
module.exports = { convertLength, LENGTH_UNITS: Object.keys(TO_M) };
