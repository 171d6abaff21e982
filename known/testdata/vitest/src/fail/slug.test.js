import { describe, expect, test } from "vitest";
import { slugify, words } from "./slug.js";

describe("slugify", () => {
  test("lower-cases and joins", () => {
    expect(slugify("Hello World")).toBe("hello-world");
  });

  test("drops punctuation", () => {
    expect(slugify("Hello, World!")).toBe("hello-world");
  });
});

describe("words", () => {
  test("counts words", () => {
    expect(words("a-b-c")).toBe(3);
  });

  test("handles a missing slug", () => {
    expect(words(undefined)).toBe(0);
  });
});
