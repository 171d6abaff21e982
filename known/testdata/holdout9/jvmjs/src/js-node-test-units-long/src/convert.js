import { UNITS, dimensionOf } from "./units.js";

export function convert(value, from, to) {
  const dim = dimensionOf(from);
  if (dimensionOf(to) !== dim) {
    throw new TypeError(`cannot convert ${from} (${dim}) to ${to} (${dimensionOf(to)})`);
  }
  return (value * UNITS[dim][from]) / UNITS[dim][to];
}

export function round(value, digits = 4) {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
