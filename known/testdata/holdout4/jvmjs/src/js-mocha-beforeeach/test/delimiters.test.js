const assert = require("assert");
const { sniff } = require("../lib/delimiters");

describe("sniff", function () {
  it("finds commas", function () {
    assert.strictEqual(sniff("a,b,c\n1,2,3\n"), ",");
  });
  it("finds semicolons", function () {
    assert.strictEqual(sniff("a;b\n1;2\n3;4\n"), ";");
  });
  it("finds tabs", function () {
    assert.strictEqual(sniff("a\tb\tc\n1\t2\t3\n"), "\t");
  });
  it("finds pipes", function () {
    assert.strictEqual(sniff("a|b\n1|2\n"), "|");
  });
  it("prefers the consistent delimiter", function () {
    assert.strictEqual(sniff("name;note\nAna;a, b\nBen;c\n"), ";");
  });
  it("defaults to comma for one column", function () {
    assert.strictEqual(sniff("name\nAna\nBen\n"), ",");
  });
});
