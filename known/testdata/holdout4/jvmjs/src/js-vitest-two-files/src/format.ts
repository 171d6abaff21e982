import { UNITS } from "./units";

export function formatQuantity(value: number, unit: string, digits = 2): string {
  const u = UNITS[unit];
  const rounded = Number(value.toFixed(digits));
  return u.dimension === "temperature" ? `${rounded}${u.symbol}` : `${rounded} ${u.symbol}`;
}
