import { mkdirSync, writeFileSync } from "node:fs";

mkdirSync("dist", { recursive: true });
const pages = ["index", "counters", "about"];
for (const p of pages) writeFileSync(`dist/${p}.html`, `<h1>${p}</h1>\n`);
console.log(`site: wrote ${pages.length} pages to dist/`);
