// Factors to the base unit of each dimension (metre, kilogram, second, litre).
export const UNITS = {
  length: { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344, nmi: 1852 },
  mass: { mg: 1e-6, g: 0.001, kg: 1, t: 1000, oz: 0.028349523125, lb: 0.45359237, st: 6.35029318 },
  time: { ms: 0.001, s: 1, min: 60, h: 3600, d: 86400, wk: 604800 },
  volume: { ml: 0.001, cl: 0.01, l: 1, m3: 1000, tsp: 0.00492892, tbsp: 0.0147868, cup: 0.2365882365, gal: 3.785411784 },
};

export function dimensionOf(unit) {
  for (const [dim, table] of Object.entries(UNITS)) {
    if (Object.hasOwn(table, unit)) return dim;
  }
  throw new RangeError(`unknown unit: ${unit}`);
}

export function convert(value, from, to) {
  const a = dimensionOf(from);
  const b = dimensionOf(to);
  if (a !== b) throw new TypeError(`cannot convert ${a} (${from}) to ${b} (${to})`);
  return (value * UNITS[a][from]) / UNITS[b][to];
}
