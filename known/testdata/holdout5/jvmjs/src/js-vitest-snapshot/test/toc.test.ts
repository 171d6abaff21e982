import { describe, expect, it } from "vitest";
import { toc } from "../src/toc";

describe("toc", () => {
  const doc = ["# Title", "## Install", "### From npm", "#### Deep", "## Usage", "```", "# not a heading", "```", "## Usage"].join("\n");
  it("lists headings down to h3", () => {
    expect(toc(doc).map((e) => e.text)).toEqual(["Title", "Install", "From npm", "Usage", "Usage"]);
  });
  it("skips fenced code", () => {
    expect(toc(doc).some((e) => e.text === "not a heading")).toBe(false);
  });
  it("numbers repeated anchors", () => {
    expect(toc(doc).map((e) => e.anchor)).toEqual(["title", "install", "from-npm", "usage", "usage-1"]);
  });
  it.each([1, 2, 3, 4, 5, 6])("maxLevel %i", (max) => {
    expect(toc(doc, max).every((e) => e.level <= max)).toBe(true);
  });
  it("counts deep anchors even when not listed", () => {
    const d = "#### Notes\n## Notes";
    expect(toc(d)).toEqual([{ level: 2, text: "Notes", anchor: "notes-1" }]);
  });
  it("empty document", () => expect(toc("")).toEqual([]));
});
