import { POSTCODES } from "./postcodes.js";

export function lookup(code) {
  const row = POSTCODES.find(([pc]) => pc === code.toUpperCase());
  return row ? { city: row[1], streets: row[2] } : null;
}

window.lookupPostcode = lookup;
