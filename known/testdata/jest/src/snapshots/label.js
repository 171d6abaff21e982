function label(item) {
  return { title: item.name.toUpperCase(), price: (item.cents / 100).toFixed(2) };
}
function percent(n) {
  if (n < 0) throw new RangeError('negative');
  return `${n}%`;
}
module.exports = { label, percent };
