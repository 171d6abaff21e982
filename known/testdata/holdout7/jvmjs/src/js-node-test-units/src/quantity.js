import { convert, dimensionOf } from './units.js';

const QUANTITY = /^\s*(-?\d+(?:\.\d+)?(?:e-?\d+)?)\s*([a-z]+\d?)\s*$/i;

export function parseQuantity(text) {
  const m = QUANTITY.exec(text);
  if (!m) throw new SyntaxError(`not a quantity: "${text}"`);
  const unit = m[2];
  dimensionOf(unit);
  return { value: Number(m[1]), unit };
}

export function add(a, b) {
  return { value: a.value + convert(b.value, b.unit, a.unit), unit: a.unit };
}

export function compare(a, b) {
  const diff = a.value - convert(b.value, b.unit, a.unit);
  return Math.abs(diff) < 1e-9 ? 0 : Math.sign(diff);
}
