import assert from "node:assert/strict";
import { readFile } from "node:fs/promises";
import { before, describe, it } from "node:test";
import { translate } from "../src/format.js";

describe("translate with the fixture catalog", () => {
  let catalog;

  before(async () => {
    catalog = JSON.parse(await readFile(new URL("./fixtures/catalog.json", import.meta.url), "utf8"));
  });

  it("interpolates", () => {
    assert.equal(translate(catalog, "en", "hello", { name: "Ana" }), "Hello, Ana!");
  });

  it("picks the French singular for zero", () => {
    assert.equal(translate(catalog, "fr", "files", { count: 0 }), "0 fichier");
  });

  it("picks the Polish few form", () => {
    assert.equal(translate(catalog, "pl", "files", { count: 3 }), "3 pliki");
  });

  it("falls back to English", () => {
    assert.equal(translate(catalog, "de", "hello", { name: "Ben" }), "Hello, Ben!");
  });
});
