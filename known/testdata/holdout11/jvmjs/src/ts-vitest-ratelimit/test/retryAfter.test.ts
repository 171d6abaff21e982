import { describe, expect, it } from "vitest";
import { retryAfterMs } from "../src/retryAfter";

describe("retryAfterMs", () => {
  const now = Date.parse("2025-03-04T08:00:00Z");

  it("reads delta-seconds", () => {
    expect(retryAfterMs("120", now)).toBe(120_000);
  });

  it("reads an HTTP date", () => {
    expect(retryAfterMs("Tue, 04 Mar 2025 08:00:30 GMT", now)).toBe(30_000);
  });

  it("treats garbage as no wait", () => {
    expect(retryAfterMs("soon-ish", now)).toBe(0);
  });

  it.todo("caps very long waits");
});
