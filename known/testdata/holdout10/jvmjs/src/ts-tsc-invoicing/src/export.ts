import type { Invoice } from "./types.js";
import { totalCents } from "./billing.js";

const HEADER = "number,customer,currency,issued,due,total_cents";

export function toCsv(invoices: Invoice[]): string {
  const rows = invoices.map((inv) =>
    [inv.number, inv.customerId, inv.currency, inv.issuedAt.toISOString(), inv.dueAt.toISOString(), totalCents(inv.items)].join(","),
  );
  return [HEADER, ...rows].join("\n");
}

export function sortForExport(invoices: Invoice[]): Invoice[] {
  return [...invoices].sort((a, b) => a.customerId.localeCompare(b.customerId) || a.number.localeCompare(b.number));
}
