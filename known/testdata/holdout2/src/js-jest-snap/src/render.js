function renderInvoice(inv) {
  const lines = inv.items.map((i) => `${i.name.padEnd(12)} ${i.qty} x ${i.price.toFixed(2)}`);
  const total = inv.items.reduce((s, i) => s + i.qty * i.price, 0);
  return [`Invoice ${inv.number}`, ...lines, `Total: ${total.toFixed(2)} ${inv.currency}`].join('\n');
}
function renderAddress(a) {
  return [a.name, a.street, `${a.zip} ${a.city}`].join('\n');
}
module.exports = { renderInvoice, renderAddress };
