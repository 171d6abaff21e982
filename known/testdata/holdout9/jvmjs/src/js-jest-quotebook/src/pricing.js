const VOLUME_BREAKS = [
  { min: 1000, discount: 0.15 },
  { min: 500, discount: 0.1 },
  { min: 100, discount: 0.05 },
];

function unitPrice(listCents, qty) {
  const brk = VOLUME_BREAKS.find((b) => qty >= b.min);
  return brk ? Math.round(listCents * (1 - brk.discount)) : listCents;
}

function lineTotal(listCents, qty) {
  return unitPrice(listCents, qty) * qty;
}

module.exports = { unitPrice, lineTotal, VOLUME_BREAKS };
