function roundTo(v, step) {
  return Math.round(v / step) * step;
}
function significant(v, digits) {
  if (v === 0) return 0;
  return Number(v.toPrecision(digits));
}
module.exports = { roundTo, significant };
