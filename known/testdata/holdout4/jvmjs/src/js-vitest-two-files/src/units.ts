export type Dimension = "length" | "mass" | "volume" | "temperature";

export interface Unit {
  symbol: string;
  dimension: Dimension;
  /** factor to the base unit (m, kg, l); temperatures use toBase/fromBase */
  factor?: number;
  toBase?: (v: number) => number;
  fromBase?: (v: number) => number;
}

const u = (symbol: string, dimension: Dimension, factor: number): Unit => ({ symbol, dimension, factor });

export const UNITS: Record<string, Unit> = {
  mm: u("mm", "length", 0.001),
  cm: u("cm", "length", 0.01),
  m: u("m", "length", 1),
  km: u("km", "length", 1000),
  in: u("in", "length", 0.0254),
  ft: u("ft", "length", 0.3048),
  yd: u("yd", "length", 0.9144),
  mi: u("mi", "length", 1609.344),
  g: u("g", "mass", 0.001),
  kg: u("kg", "mass", 1),
  t: u("t", "mass", 1000),
  oz: u("oz", "mass", 0.028349523125),
  lb: u("lb", "mass", 0.45359237),
  st: u("st", "mass", 6.35029318),
  ml: u("ml", "volume", 0.001),
  l: u("l", "volume", 1),
  tsp: u("tsp", "volume", 0.00492892159375),
  cup: u("cup", "volume", 0.2365882365),
  pt: u("pt", "volume", 0.56826125),
  gal: u("gal", "volume", 4.54609),
  C: { symbol: "°C", dimension: "temperature", toBase: (v) => v, fromBase: (v) => v },
  F: { symbol: "°F", dimension: "temperature", toBase: (v) => ((v - 32) * 5) / 9, fromBase: (v) => (v * 9) / 5 + 32 },
  K: { symbol: "K", dimension: "temperature", toBase: (v) => v - 273.15, fromBase: (v) => v + 273 },
};

export function convert(value: number, from: string, to: string): number {
  const a = UNITS[from];
  const b = UNITS[to];
  if (!a || !b) throw new Error(`unknown unit: ${!a ? from : to}`);
  if (a.dimension !== b.dimension) throw new Error(`cannot convert ${a.dimension} to ${b.dimension}`);
  if (a.dimension === "temperature") return b.fromBase!(a.toBase!(value));
  return (value * a.factor!) / b.factor!;
}
