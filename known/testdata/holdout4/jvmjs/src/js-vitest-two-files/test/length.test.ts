import { describe, expect, it } from "vitest";
import { convert } from "../src/units";

const CASES: [number, string, string, number][] = [];
const lengthUnits = ["mm", "cm", "m", "km", "in", "ft", "yd", "mi"];
const scale: Record<string, number> = { mm: 0.001, cm: 0.01, m: 1, km: 1000, in: 0.0254, ft: 0.3048, yd: 0.9144, mi: 1609.344 };
for (const from of lengthUnits) {
  for (const to of lengthUnits) {
    for (const v of [1, 2.5, 1000]) {
      CASES.push([v, from, to, (v * scale[from]) / scale[to]]);
    }
  }
}

describe("length", () => {
  it.each(CASES)("%d %s in %s", (v, from, to, want) => {
    expect(convert(v, from, to)).toBeCloseTo(want, 9);
  });
  it.each([
    [1, "in", "cm", 2.54],
    [12, "in", "ft", 1],
    [3, "ft", "yd", 1],
    [1760, "yd", "mi", 1],
    [1, "mi", "km", 1.609344],
    [100, "m", "yd", 109.3613298],
    [5, "km", "mi", 3.10685596],
  ])("%d %s in %s is %d", (v, from, to, want) => {
    expect(convert(v, from, to)).toBeCloseTo(want, 6);
  });
  it("refuses mass", () => {
    expect(() => convert(1, "m", "kg")).toThrow("cannot convert length to mass");
  });
});
