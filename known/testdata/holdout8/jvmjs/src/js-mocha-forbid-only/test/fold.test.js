const assert = require("node:assert/strict");
const { fold, unfold } = require("../lib/fold");

describe("fold", () => {
  it("leaves short lines alone", () => {
    assert.equal(fold("SUMMARY:Standup"), "SUMMARY:Standup");
  });

  it("folds at 75 octets", () => {
    const folded = fold("DESCRIPTION:" + "x".repeat(100));
    assert.equal(folded.split("\r\n")[0].length, 75);
  });

  it.only("never splits a multi-byte character", () => {
    const line = "SUMMARY:" + "é".repeat(60);
    for (const part of fold(line).split("\r\n")) {
      assert.ok(!part.includes("\uFFFD"), part);
    }
  });

  it("round-trips through unfold", () => {
    const line = "DESCRIPTION:" + "abc ".repeat(50);
    assert.equal(unfold(fold(line)), line);
  });
});
