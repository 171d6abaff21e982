import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { parse } from "../src/parse.js";
import { quote, stringify } from "../src/stringify.js";

describe("stringify", () => {
  it("quotes fields with separators", () => {
    assert.equal(quote("Oslo, NO"), '"Oslo, NO"');
  });
  it("doubles quotes", () => {
    assert.equal(quote('say "hi"'), '"say ""hi"""');
  });
  it("writes a header", () => {
    assert.equal(stringify([{ a: 1, b: 2 }]), "a,b\n1,2\n");
  });
  it("round-trips through parse", () => {
    const rows = [{ city: "Oslo, NO", note: 'the "capital"' }];
    assert.deepEqual(parse(stringify(rows)), rows);
  });
  it("empty input", { todo: "decide between '' and a bare header" }, () => {
    assert.equal(stringify([]), "\n");
  });
});
