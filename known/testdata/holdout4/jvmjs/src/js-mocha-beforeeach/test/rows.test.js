const assert = require("assert");
const { splitRow } = require("../lib/rows");

describe("splitRow", function () {
  it("splits plain fields", function () {
    assert.deepStrictEqual(splitRow("a,b,c", ","), ["a", "b", "c"]);
  });
  it("keeps empty fields", function () {
    assert.deepStrictEqual(splitRow("a,,c,", ","), ["a", "", "c", ""]);
  });
  it("honours quotes", function () {
    assert.deepStrictEqual(splitRow('"a,b",c', ","), ["a,b", "c"]);
  });
  it("unescapes doubled quotes", function () {
    assert.deepStrictEqual(splitRow('"say ""hi""",x', ","), ['say "hi"', "x"]);
  });
  it("uses the given delimiter", function () {
    assert.deepStrictEqual(splitRow("a;b,c", ";"), ["a", "b,c"]);
  });
});
