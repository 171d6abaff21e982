import { UNITS, dimensionOf } from "./units.js";

const PART = /(\d+(?:\.\d+)?)\s*([a-z]+)/g;
const MAX_PARTS = 4;

/** "5 ft 11 in" -> { value, unit } in the first part's unit */
export function parseQuantity(text) {
  const parts = [...text.toLowerCase().matchAll(PART)];
  if (parts.length === 0) {
    throw new SyntaxError(`not a quantity: ${text}`);
  }
  const unit = parts[0][2];
  const dim = dimensionOf(unit);
  let base = 0;
  for (const [, num, u] of parts) {
    if (dimensionOf(u) !== dim) {
      throw new TypeError(`mixed dimensions in ${text}`);
    }
    base += Number(num) * UNITS[dim][u];
  }
  return { value: base / UNITS[dim][unit], unit };
}
