const { render } = require("../src/template");

describe("render", () => {
  test("fills one placeholder", () => {
    expect(render("Hi {{name}}", { name: "Aoife" })).toBe("Hi Aoife");
  });

  test("a missing value is an error", () => {
    expect(() => render("Code {{code}}", {})).toThrow("template value missing: code");
  });

  test("fills a placeholder used twice", () => {
    const t = "Order {{order}} shipped. Track order {{order}} at the link below.";
    expect(render(t, { order: "A-1009" })).toBe("Order A-1009 shipped. Track order A-1009 at the link below.");
  });

  test.skip("right-to-left templates (NOTIFY-88)", () => {});
});
