import { describe, expect, it } from "vitest";
import { merge } from "../src/sync/merge";
import type { Note } from "../src/types";

const base: Note = { id: "n1", title: "t", body: "abc", state: "draft", updatedAt: 10, tags: [] };

describe("merge", () => {
  it("takes the remote when there is no local copy", () => {
    expect(merge(undefined, base)).toBe(base);
  });

  it("newer wins", () => {
    const newer = { ...base, body: "x", updatedAt: 11 };
    expect(merge(base, newer)).toBe(newer);
    expect(merge(newer, base)).toBe(newer);
  });

  it("longer body wins a tie", () => {
    const longer = { ...base, body: "abcdef" };
    expect(merge(base, longer)).toBe(longer);
  });
});
