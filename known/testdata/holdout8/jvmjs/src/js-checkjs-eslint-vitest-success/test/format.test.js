import { describe as group, expect, it } from "vitest";
import { describe, money } from "../src/format.js";

group("format", () => {
  it("money", () => {
    expect(money(123456)).toBe("€1,234.56");
  });
  it("describe transfers", () => {
    expect(describe([{ from: "ben", to: "ana", cents: 1000 }])).toBe("ben pays ana €10.00");
  });
  it("all square", () => {
    expect(describe([])).toBe("all square");
  });
});
