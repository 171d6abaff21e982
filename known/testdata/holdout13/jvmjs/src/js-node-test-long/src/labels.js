import { convert } from "./units.js";

/** "250 g (8.82 oz)" style labels; the callback form is used by the label printer queue. */
export function label(qty, unit, alt) {
  return `${qty} ${unit} (${convert(qty, unit, alt).toFixed(2)} ${alt})`;
}

export function labelLater(item, cb) {
  setTimeout(() => cb(label(item.qty, item.unit, item.alt)), 5);
}

export function parseQty(text) {
  const m = /^\s*([\d.]+)\s*([a-z]+)\s*$/i.exec(text);
  if (!m) return null;
  return { qty: Number(m[1]), unit: m[2].toLowerCase() };
}
