import { formatCents } from "../lib/money.js";

export function MiniCart({ lines }) {
  const total = lines.reduce((sum, l) => sum + l.qty * l.cents, 0);
  return (
    <aside className="mini-cart">
      <span>{lines.length} items</span>
      <strong>{formatCents(total)}</strong>
    </aside>
  );
}
