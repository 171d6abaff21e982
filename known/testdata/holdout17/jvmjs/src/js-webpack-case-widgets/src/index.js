import { orderRow } from "./components/OrderRow.js";

const orders = [
  { ref: "A-1001", customer: "Hollis & Co", totalPence: 12950, status: "paid" },
  { ref: "A-1002", customer: "R. Adeyemi", totalPence: 4200, status: "awaiting_stock" },
];

const tbody = document.querySelector("#orders tbody");
for (const o of orders) {
  tbody.append(orderRow(o));
}
