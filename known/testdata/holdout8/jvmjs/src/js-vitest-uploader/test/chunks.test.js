import { describe, expect, it } from "vitest";
import { checksum, chunkRanges } from "../src/chunks.js";

describe("chunkRanges", () => {
  it("splits evenly", () => {
    expect(chunkRanges(8, 4)).toEqual([{ start: 0, end: 4 }, { start: 4, end: 8 }]);
  });
  it("keeps a short last chunk", () => {
    expect(chunkRanges(10, 4).at(-1)).toEqual({ start: 8, end: 10 });
  });
  it("empty input gives no chunks", () => {
    expect(chunkRanges(0, 4)).toEqual([]);
  });
  it("rejects a zero chunk size", () => {
    expect(() => chunkRanges(10, 0)).toThrow(RangeError);
  });
});

describe("checksum", () => {
  it("matches adler32 of 'Wikipedia'", () => {
    expect(checksum(new TextEncoder().encode("Wikipedia"))).toBe(0x11e60398);
  });
  it("is 1 for empty input", () => {
    expect(checksum([])).toBe(1);
  });
});
