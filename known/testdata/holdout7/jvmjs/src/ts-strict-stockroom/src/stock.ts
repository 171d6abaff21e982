import type { StockLine } from './types.js';

export function findLine(lines: StockLine[], sku: string): StockLine | undefined {
  return lines.find((l) => l.sku === sku);
}

export function available(lines: StockLine[], sku: string): number {
  return lines.filter((l) => l.sku === sku).reduce((sum, l) => sum + l.qty, 0);
}

export function needsReorder(line: StockLine): boolean {
  return line.reorderAt !== undefined && line.quantity <= line.reorderAt;
}

export function reserve(lines: StockLine[], sku: string, count: number): void {
  const line = findLine(lines, sku);
  if (line.quantity < count) {
    throw new Error(`only ${line.quantity} of ${sku} left`);
  }
  line.quantity -= count;
}
