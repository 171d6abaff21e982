import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { formatCoord, parseCoord } from "../src/index.js";

describe("parseCoord", () => {
  it("decimal pair", () => {
    assert.deepEqual(parseCoord("59.9139,10.7522"), [59.9139, 10.7522]);
  });
  it("degrees, minutes, seconds", () => {
    const [lat, lon] = parseCoord(`59°54'50"N 10°45'08"E`);
    assert.equal(formatCoord([lat, lon]), "59.9139,10.7522");
  });
  it("southern and western hemispheres", () => {
    const [lat, lon] = parseCoord(`33°52'04"S 151°12'36"W`);
    assert.ok(lat < 0 && lon < 0);
  });
  it("rejects garbage", () => {
    assert.throws(() => parseCoord("north pole"), SyntaxError);
  });
});
