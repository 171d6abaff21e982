import { convert, type Unit } from "./units";

export interface Ingredient {
  name: string;
  amount: number;
  unit: Unit;
}

export function scale(items: Ingredient[], fromServings: number, toServings: number): Ingredient[] {
  const f = toServings / fromServings;
  return items.map((i) => ({ ...i, amount: i.amount * f }));
}

export function normalise(i: Ingredient): Ingredient {
  if (i.unit === "g" && i.amount >= 1000) return { ...i, amount: convert(i.amount, "g", "kg"), unit: "kg" };
  if (i.unit === "ml" && i.amount >= 1000) return { ...i, amount: convert(i.amount, "ml", "l"), unit: "l" };
  return i;
}
