const TO_METRES = {
  mm: 0.001, cm: 0.01, m: 1, km: 1000,
  in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344,
};

export function convertLength(value, from, to) {
  if (!(from in TO_METRES)) throw new RangeError(`unsupported unit '${from}'`);
  if (!(to in TO_METRES)) throw new RangeError(`unsupported unit '${to}'`);
  return (value * TO_METRES[from]) / TO_METRES[to];
}

export const LENGTH_UNITS = Object.keys(TO_METRES);
