const fs = require("node:fs");
const path = require("node:path");

class Store {
  constructor(items = []) {
    this.items = new Map(items.map((i) => [i.sku, { ...i }]));
  }

  static fromFixture(name) {
    const file = path.join(__dirname, "..", "fixtures", name);
    const rows = JSON.parse(fs.readFileSync(file, "utf8"));
    return new Store(rows);
  }

  get(sku) {
    return this.items.get(sku) ?? null;
  }

  reserve(sku, qty) {
    const item = this.items.get(sku);
    if (!item) throw new Error(`unknown sku ${sku}`);
    if (item.stock < qty) return false;
    item.stock -= qty;
    return true;
  }

  lowStock(threshold) {
    return [...this.items.values()].filter((i) => i.stock <= threshold).map((i) => i.sku).sort();
  }
}

module.exports = { Store };
