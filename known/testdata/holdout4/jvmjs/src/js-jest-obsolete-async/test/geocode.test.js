const { createGeocoder } = require("../src/geocode");

function fakeApi(routes) {
  const calls = [];
  const fetchJson = async (url) => {
    calls.push(url);
    const q = new URL(url, "http://api.test").searchParams.get("q");
    return routes[q] || { status: 200, body: { results: [] } };
  };
  return { fetchJson, calls };
}

const LEEDS = { status: 200, body: { results: [{ lat: 53.7997, lon: -1.5492, label: "Leeds, West Yorkshire" }] } };

describe("geocode", () => {
  test("returns the best match", async () => {
    const api = fakeApi({ Leeds: LEEDS });
    const geocode = createGeocoder(api.fetchJson);
    await expect(geocode("Leeds")).resolves.toEqual({ lat: 53.7997, lon: -1.5492, label: "Leeds, West Yorkshire" });
  });

  test("caches case-insensitively", async () => {
    const api = fakeApi({ Leeds: LEEDS, leeds: LEEDS });
    const geocode = createGeocoder(api.fetchJson);
    await geocode("Leeds");
    await geocode("leeds ");
    expect(api.calls).toHaveLength(1);
  });

  test("reports HTTP errors", async () => {
    const api = fakeApi({ Nowhere: { status: 503, body: {} } });
    const geocode = createGeocoder(api.fetchJson);
    await expect(geocode("Nowhere")).rejects.toThrow('lookup failed for "Nowhere" (HTTP 503)');
  });

  test("looks up a postcode with its space", async () => {
    const api = fakeApi({ "LS1 4AP": LEEDS });
    const geocode = createGeocoder(api.fetchJson, { region: "gb" });
    const place = await geocode("LS1 4AP");
    expect(place.label).toBe("Leeds, West Yorkshire");
  });
});
