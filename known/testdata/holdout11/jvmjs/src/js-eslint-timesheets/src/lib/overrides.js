// Per-client rate overrides loaded from the admin screen (a plain object keyed by client id).
export function overrideFor(overrides, clientId) {
  if (overrides.hasOwnProperty(clientId)) {
    return overrides[clientId];
  }
  return null;
}

export function describe(overrides) {
  const ids = Object.keys(overrides);
  const unused = ids.length;
  console.log(`loaded ${ids.length} overrides`);
  return ids.join(", ");
}
