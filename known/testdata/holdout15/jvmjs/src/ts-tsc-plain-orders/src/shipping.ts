import { findProduct } from "./catalog.js";
import type { Order } from "./types.js";

export function parcelWeight(order: Order): number {
  let grams = 0;
  for (const item of order.items) {
    const product = findProduct(item.sku);
    grams += product.weightGrams * item.quantity;
  }
  return grams;
}
