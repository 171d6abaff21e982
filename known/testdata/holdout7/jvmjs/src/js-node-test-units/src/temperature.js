const TO_KELVIN = {
  C: (v) => v + 273.15,
  F: (v) => ((v - 32) * 5) / 9 + 273.15,
  K: (v) => v,
};
const FROM_KELVIN = {
  C: (k) => k - 273.15,
  F: (k) => ((k - 273.15) * 9) / 5 + 32,
  K: (k) => k,
};

export function convertTemperature(value, from, to) {
  if (!TO_KELVIN[from] || !FROM_KELVIN[to]) throw new RangeError(`unknown scale: ${from} or ${to}`);
  const k = TO_KELVIN[from](value);
  if (k < 0) throw new RangeError(`below absolute zero: ${value}${from}`);
  return FROM_KELVIN[to](k);
}
