import { Order, OrderLine } from "./models";

export function lineTotal(l: OrderLine): number {
  return l.qty * l.unitPrice;
}

export function orderTotal(o: Order): string {
  return o.lines.reduce((sum, l) => sum + lineTotal(l), 0);
}
