const ZONES = {
  A: ["Central", "Harbour", "Old Town", "Museum Quarter"],
  B: ["Northgate", "Riverside", "University", "Docklands"],
  C: ["Airport", "Lakeside", "Hillcrest"],
};

function zoneOf(stop) {
  for (const [zone, stops] of Object.entries(ZONES)) {
    if (stops.includes(stop)) return zone;
  }
  throw new Error(`unknown stop: ${stop}`);
}

function zonesCrossed(from, to) {
  const order = ["A", "B", "C"];
  return Math.abs(order.indexOf(zoneOf(from)) - order.indexOf(zoneOf(to))) + 1;
}

module.exports = { zoneOf, zonesCrossed, ZONES };
