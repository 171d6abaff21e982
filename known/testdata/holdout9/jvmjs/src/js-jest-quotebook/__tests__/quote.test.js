const { buildQuote } = require("../src");

describe("buildQuote", () => {
  test("numbers quotes and sums lines", () => {
    const q = buildQuote("buyer@example.org", [
      { sku: "BOLT-M6", listCents: 12, qty: 1000 },
      { sku: "NUT-M6", listCents: 5, qty: 200 },
    ]);
    expect(q.number).toMatch(/^Q-[2-9A-HJ-NP-Z]{8}$/);
    expect(q.totalCents).toBe(10 * 1000 + 5 * 200);
  });
});
