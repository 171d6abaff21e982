export const ZONES = {
  city: { id: 1, label: "City centre" },
  inner: { id: 2, label: "Inner ring" },
  outer: { id: 3, label: "Outer ring" },
  airport: { id: 4, label: "Airport" },
};

export function zoneOf(stop) {
  return ZONES[stop.zone] ?? ZONES.city;
}

export function zonesCrossed(from, to) {
  return Math.abs(zoneOf(to).id - zoneOf(from).id) + 1;
}
