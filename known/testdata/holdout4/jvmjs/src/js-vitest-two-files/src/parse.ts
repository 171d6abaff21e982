import { UNITS } from "./units";

export interface Quantity {
  value: number;
  unit: string;
}

const PATTERN = /^\s*(-?\d+(?:\.\d+)?)\s*([a-zA-Z°]+)\s*$/;

export function parseQuantity(text: string): Quantity {
  const m = PATTERN.exec(text);
  if (!m) throw new Error(`cannot parse quantity: ${JSON.stringify(text)}`);
  const unit = m[2].replace("°", "");
  if (!(unit in UNITS)) throw new Error(`unknown unit: ${m[2]}`);
  return { value: Number(m[1]), unit };
}
