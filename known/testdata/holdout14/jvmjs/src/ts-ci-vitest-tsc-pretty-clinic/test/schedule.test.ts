import { describe, expect, it } from "vitest";
import { daySlots, firstFree } from "../src/schedule";

describe("daySlots", () => {
  it("fills a morning with 20-minute slots", () => {
    const s = daySlots("c-ahmed", "2025-04-02", 9, 12, 20);
    expect(s).toHaveLength(9);
    expect(s[0].start).toBe("2025-04-02T09:00");
    expect(s[8].start).toBe("2025-04-02T11:40");
  });

  it("drops a slot that would run past the end", () => {
    expect(daySlots("c-byrne", "2025-04-02", 9, 10, 25)).toHaveLength(2);
  });

  it("finds the first free slot", () => {
    const s = daySlots("c-osei", "2025-04-03", 14, 15, 30);
    s[0].booked = true;
    expect(firstFree(s)?.start).toBe("2025-04-03T14:30");
  });
});
