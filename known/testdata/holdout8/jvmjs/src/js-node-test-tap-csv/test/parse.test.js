import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parse, parseLine } from "../src/parse.js";

describe("parseLine", () => {
  it("splits plain fields", () => {
    assert.deepEqual(parseLine("a,b,c"), ["a", "b", "c"]);
  });
  it("keeps separators inside quotes", () => {
    assert.deepEqual(parseLine('"Oslo, NO",59.9'), ["Oslo, NO", "59.9"]);
  });
  it("unescapes doubled quotes", () => {
    assert.deepEqual(parseLine('"say ""hi""",x'), ['say "hi"', "x"]);
  });
  it("keeps empty trailing field", () => {
    assert.deepEqual(parseLine("a,"), ["a", ""]);
  });
  it("semicolon separator", () => {
    assert.deepEqual(parseLine("1;2", ";"), ["1", "2"]);
  });
});

describe("parse", () => {
  it("maps rows to header names", () => {
    assert.deepEqual(parse("city,pop\nOslo,709000\nBergen,291000\n"), [
      { city: "Oslo", pop: "709000" },
      { city: "Bergen", pop: "291000" },
    ]);
  });
  it("handles CRLF", () => {
    assert.equal(parse("a,b\r\n1,2\r\n").length, 1);
  });
  it("keeps a quoted newline inside a field", () => {
    assert.deepEqual(parse('id,note\n1,"two\nlines"\n'), [{ id: "1", note: "two\nlines" }]);
  });
  it.skip("streams large files", () => {});
});
