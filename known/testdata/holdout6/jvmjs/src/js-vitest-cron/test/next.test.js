import { describe as group, expect, test } from "vitest";
import { nextRun, describe } from "../src/next.js";

const from = new Date("2024-03-15T10:07:30Z"); // a Friday

group("nextRun", () => {
  test("every minute", () => {
    expect(nextRun("* * * * *", from).toISOString()).toBe("2024-03-15T10:08:00.000Z");
  });
  test("top of the hour", () => {
    expect(nextRun("@hourly", from).toISOString()).toBe("2024-03-15T11:00:00.000Z");
  });
  test("next monday morning", () => {
    expect(nextRun("0 9 * * 1", from).toISOString()).toBe("2024-03-18T09:00:00.000Z");
  });
  test("first of next month", () => {
    expect(nextRun("@monthly", from).toISOString()).toBe("2024-04-01T00:00:00.000Z");
  });
});

group("describe", () => {
  test("daily at a fixed time", () => {
    expect(describe("30 6 * * *")).toBe("at 06:30");
  });
});
