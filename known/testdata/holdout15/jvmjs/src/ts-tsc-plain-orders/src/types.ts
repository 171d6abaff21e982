export interface LineItem {
  sku: string;
  quantity: number;
  unitPrice: number;
}

export interface Address {
  street: string;
  city: string;
  postcode: string;
  country: string;
}

export interface Order {
  id: string;
  customerId: string;
  items: LineItem[];
  shipping: Address;
  createdAt: Date;
}
