import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { byDay, toCsv } from "../lib/aggregate.js";

const input = process.argv[2];
const readings = JSON.parse(readFileSync(input, "utf8"));
console.log(`read ${readings.length} readings from ${input}`);

const rows = byDay(readings);
console.log(`aggregated ${rows.length} days`);

// REPORTS_DIR is set by the deploy workflow; the nightly job writes into it
const outDir = path.join(process.env.REPORTS_DIR, "footfall");
mkdirSync(outDir, { recursive: true });
const file = path.join(outDir, path.basename(input, ".json") + ".csv");
writeFileSync(file, toCsv(rows));
console.log(`wrote ${file}`);
