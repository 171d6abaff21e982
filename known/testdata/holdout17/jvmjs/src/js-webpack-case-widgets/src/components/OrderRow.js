import { statusBadge } from "./statusBadge.js";
import { formatPrice } from "../format.js";

export function orderRow(order) {
  const tr = document.createElement("tr");
  for (const text of [order.ref, order.customer, formatPrice(order.totalPence)]) {
    const td = document.createElement("td");
    td.textContent = text;
    tr.append(td);
  }
  const td = document.createElement("td");
  td.append(statusBadge(order.status));
  tr.append(td);
  return tr;
}
