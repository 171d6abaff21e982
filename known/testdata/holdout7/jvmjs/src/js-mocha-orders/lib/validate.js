'use strict';

const SKU = /^[A-Z]{2,4}-\d{3,6}$/;

function validateLine(line) {
  const problems = [];
  if (!SKU.test(line.sku || '')) problems.push(`bad sku: ${line.sku}`);
  if (!Number.isInteger(line.qty) || line.qty < 1) problems.push(`bad qty: ${line.qty}`);
  if (!Number.isInteger(line.unitCents) || line.unitCents < 0) problems.push(`bad price: ${line.unitCents}`);
  return problems;
}

module.exports = { validateLine };
