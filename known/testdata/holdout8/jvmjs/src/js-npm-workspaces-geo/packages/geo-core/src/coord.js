// "59.9139,10.7522" or "59°54'50\"N 10°45'08\"E"
const DMS = /^(\d+)°(\d+)'([\d.]+)"([NS])\s+(\d+)°(\d+)'([\d.]+)"([EW])$/;

export function parseCoord(text) {
  const s = text.trim();
  const m = DMS.exec(s);
  if (m) {
    const lat = (+m[1] + m[2] / 60 + m[3] / 3600) * (m[4] === "S" ? -1 : 1);
    const lon = (+m[5] + m[6] / 60 + m[7] / 3600) * (m[8] === "W" ? -1 : 1);
    return [lat, lon];
  }
  const parts = s.split(",").map(Number);
  if (parts.length !== 2 || parts.some(Number.isNaN)) {
    throw new SyntaxError(`not a coordinate: ${text}`);
  }
  return parts;
}

export function formatCoord([lat, lon], digits = 4) {
  return `${lat.toFixed(digits)},${lon.toFixed(digits)}`;
}
