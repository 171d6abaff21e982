import { t } from "../i18n";

const PLANS = [
  { id: "starter", monthly: 19, seats: 3 },
  { id: "team", monthly: 49, seats: 15 },
  { id: "business", monthly: 129, seats: 60 },
];

export function pricingTable(yearly) {
  const rows = PLANS.map((p) => {
    const price = yearly ? Math.round(p.monthly * 12 * 0.8) : p.monthly;
    return `<tr><td>${p.id}</td><td>${p.seats}</td><td>€${price}</td></tr>`;
  });
  return `<h2>${t("plans.title")}</h2><p>${t(yearly ? "plans.yearly" : "plans.monthly")}</p><table>${rows.join("")}</table>`;
}
