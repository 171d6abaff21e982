import type { Invoice, LineItem } from "./types.js";

export function totalCents(items: LineItem[]): number {
  return items.reduce((sum, i) => sum + i.quantity * i.unitCents, 0);
}

export function draft(customerId: string, items: LineItem[], now: Date): Invoice {
  const due = new Date(now.getTime() + 14 * 86_400_000);
  return {
    number: `DRAFT-${customerId}-${now.getTime()}`,
    customerId,
    currency: "EUR",
    issuedAt: now,
    dueAt: due,
    items,
  };
}

export function byCustomer(invoices: Invoice[]): Map<string, Invoice[]> {
  const out = new Map<string, Invoice[]>();
  for (const inv of invoices) {
    const list = out.get(inv.customerId) ?? [];
    list.push(inv);
    out.set(inv.customerId, list);
  }
  return out;
}
