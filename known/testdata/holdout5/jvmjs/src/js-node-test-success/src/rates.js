import { zoneFor } from "./zones.js";

export class RateError extends Error {}

/**
 * Volumetric weight in kg (cm, divisor 5000), as carriers bill the larger of the two.
 * @param {{ l: number, w: number, h: number }} dims
 */
export function volumetricKg(dims) {
  return (dims.l * dims.w * dims.h) / 5000;
}

/**
 * @param {string} country
 * @param {number} kg actual weight
 * @param {{ l: number, w: number, h: number }} [dims]
 * @returns {number} pence
 */
export function rate(country, kg, dims) {
  const zone = zoneFor(country);
  if (!zone) {
    throw new RateError("no zone for country " + country);
  }
  if (!(kg > 0)) {
    throw new RateError(`weight must be positive, got ${kg}`);
  }
  const billable = Math.max(kg, dims ? volumetricKg(dims) : 0);
  const steps = Math.ceil(billable * 2) / 2; // billed per started half kilo
  return zone.basePence + Math.round(steps * zone.perKgPence);
}

/**
 * Rates for many parcels; parcels that cannot be rated are reported, not thrown.
 * @param {{ id: string, country: string, kg: number }[]} parcels
 */
export function rateAll(parcels) {
  const ok = [];
  const failed = [];
  for (const p of parcels) {
    try {
      ok.push({ id: p.id, pence: rate(p.country, p.kg) });
    } catch (err) {
      console.error(`error: parcel ${p.id}: ${/** @type {Error} */ (err).message}`);
      failed.push(p.id);
    }
  }
  return { ok, failed };
}
