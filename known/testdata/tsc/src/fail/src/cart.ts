export interface Line {
  sku: string;
  qty: number;
  priceCents: number;
}

export function total(lines: Line[]): number {
  return lines.reduce((sum, l) => sum + l.qty * l.priceCents, 0);
}

export function label(line: Line): string {
  return line.sku.toUpperCase() + " x" + line.quantity;
}
