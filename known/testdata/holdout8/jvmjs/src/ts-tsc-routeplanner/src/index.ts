import { readFile } from "node:fs/promises";
import { label, longestLeg } from "./distance.js";
import { formatArrival } from "./timing.js";
import { totalTolls } from "./tolls.js";
import type { Route } from "./types.js";

async function main(): Promise<void> {
  const routes: Route[] = JSON.parse(await readFile(process.argv[2] ?? "routes.json", "utf8"));
  const departure = new Date();
  for (const r of routes) {
    const leg = longestLeg(r.legs);
    console.log(`${r.id}: ${label(r)}, arrives ${formatArrival(departure, r, "Europe/Oslo")}, tolls ${totalTolls(r)}`);
    if (leg) {
      console.log(`  longest leg ${leg.from} -> ${leg.to}`);
    }
  }
}

main();
