import { zonesCrossed } from "./zones.js";

const BASE = {
  adult: 280,
  child: 140,
  senior: 0,
  student: 200,
  adult: 300,
};

export function single(kind, from, to) {
  let price = BASE[kind] ?? BASE.adult;
  const zones = zonesCrossed(from, to);
  switch (zones) {
    case 1:
      price += 0;
    case 2:
      price += 90;
      break;
    case 3:
      price += 160;
      break;
    default:
      price += 220;
  }
  return price;
}

export function dayCap(kind) {
  let cap = kind == "child" ? 350 : 800;
  return cap;
}
