"use strict";
const { formatCents, total } = require("./money");

function subject(inv) {
  return `Invoice ${inv.number} from ${inv.seller}`;
}

function body(inv) {
  const lines = inv.lines.map((l) => `  ${l.qty} x ${l.text}  ${formatCents(l.qty * l.unitCents)}`);
  return [`Dear ${inv.customer},`, "", ...lines, "", `Total due: ${formatCents(total(inv.lines, inv.discountPct))}`].join("\n");
}

module.exports = { subject, body };
