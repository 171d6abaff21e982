"use strict";

const { format } = require("./money");

function receipt(lines, { voucher, logger } = {}) {
  let total = 0;
  const out = [];
  for (const l of lines) {
    const amount = l.unitPence * l.qty;
    total += amount;
    out.push({ sku: l.sku, qty: l.qty, amount: format(amount) });
  }
  let discount;
  if (voucher) {
    discount = Math.round((total * voucher.percent) / 100);
    total -= discount;
    if (logger) logger.info("voucher applied", voucher.code, discount);
  }
  return { lines: out, discount: discount && format(discount), total: format(total) };
}

module.exports = { receipt };
