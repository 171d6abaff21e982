import { describe, expect, it } from "vitest";
import { byProject, minutes, worked } from "../src/hours.js";

describe("hours", () => {
  it("parses HH:MM", () => {
    expect(minutes("09:30")).toBe(570);
  });

  it("works out a simple shift", () => {
    expect(worked({ day: "2025-06-09", start: "09:00", end: "17:30" })).toBe(510);
  });

  it("groups untagged time under (none)", () => {
    const totals = byProject([
      { day: "2025-06-09", start: "09:00", end: "12:00", project: "audit" },
      { day: "2025-06-09", start: "13:00", end: "14:00" },
    ]);
    expect(totals).toEqual({ audit: 180, "(none)": 60 });
  });
});
