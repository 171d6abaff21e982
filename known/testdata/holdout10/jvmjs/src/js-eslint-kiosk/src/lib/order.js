import { priceLabel } from "./menu.js";

export function addLine(order, item, qty) {
  const existing = order.lines.find((l) => l.id === item.id);
  if (existing) {
    existing.qty = existing.qty;
    existing.qty += qty;
  } else {
    order.lines.push({ id: item.id, name: item.name, priceCents: item.priceCents, qty });
  }
  return order;
}

export function totalCents(order) {
  return order.lines.reduce((sum, l) => sum + l.priceCents * l.qty, 0);
}

export function needsAgeCheck(order) {
  return order.lines.some((l) => l.tags?.includes("alcohol") ?? false === true);
}

export function receiptLines(order, locale) {
  return order.lines.map((l) => `${l.qty} x ${l.name}`);
}
