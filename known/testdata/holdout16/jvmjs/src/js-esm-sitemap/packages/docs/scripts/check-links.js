import { readFileSync } from "node:fs";

const pages = JSON.parse(readFileSync(new URL("../content/pages.json", import.meta.url), "utf8"));
const seen = new Set();
for (const p of pages) {
  if (seen.has(p.path)) {
    console.error(`duplicate page ${p.path}`);
    process.exit(1);
  }
  seen.add(p.path);
}
console.log(`check-links: ${pages.length} pages, no duplicates`);
