export interface Order {
  id: string;
  lines: OrderLine[];
  status: "open" | "paid" | "shipped";
}

export interface OrderLine {
  sku: string;
  qty: number;
  unitPrice: number;
}
