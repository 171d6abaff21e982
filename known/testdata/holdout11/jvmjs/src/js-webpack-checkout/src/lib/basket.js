import { toCents } from "./money";

export function total(lines) {
  return lines.reduce((sum, l) => sum + toCents(l.price) * l.qty, 0);
}
