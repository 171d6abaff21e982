import { describe, expect, test } from "vitest";
import { formatDuration } from "../src/format";
import { parseDuration } from "../src/parse";

const cases: string[] = [];
for (const d of [0, 1, 2, 3]) {
  for (const h of [0, 2, 23]) {
    for (const m of [0, 1, 15, 30, 59]) {
      for (const s of [0, 5, 30, 45]) {
        const text = `${d ? d + "d" : ""}${h ? h + "h" : ""}${m ? m + "m" : ""}${s ? s + "s" : ""}`;
        if (text) cases.push(text);
      }
    }
  }
}

describe("round trip", () => {
  test.each(cases)("%s", (text) => {
    expect(formatDuration(parseDuration(text))).toBe(text);
  });
});
