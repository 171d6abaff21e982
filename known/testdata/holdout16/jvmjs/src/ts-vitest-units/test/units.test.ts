import { describe, expect, it } from "vitest";
import { convert, isMass, pretty } from "../src/units";

describe("convert", () => {
  it("kg to g", () => {
    expect(convert(1.5, "kg", "g")).toBe(1500);
  });

  it("tbsp to tsp", () => {
    expect(convert(2, "tbsp", "tsp")).toBe(6);
  });

  it("cups to ml", () => {
    expect(convert(0.5, "cup", "ml")).toBe(120);
  });

  it("refuses mass to volume", () => {
    expect(() => convert(100, "g", "ml")).toThrowError("cannot convert g to ml");
  });

  it.skip("grams of flour to cups (needs a density table)", () => {
    expect(convert(125, "g", "cup")).toBe(1);
  });
});

describe("isMass and pretty", () => {
  it("kg is mass", () => {
    expect(isMass("kg")).toBe(true);
  });

  it("rounds to two places", () => {
    expect(pretty(1 / 3, "l")).toBe("0.33 l");
  });
});
