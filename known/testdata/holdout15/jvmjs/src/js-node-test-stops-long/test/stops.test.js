import { describe, it } from "node:test";
import assert from "node:assert/strict";
import { nearest, parseStops, routesServing, within } from "../src/stops.js";
import { STOPS_TXT } from "./stops.fixture.js";

const stops = parseStops(STOPS_TXT);
const here = { lat: 53.4, lon: -6.25 };

describe("parseStops", () => {
  it("reads every row", () => {
    assert.equal(stops.length, 120);
  });
  it("parses coordinates as numbers", () => {
    assert.equal(typeof stops[0].lat, "number");
  });
  it("accepts CRLF files", () => {
    assert.equal(parseStops(STOPS_TXT.replaceAll("\n", "\r\n")).length, 120);
  });
  describe("keeps every id", () => {
    for (const s of stops) {
      it(`${s.id}`, () => {
        assert.match(s.id, /^S1\d{3}$/);
      });
    }
  });
});

describe("nearest", () => {
  it("returns n stops, closest first", () => {
    const r = nearest(stops, here, 5);
    assert.equal(r.length, 5);
    assert.ok(r[0].km <= r[4].km);
  });
  it("includes a stop exactly at the radius", () => {
    const s = stops[7];
    const km = nearest([s], here, 1)[0].km;
    assert.ok(within(stops, here, km).some((x) => x.id === s.id));
  });
});

describe("routesServing", () => {
  const index = { S1000: [{ short_name: "46A" }, { short_name: "145" }] };
  it("lists the routes of a stop", () => {
    assert.deepEqual(routesServing(index, "S1000"), ["46A", "145"]);
  });
  it("a stop no route serves has none", () => {
    assert.deepEqual(routesServing(index, "S1119"), []);
  });
});
