import { haversineKm } from "./geo.js";

/** parses GTFS stops.txt (stop_id,stop_name,stop_lat,stop_lon[,...]) */
export function parseStops(text) {
  const [header, ...rows] = text.trim().split(/\r?\n/);
  const cols = header.split(",");
  const at = (name) => cols.indexOf(name);
  return rows.map((row) => {
    const f = row.split(",");
    return { id: f[at("stop_id")], name: f[at("stop_name")], lat: Number(f[at("stop_lat")]), lon: Number(f[at("stop_lon")]) };
  });
}

export function nearest(stops, here, n = 3) {
  return stops
    .map((s) => ({ ...s, km: haversineKm(here, s) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, n);
}

export function within(stops, here, km) {
  return stops.filter((s) => haversineKm(here, s) < km);
}

export function routesServing(index, stopId) {
  return index[stopId].map((r) => r.short_name);
}
