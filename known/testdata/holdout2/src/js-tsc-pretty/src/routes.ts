import { Order } from "./models";
import { orderTotal } from "./pricing";

const orders = new Map<string, Order>();

export function markShipped(id: string): Order {
  const o = orders.get(id);
  o.status = "delivered";
  return o;
}

export function summary(id: string) {
  const o = orders.get(id)!;
  return { id: o.id, total: orderTotal(o), count: o.line.length };
}
