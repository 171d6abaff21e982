import { summary } from "./views/summary";
import { ordersTable } from "./views/orders";

async function main() {
  const res = await fetch("/api/dashboard");
  const data = await res.json();
  const root = document.getElementById("app");
  root.replaceChildren(summary(data.stats), ordersTable(data.orders, (id) => {
    window.location.hash = `#order/${id}`;
  }));
}

main().catch((err) => {
  document.getElementById("app").textContent = `Could not load the dashboard: ${err.message}`;
});
