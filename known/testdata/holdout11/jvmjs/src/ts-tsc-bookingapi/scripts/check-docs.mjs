// Checks that every route file has a section in docs/api.md (advisory: the job does not fail on it)
import { readFileSync, readdirSync } from "node:fs";

const doc = readFileSync("docs/api.md", "utf8");
const missing = readdirSync("src/routes").map((f) => f.replace(/\.ts$/, "")).filter((r) => !doc.includes(`## ${r}`));
for (const r of missing) {
  console.error(`error: route '${r}' is not documented in docs/api.md`);
}
process.exit(missing.length ? 1 : 0);
