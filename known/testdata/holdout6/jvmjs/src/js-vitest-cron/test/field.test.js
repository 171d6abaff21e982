import { describe, expect, test } from "vitest";
import { parseField } from "../src/field.js";

describe("parseField", () => {
  test("star covers the range", () => {
    expect(parseField("*", 0, 6)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
  test("single value", () => {
    expect(parseField("5", 0, 59)).toEqual([5]);
  });
  test("range", () => {
    expect(parseField("9-12", 0, 23)).toEqual([9, 10, 11, 12]);
  });
  test("list", () => {
    expect(parseField("1,15,30", 1, 31)).toEqual([1, 15, 30]);
  });
  test("step over star", () => {
    expect(parseField("*/15", 0, 59)).toEqual([0, 15, 30, 45]);
  });
  test("step over a range", () => {
    expect(parseField("10-20/5", 0, 59)).toEqual([10, 15, 20]);
  });
  test("out of range throws", () => {
    expect(() => parseField("60", 0, 59)).toThrow(/out of range/);
  });
});
