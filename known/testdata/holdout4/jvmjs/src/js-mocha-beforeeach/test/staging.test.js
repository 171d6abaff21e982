const assert = require("assert");
const fs = require("fs");
const path = require("path");
const { stageFile } = require("../lib/staging");

const ROOT = path.join(__dirname, "..", "tmp-staging");

describe("stageFile", function () {
  let dir;

  before(function () {
    fs.rmSync(ROOT, { recursive: true, force: true });
    fs.mkdirSync(ROOT);
  });

  // one scratch directory per test, named after it
  beforeEach(function () {
    dir = path.join(ROOT, this.currentTest.title);
    fs.mkdirSync(dir);
  });

  it("writes one JSON line per row", function () {
    const r = stageFile(dir, "people.csv", "name,age\nAna,31\nBen,27\n");
    assert.strictEqual(r.rows, 2);
    assert.strictEqual(fs.readFileSync(r.file, "utf8"), '{"name":"Ana","age":"31"}\n{"name":"Ben","age":"27"}\n');
  });

  it("reads semicolon exports", function () {
    const r = stageFile(dir, "orders.txt", "id;total\n1;9.50\n");
    assert.strictEqual(r.delimiter, ";");
  });

  it("handles csv/tsv files from the same upload", function () {
    const a = stageFile(dir, "a.csv", "k,v\nx,1\n");
    const b = stageFile(dir, "b.tsv", "k\tv\ny\t2\n");
    assert.deepStrictEqual([a.delimiter, b.delimiter], [",", "\t"]);
  });

  it("keeps CRLF input", function () {
    const r = stageFile(dir, "win.csv", "k,v\r\nx,1\r\n");
    assert.strictEqual(r.rows, 1);
  });

  it("names the output after the input", function () {
    const r = stageFile(dir, "report.2024.csv", "k\n1\n");
    assert.strictEqual(path.basename(r.file), "report.2024.jsonl");
  });
});
