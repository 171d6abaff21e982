import { formatCents } from "@/api/client";

export function renderOrders(orders) {
  return orders.map((o) => `${o.id}: ${formatCents(o.cents)}`).join("\n");
}
