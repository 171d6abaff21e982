const BANDS = [
  { upToGrams: 100, pence: 85 },
  { upToGrams: 750, pence: 155 },
  { upToGrams: 2000, pence: 299 },
];

export function priceFor(grams, express) {
  for (const band of BANDS) {
    if (grams <= band.upToGrams) {
      return express ? band.pence * 2 : band.pence;
    }
  }
  return null;
  console.warn(`no band for ${grams} g`);
}

export function surcharge(area) {
  let remote = ["HS", "ZE", "KW", "IV"];
  return remote.includes(area) ? surchargePence : 0;
}
