import { mkdirSync, readFileSync, writeFileSync } from "node:fs";

const file = process.argv[2];
const [, ...rows] = readFileSync(file, "utf8").trim().split("\n");
console.log(`reports: ${rows.length} rows from ${file}`);

const byCounter = new Map();
for (const row of rows) {
  const [counter, date, bikes] = row.split(",");
  const day = new Date(date).toISOString().slice(0, 10);
  if (!byCounter.has(counter)) byCounter.set(counter, []);
  byCounter.get(counter).push({ day, bikes: Number(bikes) });
}

mkdirSync("dist", { recursive: true });
for (const [counter, days] of byCounter) {
  writeFileSync(`dist/${counter}.json`, JSON.stringify(days, null, 2));
  console.log(`reports: ${counter}: ${days.length} days`);
}
