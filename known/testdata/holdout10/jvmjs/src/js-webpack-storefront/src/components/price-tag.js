import { formatCents } from "../lib/money.js";

export function priceTag(el, cents) {
  el.textContent = formatCents(cents);
  el.classList.toggle("is-free", cents === 0);
}
