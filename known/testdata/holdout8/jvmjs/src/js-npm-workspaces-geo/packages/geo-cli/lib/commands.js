import { bearing, formatCoord, haversineKm, parseCoord } from "@geokit/core";

const COMPASS = ["N", "NE", "E", "SE", "S", "SW", "W", "NW"];

export function distanceCommand(args) {
  const [a, b] = args.map(parseCoord);
  return `${haversineKm(a, b).toFixed(1)} km`;
}

export function headingCommand(args) {
  const [a, b] = args.map(parseCoord);
  const deg = bearing(a, b);
  return `${deg.toFixed(0)}° ${COMPASS[Math.round(deg / 45) % 8]}`;
}

export function midpointCommand(args, { digits } = {}) {
  const [a, b] = args.map(parseCoord);
  return formatCoord([(a[0] + b[0]) / 2, (a[1] + b[1]) / 2], digits.precision);
}
