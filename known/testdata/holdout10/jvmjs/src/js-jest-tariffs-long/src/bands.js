// consumption bands in kWh per month and their unit price in cents
const BANDS = [
  { upTo: 100, cents: 21.4 },
  { upTo: 300, cents: 27.9 },
  { upTo: Infinity, cents: 34.2 },
];

function energyCents(kwh) {
  let left = kwh;
  let from = 0;
  let cents = 0;
  for (const band of BANDS) {
    const inBand = Math.min(left, band.upTo - from);
    if (inBand <= 0) break;
    cents += inBand * band.cents;
    left -= inBand;
    from = band.upTo;
  }
  return Math.round(cents);
}

module.exports = { BANDS, energyCents };
