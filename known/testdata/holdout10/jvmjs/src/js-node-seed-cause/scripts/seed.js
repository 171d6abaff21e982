import { loadSeed } from "../lib/load.js";

const file = process.argv[2];
console.log(`seed: reading ${file}`);
const tables = ["clinics", "rooms", "practitioners", "slots"];
for (const t of tables) console.log(`seed: truncating ${t} (dry run)`);
const seed = await loadSeed(file);
for (const t of tables) console.log(`seed: ${t}: ${seed[t]?.length ?? 0} rows`);
console.log("seed: done");
