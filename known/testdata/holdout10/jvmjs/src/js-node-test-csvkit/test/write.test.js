import { describe, it, before } from "node:test";
import assert from "node:assert/strict";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { quote, writeCsv } from "../src/index.js";

describe("writeCsv", () => {
  let dir;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), "csvkit-"));
  });

  it("quotes what needs quoting", () => {
    assert.equal(quote('a "b", c'), '"a ""b"", c"');
  });

  it("writes rows", async () => {
    const file = join(dir, "out.csv");
    await writeCsv(file, [["id", "city"], [1, "Berlin, DE"]]);
    assert.equal(await readFile(file, "utf8"), 'id,city\n1,"Berlin, DE"\n');
  });

  it("replaces an existing export", async () => {
    const file = join(dir, "again.csv");
    await writeFile(file, "old\n");
    await writeCsv(file, [["x"]]);
    assert.equal(await readFile(file, "utf8"), "x\n");
  });
});
