import { describe, expect, test } from "vitest";
import { parseDuration } from "../src/parse";

describe("parseDuration", () => {
  test("milliseconds", () => {
    expect(parseDuration("250ms")).toBe(250);
  });

  test("hours and minutes", () => {
    expect(parseDuration("1h30m")).toBe(5_400_000);
  });

  test("rejects text without a unit", () => {
    expect(() => parseDuration("90")).toThrow(/invalid duration/);
  });
});
