export interface Product {
  sku: string;
  name: string;
  weightGrams: number;
}

const products: Product[] = [
  { sku: "TEA-EB-250", name: "English breakfast 250g", weightGrams: 270 },
  { sku: "TEA-GR-100", name: "Sencha 100g", weightGrams: 115 },
  { sku: "MUG-ST-01", name: "Stoneware mug", weightGrams: 390 },
];

export function findProduct(sku: string): Product | undefined {
  return products.find((p) => p.sku === sku);
}
