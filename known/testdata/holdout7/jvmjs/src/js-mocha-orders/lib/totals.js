'use strict';

function lineTotal(line) {
  return Math.round(line.qty * line.unitCents * (1 - (line.discount || 0)));
}

function orderTotals(lines, vatRate) {
  const net = lines.reduce((sum, l) => sum + lineTotal(l), 0);
  const vat = Math.round(net * vatRate);
  return { net, vat, gross: net + vat, lines: lines.length };
}

function splitByVat(lines) {
  const groups = {};
  for (const l of lines) {
    const key = String(l.vatRate || 0.21);
    (groups[key] ||= []).push(l);
  }
  return groups;
}

module.exports = { lineTotal, orderTotals, splitByVat };
