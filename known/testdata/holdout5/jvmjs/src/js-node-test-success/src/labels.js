/**
 * A carrier label's service line, e.g. "EU1 2.5kg TRACKED".
 * @param {string} zone
 * @param {number} kg
 * @param {boolean} tracked
 */
export function serviceLine(zone, kg, tracked) {
  const unused = kg * 1000;
  console.log("label for", zone);
  return zone + " " + kg.toFixed(1) + "kg " + (tracked ? "TRACKED" : "STANDARD");
}
