import type { LatLon } from "./haversine.js";

export interface BBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export function bboxOf(points: LatLon[]): BBox | null {
  if (points.length === 0) {
    return null;
  }
  let south = 90, north = -90, west = 180, east = -180;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lon);
    east = Math.max(east, p.lon);
  }
  return { south, west, north, east };
}
