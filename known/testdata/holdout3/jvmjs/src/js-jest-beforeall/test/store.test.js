const { Store } = require("../src/store");

describe("Store (in memory)", () => {
  let store;
  beforeEach(() => {
    store = new Store([{ sku: "A", stock: 5 }, { sku: "B", stock: 0 }]);
  });

  test("get returns a copy of the row", () => {
    expect(store.get("A")).toEqual({ sku: "A", stock: 5 });
  });
  test("get of an unknown sku is null", () => {
    expect(store.get("Z")).toBeNull();
  });
  test("reserve takes stock", () => {
    expect(store.reserve("A", 2)).toBe(true);
    expect(store.get("A").stock).toBe(3);
  });
  test("reserve refuses more than in stock", () => {
    expect(store.reserve("B", 1)).toBe(false);
  });
  test("reserve of an unknown sku throws", () => {
    expect(() => store.reserve("Z", 1)).toThrow("unknown sku Z");
  });
});
