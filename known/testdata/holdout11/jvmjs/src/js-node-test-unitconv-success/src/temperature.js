export function fahrenheitToCelsius(f) {
  return ((f - 32) * 5) / 9;
}

export function celsiusToFahrenheit(c) {
  return (c * 9) / 5 + 32;
}

export function kelvinToCelsius(k) {
  if (k < 0) throw new RangeError(`below absolute zero: ${k} K`);
  return k - 273.15;
}
