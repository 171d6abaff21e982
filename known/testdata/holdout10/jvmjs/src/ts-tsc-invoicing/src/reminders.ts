import type { Invoice } from "./types.js";

export interface Reminder {
  to: string;
  invoice: string;
  daysLate: number;
}

export function overdue(invoices: Invoice[], today: Date): Reminder[] {
  return invoices
    .filter((inv) => !inv.paidAt && inv.dueAt < today)
    .map((inv) => ({
      to: inv.customerId,
      invoice: inv.number,
      daysLate: Math.floor((today.getTime() - inv.dueAt.getTime()) / 86_400_000),
    }));
}

export function subject(inv: Invoice): string {
  return `Invoice ${inv.number} for ${inv.customerId} is overdue`;
}
