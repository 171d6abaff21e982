import { readFile } from "node:fs/promises";
import { beforeAll, describe, expect, it } from "vitest";
import { parseReads, usage, type Read } from "../src/reads";

let reads: Read[];

beforeAll(async () => {
  reads = parseReads(await readFile(new URL("./fixtures/january-2025.csv", import.meta.url), "utf8"));
});

describe("usage", () => {
  it("sums each meter", () => {
    expect(usage(reads).get("M1")).toBe(250.5);
  });
  it("covers both meters", () => {
    expect([...usage(reads).keys()].sort()).toEqual(["M1", "M2"]);
  });
});

describe("parseReads", () => {
  it("rejects a bad line", () => {
    expect(() => parseReads("M1;2025-01-01;lots")).toThrow(/bad read line/);
  });
});
