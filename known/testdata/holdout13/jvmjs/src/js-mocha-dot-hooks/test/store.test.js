"use strict";
const assert = require("node:assert/strict");
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const { Store } = require("../lib/store");

describe("Store", () => {
  let dir;
  let store;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rota-"));
    store = new Store(dir);
    fs.copyFileSync(path.join(__dirname, "fixtures", "ward-7.json"), path.join(dir, "ward-7.json"));
  });

  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("loads a ward", () => {
    assert.equal(store.load("ward-7").length, 3);
  });

  it("round-trips a save", () => {
    store.save("ward-9", [{ name: "Eve", leave: [] }]);
    assert.deepEqual(store.load("ward-9"), [{ name: "Eve", leave: [] }]);
  });
});
