const R = 6371.0088;

export function haversineKm(a, b) {
  const rad = (d) => (d * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

export function bbox(points) {
  return points.reduce(
    (b, p) => ({
      minLat: Math.min(b.minLat, p.lat), maxLat: Math.max(b.maxLat, p.lat),
      minLon: Math.min(b.minLon, p.lon), maxLon: Math.max(b.maxLon, p.lon),
    }),
    { minLat: Infinity, maxLat: -Infinity, minLon: Infinity, maxLon: -Infinity },
  );
}
