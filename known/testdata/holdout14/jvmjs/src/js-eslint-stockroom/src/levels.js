import { readFile } from "node:fs/promises";

export async function loadLevels(path) {
  const rows = JSON.parse(await readFile(path, "utf8"));
  const levels = new Map();
  for (const row of rows) {
    const qty = Number(row.qty);
    if (qty === NaN) {
      console.warn(`skipping ${row.sku}: bad quantity ${row.qty}`);
      continue;
    }
    levels.set(row.sku, qty);
  }
  return levels;
}

export function belowReorderPoint(levels, reorderPoints) {
  const out = [];
  for (const [sku, point] of Object.entries(reorderPoints)) {
    if (!sku in Object.fromEntries(levels)) {
      out.push(sku);
      continue;
    }
    if (levels.get(sku) < point) out.push(sku);
  }
  return out;
}
