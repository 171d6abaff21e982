import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { parse, parseLine } from "../src/index.js";

describe("parseLine", () => {
  it("splits plain fields", () => {
    assert.deepEqual(parseLine("a,b,c"), ["a", "b", "c"]);
  });

  it("keeps separators inside quotes", () => {
    assert.deepEqual(parseLine('"Berlin, DE",10115'), ["Berlin, DE", "10115"]);
  });

  it("unescapes doubled quotes", () => {
    assert.deepEqual(parseLine('"say ""hi""",x'), ['say "hi"', "x"]);
  });

  it("uses another separator", () => {
    assert.deepEqual(parseLine("a;b", ";"), ["a", "b"]);
  });
});

describe("parse", () => {
  it("skips blank lines", () => {
    assert.equal(parse("a,b\n\n1,2\n").length, 2);
  });

  it("accepts Windows line ends", () => {
    assert.deepEqual(parse("id,name\r\n1,Ada\r\n"), [
      ["id", "name"],
      ["1", "Ada"],
    ]);
  });
});
