import { describe, expect, test } from "vitest";
import { parseExpr } from "../src/expr.js";

describe("parseExpr", () => {
  test("five fields", () => {
    const e = parseExpr("30 2 * * 1-5");
    expect(e.minute).toEqual([30]);
    expect(e.hour).toEqual([2]);
    expect(e.dayOfWeek).toEqual([1, 2, 3, 4, 5]);
  });
  test("@daily alias", () => {
    expect(parseExpr("@daily")).toMatchObject({ minute: [0], hour: [0] });
  });
  test("@weekly runs on sunday", () => {
    expect(parseExpr("@weekly").dayOfWeek).toEqual([0]);
  });
  test("sunday may be written as 7", () => {
    expect(parseExpr("0 9 * * 7").dayOfWeek).toEqual([0]);
  });
  test("too few fields", () => {
    expect(() => parseExpr("* * *")).toThrow("expected 5 fields, got 3");
  });
});
