import { describe, expect, it } from "vitest";
import { slugger, slugify } from "../src/slugify";

describe("slugify", () => {
  it.each([
    ["Release notes", "release-notes"],
    ["  Spaces  around  ", "spaces-around"],
    ["Version 2.1.0", "version-210"],
    ["What's new?", "whats-new"],
    ["C++ & Rust", "c-rust"],
    ["Café crème", "cafe-creme"],
    ["Ünïcödé", "unicode"],
    ["already-slugged", "already-slugged"],
    ["UPPER lower", "upper-lower"],
    ["tabs\tand\nnewlines", "tabs-and-newlines"],
    ["emoji 🎉 party", "emoji-party"],
    ["100% done", "100-done"],
    ["a/b/c", "abc"],
    ["(parenthesised)", "parenthesised"],
    ["under_score", "underscore"],
    ["", ""],
  ])("slugify(%j) = %j", (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });

  const words = ["alpha", "Bravo", "charlie", "DELTA", "echo", "Foxtrot", "golf", "Hotel", "india", "Juliett",
    "kilo", "Lima", "mike", "November", "oscar", "Papa", "quebec", "Romeo", "sierra", "Tango",
    "uniform", "Victor", "whiskey", "Xray", "yankee", "Zulu"];
  it.each(words)("lower-cases %s", (w) => {
    expect(slugify(`${w} section`)).toBe(`${w.toLowerCase()}-section`);
  });
});

describe("slugger", () => {
  it("numbers repeats", () => {
    const s = slugger();
    expect([s("Fixes"), s("Fixes"), s("Fixes")]).toEqual(["fixes", "fixes-1", "fixes-2"]);
  });
  it("keeps documents apart", () => {
    const a = slugger();
    const b = slugger();
    a("Intro");
    expect(b("Intro")).toBe("intro");
  });
  it.each([2, 3, 5, 8, 13])("gives %i distinct anchors for %i repeats", (n) => {
    const s = slugger();
    const got = Array.from({ length: n }, () => s("Notes"));
    expect(new Set(got).size).toBe(n);
  });
});
