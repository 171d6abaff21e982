const TO_G = { mg: 0.001, g: 1, kg: 1000, t: 1e6, oz: 28.349523125, lb: 453.59237 };
function convertMass(v, from, to) {
  if (!(from in TO_G) || !(to in TO_G)) throw new RangeError(`unknown unit: ${from in TO_G ? to : from}`);
  return (v * TO_G[from]) / TO_G[to];
}
module.exports = { convertMass, MASS_UNITS: Object.keys(TO_G) };
