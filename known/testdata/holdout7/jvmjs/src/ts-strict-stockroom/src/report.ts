import { available, needsReorder } from './stock.js';
import type { StockLine } from './types.js';

export function lowStock(lines: StockLine[]): string[] {
  return lines.filter(needsReorder).map((l) => `${l.sku}@${l.location}: ${l.qty} left`);
}

export function summary(lines: StockLine[]): string {
  const skus = [...new Set(lines.map((l) => l.sku))].sort();
  return skus.map((sku) => `${sku}\t${available(lines, sku)}`).join('\n');
}

export function busiestLocation(lines: StockLine[]): string {
  const counts: Record<string, number> = {};
  for (const l of lines) {
    counts[l.location] = (counts[l.location] ?? 0) + l.quantity;
  }
  const sorted = Object.entries(counts).sort((a, b) => b[1] - a[1]);
  return sorted[0][0];
}
