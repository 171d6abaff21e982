const { total, discount } = require("../cart");

describe("cart", () => {
  it("sums prices", () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(6);
  });

  it("ignores free items", () => {
    expect(total([{ price: 0, qty: 3 }, { price: 1, qty: 1 }])).toBe(2);
  });

  describe("discount", () => {
    it("applies a code", () => {
      expect(discount(100, "ten")).toBe(90);
    });

    it("rejects a missing code", () => {
      expect(discount(100)).toBe(100);
    });

    xit("stacks codes", () => {});
  });
});
