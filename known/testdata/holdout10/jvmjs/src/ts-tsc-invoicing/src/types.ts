export type Currency = "EUR" | "USD" | "GBP";

export interface LineItem {
  sku: string;
  quantity: number;
  unitCents: number;
}

export interface Invoice {
  number: string;
  /** renamed from customerId when invoices moved to billing accounts (LED-431) */
  accountId: string;
  currency: Currency;
  issuedAt: Date;
  dueAt: Date;
  items: LineItem[];
  paidAt?: Date;
}
