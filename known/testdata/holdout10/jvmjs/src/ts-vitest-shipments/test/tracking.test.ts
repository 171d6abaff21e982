import { describe, expect, it } from "vitest";
import { latest, parseEvents, TrackingError } from "../src/tracking";

const events = JSON.stringify([
  { at: "2024-11-18T08:12:00Z", code: "PICKED_UP", place: "Leipzig" },
  { at: "2024-11-18T21:40:00Z", code: "HUB_SCAN", place: "Kassel" },
]);

describe("parseEvents", () => {
  it("reads the carrier's list", () => {
    expect(parseEvents(events)).toHaveLength(2);
  });

  it("rejects an object", () => {
    expect(() => parseEvents("{}")).toThrow(TrackingError);
  });
});

describe("latest", () => {
  it("returns the newest event", async () => {
    await expect(latest(async () => events)).resolves.toMatchObject({ code: "HUB_SCAN" });
  });

  it("survives the carrier's HTML maintenance page", async () => {
    const page = "<html><body>Wartungsarbeiten</body></html>";
    await expect(latest(async () => page)).resolves.toBeUndefined();
  });
});
