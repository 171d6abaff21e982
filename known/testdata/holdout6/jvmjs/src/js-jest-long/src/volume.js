const TO_L = { ml: 0.001, cl: 0.01, l: 1, m3: 1000, tsp: 0.00492892159375, tbsp: 0.01478676478125, cup: 0.2365882365, gal: 3.785411784 };
function convertVolume(v, from, to) {
  if (!(from in TO_L) || !(to in TO_L)) throw new RangeError(`unknown unit: ${from in TO_L ? to : from}`);
  return (v * TO_L[from]) / TO_L[to];
}
module.exports = { convertVolume, VOLUME_UNITS: Object.keys(TO_L) };
