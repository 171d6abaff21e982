import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { bbox, haversineKm } from "../src/geo.js";
import { STOPS_TXT } from "./stops.fixture.js";
import { parseStops } from "../src/stops.js";

const stops = parseStops(STOPS_TXT);

describe("haversineKm", () => {
  it("is zero for the same point", () => {
    assert.equal(haversineKm({ lat: 53.35, lon: -6.26 }, { lat: 53.35, lon: -6.26 }), 0);
  });
  it("Dublin to Belfast is about 140 km", () => {
    const d = haversineKm({ lat: 53.3498, lon: -6.2603 }, { lat: 54.5973, lon: -5.9301 });
    assert.ok(d > 139 && d < 142, `got ${d}`);
  });
  describe("is symmetric", () => {
    for (const s of stops) {
      it(`for ${s.id} ${s.name}`, () => {
        const here = { lat: 53.4, lon: -6.25 };
        assert.equal(haversineKm(here, s), haversineKm(s, here));
      });
    }
  });
});

describe("bbox", () => {
  it("contains every stop", () => {
    const b = bbox(stops);
    assert.ok(stops.every((s) => s.lat >= b.minLat && s.lat <= b.maxLat && s.lon >= b.minLon && s.lon <= b.maxLon));
  });
});
