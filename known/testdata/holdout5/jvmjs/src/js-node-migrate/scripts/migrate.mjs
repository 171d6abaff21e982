// Moves customers from the legacy CRM export (NDJSON) into the new store, in batches.
import { readFileSync } from "node:fs";
import { Store } from "../lib/store.mjs";

const BATCH = 2500;
const file = process.argv[2] ?? "data/export.ndjson";

const lines = readFileSync(file, "utf8").split("\n").filter(Boolean);
console.log(`migrate: ${lines.length} rows in ${file}, batches of ${BATCH}`);

const store = new Store();
let skipped = 0;
let errors = 0;

function clean(raw, n) {
  const r = JSON.parse(raw);
  if (!r.email) {
    console.warn(`WARN row ${n}: customer ${r.id} has no email, skipped`);
    skipped++;
    return null;
  }
  return { id: r.id, name: r.name.trim(), email: r.email.toLowerCase(), since: r.since };
}

async function main() {
  const batches = Math.ceil(lines.length / BATCH);
  for (let b = 0; b < batches; b++) {
    const rows = [];
    for (let i = b * BATCH; i < Math.min(lines.length, (b + 1) * BATCH); i++) {
      const row = clean(lines[i], i + 1);
      if (row) rows.push(row);
    }
    const n = await store.upsertMany(rows);
    // the audit write is fire-and-forget: nobody waits for it or catches its failure
    store.audit("legacy-crm", rows);
    console.log(`batch ${String(b + 1).padStart(2)}/${batches}: ${n} customers upserted, ${skipped} skipped, ${errors} errors so far`);
  }
  console.log(`done: ${store.customers.size} customers`);
}

main();
