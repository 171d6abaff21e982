"use strict";

/** 123456 -> "£1,234.56" */
function format(pence) {
  const sign = pence < 0 ? "-" : "";
  const abs = Math.abs(pence);
  const pounds = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const rest = String(abs % 100).padStart(2, "0");
  return `${sign}£${pounds}.${rest}`;
}

/** "£1,234.56" -> 123456 */
function parse(text) {
  const m = /^(-?)£([\d,]+)\.(\d{2})$/.exec(text.trim());
  if (!m) throw new Error(`not a sterling amount: ${text}`);
  const pence = Number(m[2].replace(/,/g, "")) * 100 + Number(m[3]);
  return m[1] ? -pence : pence;
}

/** Splits pence into n parts that differ by at most a penny, larger parts first. */
function split(pence, n) {
  const base = Math.floor(pence / n);
  const extra = pence % n;
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1 : 0));
}

module.exports = { format, parse, split };
