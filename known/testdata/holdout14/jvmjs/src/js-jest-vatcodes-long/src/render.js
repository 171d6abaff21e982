'use strict';
const { vatOn } = require('./rates');

function money(p) {
  return `£${(p / 100).toFixed(2)}`;
}

function renderLine(line) {
  const net = line.qty * line.unitPence;
  const vat = vatOn(net, line.code);
  return {
    description: line.description,
    qty: line.qty,
    net: money(net),
    vatCode: line.code,
    vat: money(vat),
    gross: money(net + vat),
  };
}

function renderInvoice(inv) {
  const lines = inv.lines.map(renderLine);
  const totals = inv.lines.reduce(
    (t, l) => {
      const net = l.qty * l.unitPence;
      t.net += net;
      t.vat += vatOn(net, l.code);
      return t;
    },
    { net: 0, vat: 0 },
  );
  return {
    number: inv.number,
    lines,
    totals: { net: money(totals.net), vat: money(totals.vat), gross: money(totals.net + totals.vat) },
  };
}

module.exports = { renderLine, renderInvoice, money };
