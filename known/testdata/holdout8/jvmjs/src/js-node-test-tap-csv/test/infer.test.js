import assert from "node:assert/strict";
import test from "node:test";
import { inferFile, inferType } from "../src/infer.js";

test("inferType", async (t) => {
  const cases = [
    [["1", "2", "-3"], "integer"],
    [["1.5", "2"], "number"],
    [["2024-05-06", ""], "date"],
    [["TRUE", "false"], "boolean"],
    [["", ""], "empty"],
    [["1", "x"], "string"],
  ];
  for (const [values, expected] of cases) {
    await t.test(`${JSON.stringify(values)} is ${expected}`, () => {
      assert.equal(inferType(values), expected);
    });
  }
});

test("inferFile", async (t) => {
  const files = {
    "cities.csv": "city,pop,founded\nOslo,709000,1040-01-01\n",
    "sensors.csv": "id,temp,ok\ns1,21.5,true\ns2,19,false\n",
  };
  const readText = async (p) => files[p];

  t.test("cities", async () => {
    assert.deepEqual(await inferFile(readText, "cities.csv"), { city: "string", pop: "integer", founded: "date" });
  });
  t.test("sensors", async () => {
    assert.deepEqual(await inferFile(readText, "sensors.csv"), { id: "string", temp: "number", ok: "boolean" });
  });
});
