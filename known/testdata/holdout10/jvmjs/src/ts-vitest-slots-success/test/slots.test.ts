import { describe, expect, it } from "vitest";
import { free, hhmm, slotsBetween } from "../src/slots";

describe("slotsBetween", () => {
  it("fills the morning with 20 minute slots", () => {
    expect(slotsBetween(8 * 60, 12 * 60, 20)).toHaveLength(12);
  });

  it("drops slots that overlap the lunch break", () => {
    const day = slotsBetween(8 * 60, 17 * 60, 30, [{ start: 12 * 60, end: 13 * 60 }]);
    expect(day.map((s) => hhmm(s.start))).not.toContain("12:00");
    expect(day).toHaveLength(16);
  });

  it("ignores a last slot that would run past closing", () => {
    expect(slotsBetween(8 * 60, 8 * 60 + 50, 20)).toHaveLength(2);
  });

  it.skip("honours public holidays from the calendar feed", () => {});

  it.todo("splits double-length slots for new patients");
});

describe("hhmm", () => {
  it.each([
    [0, "00:00"],
    [65, "01:05"],
    [8 * 60 + 30, "08:30"],
    [23 * 60 + 59, "23:59"],
  ])("%i -> %s", (m, want) => {
    expect(hhmm(m)).toBe(want);
  });
});

describe("free", () => {
  it("removes booked slots", () => {
    const all = slotsBetween(9 * 60, 10 * 60, 20);
    expect(free(all, [{ start: 9 * 60 + 20, end: 9 * 60 + 40 }]).map((s) => hhmm(s.start))).toEqual(["09:00", "09:40"]);
  });
});
