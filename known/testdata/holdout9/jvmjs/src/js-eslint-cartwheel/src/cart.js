import { percentOf } from "./lib/money.js";

export class Cart {
  constructor(currency = "EUR") {
    this.currency = currency;
    this.lines = [];
  }

  add(sku, unitCents, qty = 1) {
    const existing = this.lines.find((l) => l.sku === sku);
    if (existing) {
      existing.qty += qty;
    } else {
      this.lines.push({ sku, unitCents, qty });
    }
    return this;
  }

  remove(sku) {
    this.lines = this.lines.filter((l) => l.sku !== sku);
    return this;
  }

  subtotal() {
    let total = 0;
    for (const line of this.lines) {
      total += line.unitCents * line.qty;
    }
    return total;
  }

  vat(ratePercent) {
    return percentOf(this.subtotal(), ratePercent);
  }
}
