import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { columns, inferType } from "../src/index.js";

describe("inferType", () => {
  it("integers", () => assert.equal(inferType(["1", "-2", ""]), "integer"));
  it("dates", () => assert.equal(inferType(["2024-11-19", "2024-01-01"]), "date"));
  it("booleans", () => assert.equal(inferType(["true", "false"]), "boolean"));
  it("numbers mixed with integers", () => assert.equal(inferType(["1.5", "2", "3.25"]), "number"));
  it("empty column", () => assert.equal(inferType(["", ""]), "empty"));
});

describe("columns", () => {
  it("names and types every column", () => {
    assert.deepEqual(
      columns([
        ["id", "born"],
        ["1", "1990-02-03"],
      ]),
      [
        { name: "id", type: "integer" },
        { name: "born", type: "date" },
      ],
    );
  });
});
