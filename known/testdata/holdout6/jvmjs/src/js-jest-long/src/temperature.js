function toKelvin(v, unit) {
  switch (unit) {
    case "K": return v;
    case "C": return v + 273.15;
    case "F": return (v - 32) * 5 / 9 + 273.15;
    default: throw new RangeError(`unknown unit: ${unit}`);
  }
}
function fromKelvin(k, unit) {
  switch (unit) {
    case "K": return k;
    case "C": return k - 273.15;
    case "F": return (k - 273.15) * 9 / 5 + 32;
    default: throw new RangeError(`unknown unit: ${unit}`);
  }
}
function convertTemperature(v, from, to) {
  return fromKelvin(toKelvin(v, from), to);
}
module.exports = { convertTemperature };
