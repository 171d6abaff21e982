// An invoice; its customer field was renamed from customerId to customerRef.
export interface Invoice {
  number: string;
  customerRef: string;
  cents: number;
}

export function newInvoice(number: string, customerId: string, cents: number): Invoice {
  return { number, customerId, cents };
}

export function label(inv: Invoice): string {
  return `${inv.number} for ${inv.customerId}`;
}

export function sameCustomer(a: Invoice, b: Invoice): boolean {
  return a.customerId === b.customerId;
}

export function total(invoices: Invoice[]): string {
  const cents = invoices.reduce((sum, inv) => sum + inv.cents, 0);
  return cents;
}
