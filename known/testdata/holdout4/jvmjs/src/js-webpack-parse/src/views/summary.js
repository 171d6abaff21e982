import { el } from "../lib/dom";
import { money, percent } from "../lib/format";

export function summary(stats) {
  return el("section", { class: "summary" },
    el("h2", {}, "This month"),
    el("p", {}, `Revenue ${money(stats.revenue)}`),
    el("p", {}, `Refunds ${percent(stats.refundRate)}`));
}
