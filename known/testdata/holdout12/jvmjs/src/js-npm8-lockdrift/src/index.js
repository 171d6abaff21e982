export function weekLabel(isoDate) {
  const d = new Date(isoDate);
  return `Week of ${d.getUTCDate()} ${d.toLocaleString("en-GB", { month: "short", timeZone: "UTC" })} ${d.getUTCFullYear()}`;
}
