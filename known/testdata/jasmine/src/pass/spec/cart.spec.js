const { total } = require("../cart");

describe("cart", () => {
  it("sums prices", () => {
    expect(total([{ price: 2, qty: 3 }])).toBe(6);
  });
});
