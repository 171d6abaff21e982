export interface Parcel {
  id: string;
  weightGrams: number;
  dims: [number, number, number];
  destination: { country: string; postcode: string };
}

export interface Label {
  parcelId: string;
  service: "letter" | "small" | "standard" | "bulky";
  zone: "domestic" | "eu" | "world";
  chargeableGrams: number;
}

const EU = new Set(["AT", "BE", "DE", "DK", "ES", "FR", "IT", "NL", "PL", "SE"]);

export function volumetricGrams(dims: [number, number, number]): number {
  const [l, w, h] = dims;
  return Math.round((l * w * h) / 5000) * 1000;
}

export function makeLabel(p: Parcel, home = "DE"): Label {
  const chargeable = Math.max(p.weightGrams, volumetricGrams(p.dims));
  const service = chargeable <= 500 ? "letter" : chargeable <= 2000 ? "small" : chargeable <= 31500 ? "standard" : "bulky";
  const zone = p.destination.country === home ? "domestic" : EU.has(p.destination.country) ? "eu" : "world";
  return { parcelId: p.id, service, zone, chargeableGrams: chargeable };
}
