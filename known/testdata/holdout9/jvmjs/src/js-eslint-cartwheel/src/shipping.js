const ZONES = {
  IE: { base: 0, perKg: 0 },
  EU: { base: 650, perKg: 120 },
  WORLD: { base: 1500, perKg: 400 },
};

const EU = new Set(["AT", "BE", "DE", "ES", "FR", "IT", "NL", "PT", "SE"]);

export function zoneOf(country) {
  if (country == "IE") {
    return "IE";
  }
  return EU.has(country) ? "EU" : "WORLD";
}

export function shippingFor(country, grams, subtotalCents) {
  let zone = ZONES[zoneOf(country)];
  if (subtotalCents >= 10000 && zone !== ZONES.WORLD) {
    return 0;
  }
  const kilos = Math.ceil(grams / 1000);
  return zone.base + kilos * zone.perKg;
}

export function estimateDays(country, express) {
  const zone = zoneOf(country);
  if (zone === "IE") return express ? 1 : 2;
  if (zone === "EU") return express ? 2 : 5;
  return 10;
}
