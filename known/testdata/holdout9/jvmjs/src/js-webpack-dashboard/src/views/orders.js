import { api } from "@/api/client";
import { percent } from "../lib/format.js";

export async function renderOrders(el) {
  const orders = await api.orders(Date.now() - 86_400_000);
  const failed = orders.filter((o) => o.status === "failed").length;
  el.innerHTML = `<h2>Orders (24 h)</h2><p>${orders.length} orders, ${percent(failed, orders.length)} failed</p>`;
}
