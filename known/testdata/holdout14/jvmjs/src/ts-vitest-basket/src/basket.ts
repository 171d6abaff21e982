export interface Line {
  sku: string;
  qty: number;
  unitPence: number;
}

/** Merges lines of the same sku; drops lines whose quantity ends at zero. */
export function merge(lines: Line[]): Line[] {
  const bySku = new Map<string, Line>();
  for (const l of lines) {
    const prev = bySku.get(l.sku);
    if (prev) {
      prev.qty += l.qty;
    } else if (l.qty > 0) {
      bySku.set(l.sku, { ...l });
    }
  }
  return [...bySku.values()];
}

export function subtotal(lines: Line[]): number {
  return lines.reduce((sum, l) => sum + l.qty * l.unitPence, 0);
}
