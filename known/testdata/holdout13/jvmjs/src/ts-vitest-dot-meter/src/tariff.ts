export interface Band {
  upTo: number; // kWh, Infinity for the last band
  pencePerKwh: number;
}

/** Cost in pence of a month's usage over tiered bands. */
export function cost(kwh: number, bands: Band[]): number {
  let left = kwh;
  let prev = 0;
  let pence = 0;
  for (const b of bands) {
    const inBand = Math.min(left, b.upTo - prev);
    pence += inBand * b.pencePerKwh;
    left -= inBand;
    prev = b.upTo;
    if (left <= 0) break;
  }
  return Math.trunc(pence);
}
