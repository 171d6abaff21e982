import { readdirSync } from "node:fs";

// Migration files in order: 0001_create_accounts.sql, 0002_...
export function plan(dir, applied) {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_.+\.sql$/.test(f))
    .sort()
    .filter((f) => !applied.includes(f.slice(0, 4)));
}
