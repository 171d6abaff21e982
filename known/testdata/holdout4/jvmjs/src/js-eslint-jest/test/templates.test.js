const { render, fill } = require("../src/templates");

describe("fill", () => {
  test("replaces every variable", () => {
    expect(fill("{a}-{b}-{a}", { a: 1, b: 2 })).toBe("1-2-1");
  });
  test("throws on a missing variable", () => {
    expect(() => fill("{a}", {})).toThrow("missing variable a");
  });
});

describe("render", () => {
  test("shipped", () => {
    expect(render("shipped", { name: "Ana", order: 1042 })).toBe("Hi Ana, your order #1042 has shipped.");
  });
  test("delayed keeps the apology", () => {
    expect(render("delayed", { name: "Ben", order: 7, days: 2 })).toBe("Hi Ben, order #7 is delayed by 2 day(s). Sorry!");
  });
  test("refund", () => {
    expect(render("refund", { amount: "£4.50", order: 88 })).toMatch(/^A refund of £4\.50/);
  });
  test("long texts are cut to 160", () => {
    const text = render("delivered", { order: 1, where: " to ".padEnd(300, "x") });
    expect(text).toHaveLength(160);
    expect(text.endsWith("...")).toBe(true);
  });
  test("unknown template", () => {
    expect(() => render("lost", {})).toThrow("unknown template lost");
  });
});
