/** @typedef {{ id: string, countries: string[], basePence: number, perKgPence: number }} Zone */

/** @type {Zone[]} */
export const ZONES = [
  { id: "UK", countries: ["GB"], basePence: 320, perKgPence: 85 },
  { id: "EU1", countries: ["FR", "DE", "NL", "BE", "IE"], basePence: 890, perKgPence: 210 },
  { id: "EU2", countries: ["ES", "IT", "PT", "PL", "SE", "DK"], basePence: 1040, perKgPence: 240 },
  { id: "WORLD", countries: ["US", "CA", "AU", "JP", "NZ"], basePence: 1650, perKgPence: 520 },
];

/**
 * @param {string} country ISO 3166 alpha-2
 * @returns {Zone | undefined}
 */
export function zoneFor(country) {
  const cc = country.toUpperCase();
  return ZONES.find((z) => z.countries.includes(cc));
}
