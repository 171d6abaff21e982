"use strict";

/** Formats integer cents as a currency string. */
function formatCents(cents, currency = "EUR") {
  const sign = cents < 0 ? "-" : "";
  const abs = Math.abs(cents);
  return `${sign}${currency} ${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** Sums invoice lines (qty x unit cents) and applies a whole-percent discount, rounding half up. */
function total(lines, discountPct = 0) {
  const gross = lines.reduce((s, l) => s + l.qty * l.unitCents, 0);
  return gross - Math.floor((gross * discountPct) / 100);
}

module.exports = { formatCents, total };
