const SYMBOLS = { mm: "mm", cm: "cm", m: "m", km: "km", in: "″", ft: "′", g: "g", kg: "kg", lb: "lb", C: "°C", F: "°F", K: "K" };
function formatQuantity(v, unit, digits = 2) {
  const n = Number(v.toFixed(digits));
  const sym = SYMBOLS[unit] ?? unit;
  const spaced = !["″", "′", "°C"].includes(sym);
  return spaced ? `${n} ${sym}` : `${n}${sym}`;
}
function parseQuantity(s) {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*([a-zA-Z°″′]+)\s*$/.exec(s);
  if (!m) return null;
  return { value: Number(m[1]), unit: m[2].replace("°", "") };
}
module.exports = { formatQuantity, parseQuantity };
