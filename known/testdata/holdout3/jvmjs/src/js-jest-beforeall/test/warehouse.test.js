const { Store } = require("../src/store");

describe("warehouse fixtures", () => {
  let a;
  let b;

  beforeAll(() => {
    a = Store.fromFixture("warehouse-a.json");
    b = Store.fromFixture("warehouse-b.json");
  });

  test("warehouse A has three skus", () => {
    expect(a.items.size).toBe(3);
  });
  test("low stock in A", () => {
    expect(a.lowStock(50)).toEqual(["NUT-M6", "WASHER-6"]);
  });
  test("B carries the M8 range", () => {
    expect(b.get("BOLT-M8")).not.toBeNull();
  });
  test("A and B share no skus", () => {
    const shared = [...a.items.keys()].filter((k) => b.get(k));
    expect(shared).toEqual([]);
  });
});

describe("totals", () => {
  test("sums stock across rows", () => {
    const s = new Store([{ sku: "X", stock: 2 }, { sku: "Y", stock: 3 }]);
    expect([...s.items.values()].reduce((n, i) => n + i.stock, 0)).toBe(5);
  });
});
