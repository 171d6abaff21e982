import { total, Line } from "./cart";
import { formatMoney } from "./money";

const lines: Line[] = [{ sku: "bolt", qty: 2, priceCents: "150" }];

export function receipt(): string {
  const cents: string = total(lines);
  return formatMoney(cents);
}
