import { describe, expect, it } from "vitest";
import { overtime, weekTotals } from "../src/week.js";

const week = [
  { day: "2025-06-10", start: "08:00", end: "16:00" },
  { day: "2025-06-09", start: "09:00", end: "17:00" },
  { day: "2025-06-09", start: "18:00", end: "19:00" },
];

describe("week", () => {
  it("totals each day in date order", () => {
    expect(weekTotals(week)).toEqual([
      { day: "2025-06-09", minutes: 540 },
      { day: "2025-06-10", minutes: 480 },
    ]);
  });

  it("counts overtime past the contract", () => {
    expect(overtime(week, 900)).toBe(120);
  });

  it("counts a night shift that ends after midnight", () => {
    expect(overtime([{ day: "2025-06-13", start: "22:00", end: "06:00" }], 420)).toBe(60);
  });
});
