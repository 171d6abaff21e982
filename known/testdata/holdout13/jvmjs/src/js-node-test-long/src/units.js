// factors to the base unit of each dimension
export const UNITS = {
  mass: { mg: 1e-3, g: 1, kg: 1e3, oz: 28.349523125, lb: 453.59237 },
  volume: { ul: 1e-3, ml: 1, cl: 10, dl: 100, l: 1000, tsp: 4.92892159375, tbsp: 14.78676478125 },
  length: { um: 1e-3, mm: 1, cm: 10, m: 1000, in: 25.4, ft: 304.8 },
  energy: { J: 1, kJ: 1e3, cal: 4.184, kcal: 4184, Wh: 3600, kWh: 3.6e6 },
  area: { mm2: 1, cm2: 100, m2: 1e6, ha: 1e10, km2: 1e12, in2: 645.16, ft2: 92903.04 },
};

export function dimensionOf(unit) {
  for (const [dim, table] of Object.entries(UNITS)) if (unit in table) return dim;
  throw new RangeError(`unknown unit: ${unit}`);
}

export function convert(value, from, to) {
  const d = dimensionOf(from);
  if (dimensionOf(to) !== d) throw new TypeError(`cannot convert ${from} to ${to}`);
  return (value * UNITS[d][from]) / UNITS[d][to];
}
