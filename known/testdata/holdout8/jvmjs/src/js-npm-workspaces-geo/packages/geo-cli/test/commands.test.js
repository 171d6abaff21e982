import assert from "node:assert/strict";
import { distanceCommand, headingCommand, midpointCommand } from "../lib/commands.js";

describe("geokit commands", () => {
  it("distance Oslo -> Bergen", () => {
    assert.equal(distanceCommand(["59.9139,10.7522", "60.3913,5.3221"]), "305.1 km");
  });

  it("heading Oslo -> Stockholm is east", () => {
    assert.match(headingCommand(["59.9139,10.7522", "59.3293,18.0686"]), / E$/);
  });

  it("midpoint with default precision", () => {
    assert.equal(midpointCommand(["0,0", "10,20"]), "5.0000,10.0000");
  });
});
