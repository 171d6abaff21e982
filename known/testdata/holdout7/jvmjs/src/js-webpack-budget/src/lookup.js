// the full district table now ships with the widget (was fetched from the API before)
import districts from './data/districts.json';

const byPrefix = new Map(districts.map((d) => [d.prefix, d]));

export function lookup(postcode) {
  const clean = postcode.replace(/\s+/g, '').toUpperCase();
  for (let len = 4; len >= 2; len--) {
    const d = byPrefix.get(clean.slice(0, len));
    if (d) return d;
  }
  return null;
}
