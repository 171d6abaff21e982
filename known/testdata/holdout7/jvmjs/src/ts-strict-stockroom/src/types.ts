export interface Price {
  amount: number;
  currency: 'EUR' | 'GBP' | 'USD';
}

export interface StockLine {
  sku: string;
  location: string;
  quantity: number;
  reorderAt?: number;
}

export interface Order {
  id: string;
  lines: { sku: string; count: number; unit: Price }[];
}
