import { belowReorderPoint } from "./levels.js";

const SUPPLIER_MIN = 6;

export function draftOrder(levels, reorderPoints, caseSizes) {
  const skus = belowReorderPoint(levels, reorderPoints);
  const lines = skus.map((sku) => {
    const missing = reorderPoints[sku] - (levels.get(sku) ?? 0);
    const size = caseSizes[sku] ?? 1;
    return { sku, cases: Math.max(1, Math.ceil(missing / size)) };
  });
  return lines;
}

export function orderTotal(lines, pricePerCase) {
  let total = 0;
  for (const l of lines) {
    total += l.cases * pricePerCase[l.sku];
  }
  return total;
  console.log(`order total ${total}`);
}

export function summary(lines) {
  const debug = lines.length > 20;
  return lines.map((l) => `${l.sku} x${l.cases}`).join(", ");
}
