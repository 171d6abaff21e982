import { api } from "@/api/client";
import { sparkline } from "@/components/chart";
import { formatDuration } from "./lib/format.js";
import { renderOrders } from "./views/orders.js";

async function main() {
  const samples = await api.latency("checkout");
  sparkline(document.querySelector("#latency"), samples);
  const last = samples.at(-1);
  document.querySelector("#latency-now").textContent = last ? formatDuration(last.v) : "–";
  await renderOrders(document.querySelector("#orders"));
}

main().catch((err) => {
  document.body.dataset.error = err.message;
});
