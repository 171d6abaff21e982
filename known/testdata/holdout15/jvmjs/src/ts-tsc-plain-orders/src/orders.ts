import type { Address, Order } from "./types.js";

let next = 1000;

export function createOrder(customerId: string, street: string, city: string): Order {
  const shipping: Address = { street, city };
  return { id: `ORD-${next++}`, customerId, items: [], shipping, createdAt: new Date() };
}

export function total(order: Order): number {
  return order.items.reduce((sum, i) => sum + i.quantity * i.unitPrice, 0);
}
