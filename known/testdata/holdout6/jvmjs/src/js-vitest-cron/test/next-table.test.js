import { describe, expect, test } from "vitest";
import { nextRun } from "../src/next.js";

// every hour of a day, at every tenth minute, from a fixed start
const start = new Date("2024-06-01T00:00:00Z");
const cases = [];
for (let h = 0; h < 24; h++) {
  for (const m of [0, 10, 20, 30, 40, 50]) {
    if (h === 0 && m === 0) continue;
    const want = new Date(Date.UTC(2024, 5, 1, h, m)).toISOString();
    cases.push([`${m} ${h} * * *`, want]);
  }
}

describe("nextRun over a day", () => {
  test.each(cases)("%s", (expr, want) => {
    expect(nextRun(expr, start).toISOString()).toBe(want);
  });
});

describe("nextRun across month ends", () => {
  test.each([
    ["0 0 1 * *", "2024-01-31T12:00:00Z", "2024-02-01T00:00:00.000Z"],
    ["0 0 29 2 *", "2024-02-01T00:00:00Z", "2024-02-29T00:00:00.000Z"],
    ["30 23 31 * *", "2024-04-01T00:00:00Z", "2024-05-31T23:30:00.000Z"],
    ["0 12 * 12 *", "2024-11-30T13:00:00Z", "2024-12-01T12:00:00.000Z"],
  ])("%s after %s", (expr, from, want) => {
    expect(nextRun(expr, new Date(from)).toISOString()).toBe(want);
  });
});
