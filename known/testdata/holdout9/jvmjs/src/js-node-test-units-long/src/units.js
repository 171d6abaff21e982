// factor to the base unit of each dimension (metre, kilogram, litre, byte, second)
export const UNITS = {
  length: {
    mm: 0.001, cm: 0.01, m: 1, km: 1000,
    in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344, nmi: 1852,
  },
  mass: {
    mg: 1e-6, g: 0.001, kg: 1, t: 1000,
    oz: 0.028349523125, lb: 0.45359237, st: 6.35029318,
  },
  volume: {
    ml: 0.001, cl: 0.01, dl: 0.1, l: 1,
    tsp: 0.00492892159375, tbsp: 0.01478676478125, cup: 0.2365882356, pt: 0.473176473, gal: 3.785411784,
  },
  data: {
    B: 1, kB: 1e3, MB: 1e6, GB: 1e9, TB: 1e12,
    KiB: 1024, MiB: 1048576, GiB: 1073741824, TiB: 1099511627776,
  },
  time: {
    ms: 0.001, s: 1, min: 60, h: 3600, d: 86400, wk: 604800,
  },
};

export function dimensionOf(unit) {
  for (const [dim, table] of Object.entries(UNITS)) {
    if (unit in table) return dim;
  }
  throw new RangeError(`unknown unit: ${unit}`);
}
