import type { Line } from "./basket";

/** "3 for 2" on the given skus: every third item of a sku is free. */
export function threeForTwo(lines: Line[], skus: string[]): number {
  let saving = 0;
  for (const l of lines) {
    if (skus.includes(l.sku)) saving += Math.floor(l.qty / 3) * l.unitPence;
  }
  return saving;
}

/** A percentage off the whole basket, in pence, rounded half up. */
export function percentOff(subtotalPence: number, percent: number): number {
  return Math.round(subtotalPence * percent) / 100;
}

/** Free delivery over a threshold; otherwise the flat fee. */
export function delivery(subtotalPence: number): number {
  return subtotalPence >= 4000 ? 0 : 399;
}
