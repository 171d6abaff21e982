import { labelFor, sortForVan } from "./labels.js";
import { priceFor, surcharge } from "./rates.js";

export function buildManifest(parcels) {
  const rows = [];
  for (const p of sortForVan(parcels)) {
    const label = labelFor(p);
    const price = priceFor(p.grams, p.express) + surcharge(label.area);
    rows.push({ ...label, price });
  }
  return rows;
}

export function* batches(rows, size) {
  let i = 0;
  while (true) {
    if (i >= rows.length) return;
    yield rows.slice(i, i + size);
    i += size;
  }
}
