class GeocodeError extends Error {
  constructor(message, status) {
    super(message);
    this.name = "GeocodeError";
    this.status = status;
  }
}

const POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}$/i;

function createGeocoder(fetchJson, { region = "gb" } = {}) {
  const cache = new Map();
  return async function geocode(query) {
    const key = `${region}:${query.trim().toLowerCase()}`;
    if (cache.has(key)) return cache.get(key);
    // postcodes are sent without their space, the way the API indexes them
    const q = POSTCODE.test(query.trim()) ? query.replace(/\s+/g, "").toUpperCase() : query.trim();
    const res = await fetchJson(`/v1/search?region=${region}&q=${encodeURIComponent(q)}`);
    if (res.status !== 200) {
      throw new GeocodeError(`lookup failed for "${query}" (HTTP ${res.status})`, res.status);
    }
    if (res.body.results.length === 0) {
      throw new GeocodeError(`no match for "${query}"`, 404);
    }
    const best = res.body.results[0];
    const place = { lat: best.lat, lon: best.lon, label: best.label };
    cache.set(key, place);
    return place;
  };
}

module.exports = { createGeocoder, GeocodeError };
